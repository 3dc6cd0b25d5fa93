// CatalogStore
