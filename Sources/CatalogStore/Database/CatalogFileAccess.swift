import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a process may open a catalog file it did not create.
///
/// A catalog is in WAL mode, and SQLite reads a WAL database through two files beside it
/// (`-wal`, `-shm`) that it creates on open and removes when the last connection closes. A
/// connection that can write the file and its folder therefore reads without leaving anything
/// behind. One that cannot (a read-only file, folder or medium) must not try to create them:
/// it opens the file read-only, and when no `-wal` exists, as *immutable* — no locks, no side
/// files — since nothing newer than the file itself exists and nobody able to write it is
/// around. A read-only copy is assumed not to change while it is read.
package enum CatalogFileAccess: Sendable, Hashable {
    /// Read-write when the file and its folder are writable, read-only otherwise.
    case automatic
    /// Read-only even where writing would be possible (e.g. a catalog on shared media).
    case readOnly
    /// Read-only, for `doctor`: a file too damaged to tell what it holds (a page SQLite cannot
    /// read in its schema or migrations) is still opened, so every check can run on it and say
    /// what is wrong.
    case checking

    /// Whether this process may write the file and create its side files. Root passes the
    /// permission checks everywhere but on read-only media, as it does for SQLite itself.
    static func canWrite(_ url: URL) -> Bool {
        let directory = url.deletingLastPathComponent().path
        guard access(url.path, W_OK) == 0, access(directory, W_OK) == 0 else { return false }
        // One call, not "exists, then writable": the last connection of another process
        // removes the log when it closes, and a log gone between the two checks made a writer
        // refuse a writable catalog as read-only (one add in 800 concurrent ones).
        return access(url.path + "-wal", W_OK) == 0 || errno == ENOENT
    }

    /// A read-only connection that creates no file.
    static func openReadOnly(_ url: URL, configuration: Configuration) throws -> DatabaseQueue {
        var configuration = configuration
        configuration.readonly = true
        if FileManager.default.fileExists(atPath: url.path + "-wal") {
            // A log exists (a writer is at work, or one was killed): its commits must be read
            // too, through the -shm beside it.
            return try DatabaseQueue(path: url.path, configuration: configuration)
        }
        return try DatabaseQueue(path: immutableURI(url), configuration: configuration)
    }

    /// `file:` URI of `url` with `immutable=1`. The path is percent-encoded so that `?`, `#` and
    /// `%` in a folder name stay part of the path.
    static func immutableURI(_ url: URL) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        let path = url.standardizedFileURL.path.addingPercentEncoding(withAllowedCharacters: allowed) ?? url.path
        return "file:\(path)?mode=ro&immutable=1"
    }
}
