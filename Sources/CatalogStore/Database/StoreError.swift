/// Why the store could not do what was asked.
package enum StoreError: Error, Sendable, CustomStringConvertible {
    case missingCatalog(String)
    case missingDirectory(String)
    case database(String, path: String)
    /// The file exists but is not a catalog (or is empty and not being created).
    case notACatalog(String)
    /// The file was made or upgraded by a newer `catalog`; it was not touched.
    case newerSchema(path: String, status: SchemaStatus)
    /// A write was asked of a catalog that this process can only read (read-only file, folder or
    /// medium).
    case readOnlyCatalog(String)
    /// A backup would replace an existing file.
    case backupDestinationExists(String)

    package var description: String {
        switch self {
        case .missingCatalog(let path):
            "no catalog at \(path) (run `catalog init --db \(path)` to create one)"
        case .missingDirectory(let path):
            "cannot create a catalog: the folder \(path) does not exist"
        case .notACatalog(let path):
            "\(path) is not a catalog (it holds other data, or nothing); give a catalog's path, or a new path to `catalog init`"
        case .database(let message, let path):
            "\(path): \(message)"
        case .newerSchema(let path, let status):
            "\(path) has catalog schema \(status.version)\(Self.unknownList(status.unknown)), but this catalog understands schemas up "
                + "to \(status.supportedVersion); it was left untouched. Use the newer catalog that wrote it, or update this one"
        case .readOnlyCatalog(let path):
            "cannot write \(path): the file or its folder is read-only (reading works; copy the catalog somewhere writable to change it)"
        case .backupDestinationExists(let path):
            "\(path) already exists; a backup never replaces a file, give a new path"
        }
    }

    private static func unknownList(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "" : " (migrations unknown here: \(identifiers.joined(separator: ", ")))"
    }
}
