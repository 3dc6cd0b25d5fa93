import ArgumentParser
import CatalogPresentation

// The presentation layer owns the formats; the command line only reads them.
extension ReportFormat: ExpressibleByArgument {}
extension ListFormat: ExpressibleByArgument {}
extension ResolveFormat: ExpressibleByArgument {}
extension DiffFormat: ExpressibleByArgument {}
extension DocumentFormat: ExpressibleByArgument {}
extension ExportFormat: ExpressibleByArgument {}
