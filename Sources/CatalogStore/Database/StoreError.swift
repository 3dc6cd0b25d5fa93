/// Why the store could not do what was asked.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case missingCatalog(String)
    case missingDirectory(String)
    case database(String, path: String)
    /// The file exists but is not a catalog (or is empty and not being created).
    case notACatalog(String)

    public var description: String {
        switch self {
        case .missingCatalog(let path):
            "no catalog at \(path) (run `catalog init --db \(path)` to create one)"
        case .missingDirectory(let path):
            "cannot create a catalog: the folder \(path) does not exist"
        case .notACatalog(let path):
            "\(path) is not a catalog (it holds other data, or nothing); give a catalog's path, or a new path to `catalog init`"
        case .database(let message, let path):
            "\(path): \(message)"
        }
    }
}
