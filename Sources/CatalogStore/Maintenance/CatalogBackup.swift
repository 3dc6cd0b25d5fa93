import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `backup(to:)` wrote.
package struct BackupReport: Sendable, Hashable {
    /// The new file.
    package var path: String
    package var bytes: Int
    /// SQLite pages copied.
    package var pages: Int
}

extension CatalogDatabase {
    /// Copies the catalog into a new file with SQLite's online backup.
    ///
    /// The copy is one consistent snapshot: it is taken inside a single read transaction, so
    /// writers in other processes carry on meanwhile and their later commits are simply not in
    /// it. It is written under a temporary name beside `destination`, checked
    /// (`PRAGMA quick_check`), and only then given its name, so `destination` is either the
    /// whole catalog or absent; an existing file is never replaced. The file is copied at its
    /// own schema (an older catalog's backup is older too).
    /// - Parameter progress: called with pages copied and pages in all, after each step.
    package func backup(to destination: String, progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws -> BackupReport {
        let target = URL(fileURLWithPath: destination)
        let directory = target.deletingLastPathComponent()
        guard !FileManager.default.fileExists(atPath: target.path) else { throw StoreError.backupDestinationExists(target.path) }
        guard FileManager.default.fileExists(atPath: directory.path) else { throw StoreError.missingDirectory(directory.path) }
        let partial = directory.appendingPathComponent(".\(target.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
        defer { Self.removeWithSideFiles(partial.path) }
        var pages = 0
        do {
            try readFile { file in
                let copy = try DatabaseQueue(path: partial.path)
                try file.backup(to: copy, pagesPerStep: progress == nil ? -1 : 256) { step in
                    pages = step.totalPageCount
                    progress?(step.completedPageCount, step.totalPageCount)
                }
                let check = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
                guard check == ["ok"] else {
                    throw StoreError.database("the backup did not check out: \(check.prefix(3).joined(separator: "; "))", path: target.path)
                }
                try copy.close()
            }
            // A hard link gives the copy its name only if the name is still free; file systems
            // without links (FAT, some network shares) get a rename after a last look.
            if link(partial.path, target.path) != 0 {
                if errno == EEXIST { throw StoreError.backupDestinationExists(target.path) }
                guard !FileManager.default.fileExists(atPath: target.path) else { throw StoreError.backupDestinationExists(target.path) }
                try FileManager.default.moveItem(at: partial, to: target)
            }
        } catch let error as DatabaseError {
            throw StoreError.database(error.message ?? error.description, path: target.path)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.size] as? Int
        return BackupReport(path: target.path, bytes: bytes ?? 0, pages: pages)
    }

    private static func removeWithSideFiles(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
