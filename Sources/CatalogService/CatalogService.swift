// CatalogService
