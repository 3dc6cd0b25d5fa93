/// Why the store could not do what was asked.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case missingCatalog(String)
    case missingDirectory(String)
    case database(String, path: String)

    public var description: String {
        switch self {
        case .missingCatalog(let path):
            "no catalog at \(path) (run `catalog init --db \(path)` to create one)"
        case .missingDirectory(let path):
            "cannot create a catalog: the folder \(path) does not exist"
        case .database(let message, let path):
            "\(path): \(message)"
        }
    }
}
