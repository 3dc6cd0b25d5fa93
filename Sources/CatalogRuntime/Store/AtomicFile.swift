import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Replaces a file so that after a crash or power loss at any instant it holds either its old
/// bytes or its new ones, never a mix: the new bytes go to a temporary file beside it, which is
/// flushed to the disk, renamed over the file (rename is atomic within a folder), and then the
/// folder itself is flushed so the rename survives too.
///
/// The temporary file's name starts with `.` and ends in `.tmp`; one left by a crash is never
/// read as data, and `LayoutPackStore` removes it when it next loads.
enum AtomicFile {
    /// The steps of a replacement, in order: where a test stops one as a crash would.
    enum Step: Sendable, Hashable {
        /// The temporary file is written but not yet flushed.
        case written
        /// The temporary file is flushed but not yet renamed.
        case flushed
        /// The rename is done but the folder is not flushed.
        case renamed
    }

    /// A simulated crash: the replacement stopped at `step`, leaving what a crash would.
    struct Interrupted: Error {
        var step: Step
    }

    /// Whether `name` is a temporary file of this type.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }

    /// Replaces the file at `url` with `data`.
    ///
    /// - Parameter crash: a step to stop after without cleaning up, as a crash would (tests).
    /// - Throws: `LayoutPackStoreError` naming the file and what failed; the temporary file is
    ///   removed then, and the file at `url` is as it was.
    static func replace(_ url: URL, with data: Data, crash: Step? = nil) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw LayoutPackStoreError(file: temporary, action: "create", errno: errno) }
        var removeTemporary = true
        defer { if removeTemporary { unlink(temporary.path) } }
        do {
            defer { close(fd) }
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws in
                var offset = 0
                while offset < buffer.count {
                    guard let base = buffer.baseAddress else { break }
                    let written = write(fd, base + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw LayoutPackStoreError(file: temporary, action: "write", errno: errno)
                    }
                    offset += written
                }
            }
            if crash == .written {
                removeTemporary = false
                throw Interrupted(step: .written)
            }
            guard flush(fd) else { throw LayoutPackStoreError(file: temporary, action: "flush", errno: errno) }
        }
        if crash == .flushed {
            removeTemporary = false
            throw Interrupted(step: .flushed)
        }
        guard rename(temporary.path, url.path) == 0 else {
            throw LayoutPackStoreError(file: url, action: "rename a temporary file over", errno: errno)
        }
        removeTemporary = false
        if crash == .renamed { throw Interrupted(step: .renamed) }
        try flushFolder(folder)
    }

    /// Flushes a folder, so a rename in it is on the disk.
    static func flushFolder(_ folder: URL) throws {
        let fd = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw LayoutPackStoreError(file: folder, action: "open the folder", errno: errno) }
        defer { close(fd) }
        guard flush(fd) else { throw LayoutPackStoreError(file: folder, action: "flush the folder", errno: errno) }
    }

    /// `fsync`, or on Apple platforms `F_FULLFSYNC`, which also empties the drive's own cache
    /// (plain `fsync` there only hands the data to the drive).
    private static func flush(_ fd: Int32) -> Bool {
        #if canImport(Darwin)
            if fcntl(fd, F_FULLFSYNC) == 0 { return true }
        #endif
        while fsync(fd) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }
}
