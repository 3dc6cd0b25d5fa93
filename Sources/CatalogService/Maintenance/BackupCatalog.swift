import CatalogStore
import Foundation
import LayoutModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Catalog {
    /// Copies the catalog into `destination` with SQLite's online backup: one consistent
    /// snapshot taken while other processes go on writing (their later commits are simply not
    /// in it), checked before it gets its name, so `destination` is the whole catalog or
    /// untouched.
    ///
    /// - Parameters:
    ///   - destination: the backup's path.
    ///   - replacing: replace an existing file (atomically, by renaming the finished copy over
    ///     it); otherwise an existing file is refused.
    ///   - progress: pages copied and pages in all, after each step.
    /// - Throws: `ServiceError.backupExists` for an existing file without `replacing`;
    ///   `ServiceError.pathIsFolder`; `ServiceError.backupOntoCatalog` when `destination` is the
    ///   catalog itself, `ServiceError.backupOntoCatalogInUse` when it is a catalog open with a
    ///   write-ahead log beside it.
    public func backup(to destination: String, replacing: Bool, progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws -> BackupResult {
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let source = URL(fileURLWithPath: location.path).standardizedFileURL
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder)
        if exists && isFolder.boolValue { throw ServiceError.pathIsFolder(destination) }
        // A pipe or a device at the path is not a backup to replace: renaming over it would
        // swap it for a regular file.
        if exists, let kind = RegularFile.refusedKind(atPath: target.path) {
            throw ServiceError.unsafePath(destination, reason: "is \(kind); a backup replaces only a regular file")
        }
        if target.resolvingSymlinksInPath().path == source.resolvingSymlinksInPath().path {
            throw ServiceError.backupOntoCatalog(destination)
        }
        if exists && !replacing { throw ServiceError.backupExists(destination) }
        // Replacing only the main file of a catalog whose log is beside it would pair the new
        // file with the old log: SQLite would replay the log into the copy.
        if exists && FileManager.default.fileExists(atPath: target.path + "-wal") {
            throw ServiceError.backupOntoCatalogInUse(destination, log: target.lastPathComponent + "-wal")
        }
        let schemaVersion = try database.schemaStatus().version
        let written: BackupReport
        do {
            if exists {
                // The copy is made under a free name in the same folder, then renamed over the
                // old file: rename replaces atomically, so the old backup stays whole until the
                // new one is.
                let staging = target.deletingLastPathComponent().appendingPathComponent(
                    ".\(target.lastPathComponent).new-\(UUID().uuidString.prefix(8))")
                var report = try database.backup(to: staging.path, progress: progress)
                guard rename(staging.path, target.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    try? FileManager.default.removeItem(at: staging)
                    throw ServiceError.unsafePath(destination, reason: "cannot replace it: \(reason)")
                }
                report.path = target.path
                written = report
            } else {
                written = try database.backup(to: target.path, progress: progress)
            }
        } catch StoreError.backupDestinationExists {
            // Another process created the file while the copy was made.
            throw ServiceError.backupExists(destination)
        } catch StoreError.missingDirectory(let folder) {
            throw ServiceError.unsafePath(destination, reason: "the folder \(folder) does not exist")
        }
        return BackupResult(
            source: location.path, path: destination, bytes: written.bytes, pages: written.pages,
            schemaVersion: schemaVersion, replaced: exists)
    }
}
