// The importer's results are the model's types (SwiftImportModel, which has no swift-syntax so
// that `catalog` can decode them from the reader): importing SwiftImport gives both.
@_exported import SwiftImportModel
