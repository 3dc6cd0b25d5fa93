import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders a run's children write Swift sources in, so the importer reads them as files.
///
/// A child killed for its time or memory cannot remove the file it was importing, so each child
/// writes in a folder of its own inside the run's folder, which the supervisor removes once the
/// child has ended, however it ended; the run's folder goes when the run ends or is interrupted.
/// A run that was itself killed leaves its folder behind: the next run removes it, as its name
/// holds the number of a process that no longer exists.
struct FuzzScratch {
    static let prefix = "catalog-fuzz-run-"
    let root: URL

    /// Creates the run's folder in `parent` (the system's temporary folder), first removing the
    /// folders of runs that ended without removing theirs.
    init(in parent: URL = FileManager.default.temporaryDirectory) throws {
        Self.removeAbandoned(in: parent)
        root = parent.appendingPathComponent(Self.prefix + String(getpid()), isDirectory: true)
        // A folder of this name was left by an earlier process of this number, now gone.
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// The folder of the child that runs `range`, created empty. Ranges handed out never share a
    /// first case (a range put back after a failure starts past it), so no two children share one.
    func makeFolder(for range: Range<Int>) throws -> URL {
        let folder = root.appendingPathComponent("cases-\(range.lowerBound)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }

    func removeAll() {
        try? FileManager.default.removeItem(at: root)
    }

    private static func removeAbandoned(in parent: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            // Only a process that does not exist (ESRCH); another user's live run answers EPERM.
            if kill(pid, 0) == -1, errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }
}
