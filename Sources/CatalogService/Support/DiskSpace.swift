import Foundation

/// Free space on the file system holding a path, to tell a full disk from other I/O errors.
package enum DiskSpace {
    /// Below this many free bytes a write failure is put down to a full disk: SQLite needs
    /// room for a journal or log of a few pages beside the catalog.
    package static let nearlyFull: Int64 = 1 << 20

    /// The bytes an unprivileged process may still write under `folder`, or nil when the file
    /// system does not say.
    package static func freeBytes(_ folder: String) -> Int64? {
        guard let attributes = try? FileManager.default.attributesOfFileSystem(forPath: folder) else { return nil }
        return (attributes[.systemFreeSize] as? NSNumber)?.int64Value
    }
}
