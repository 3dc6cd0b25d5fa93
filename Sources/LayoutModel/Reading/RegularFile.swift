import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the catalog opens a file it reads: regular files only, their size checked on the
/// open handle before a byte is read, and never more than the limit read.
///
/// A named pipe blocks whoever opens it until a writer appears and then streams for as long as
/// the writer likes; a device (`/dev/zero`, a terminal) has no size and may never end; a socket
/// cannot be opened at all. Each is refused by what it is, before any read: the path is looked
/// at first, then opened without blocking, and the open handle looked at again, so a file
/// swapped for a pipe in between is caught too.
package enum RegularFile {
    /// The bytes of the file at `path`, which must be a regular file of at most `maximumBytes`.
    ///
    /// - Throws: `DocumentReadError` naming what the path is when it is not a regular file, its
    ///   size when it is too large, or why it could not be opened or read.
    package static func contents(atPath path: String, maximumBytes: Int) throws(DocumentReadError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(errno) }
        if let kind = refusedKind(status.st_mode) { throw refusal(kind) }
        if Int64(status.st_size) > Int64(maximumBytes) { throw tooLarge(Int64(status.st_size), maximumBytes) }

        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        if let kind = refusedKind(status.st_mode) { throw refusal(kind) }
        if Int64(status.st_size) > Int64(maximumBytes) { throw tooLarge(Int64(status.st_size), maximumBytes) }
        // A regular file never blocks; the flag only mattered for opening.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)

        // The file may grow after the size was checked: at most the limit and one byte are read.
        var data = Data(count: min(Int(status.st_size), maximumBytes) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= maximumBytes else { break }
                data.count = min(data.count * 2, maximumBytes + 1)
            }
            let count = data.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= maximumBytes else {
            throw DocumentReadError(at: nil, "the file grew past \(maximumBytes) bytes while it was read; at most \(maximumBytes) are read")
        }
        data.count = filled
        return data
    }

    /// What a path is when it is not a regular file (`a named pipe (FIFO)`), or nil for a regular
    /// file or a path that does not exist. Symbolic links are followed.
    package static func refusedKind(atPath path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return refusedKind(status.st_mode)
    }

    /// `a folder`, `a named pipe (FIFO)`, … for every file type but a regular file.
    static func refusedKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    static func refusal(_ kind: String) -> DocumentReadError {
        DocumentReadError(at: nil, "\(kind), not a regular file; only regular files are read")
    }

    static func tooLarge(_ size: Int64, _ maximumBytes: Int) -> DocumentReadError {
        DocumentReadError(at: nil, "the file is \(size) bytes; at most \(maximumBytes) are read")
    }

    static func failure(_ code: Int32) -> DocumentReadError {
        switch code {
        case ENOENT: DocumentReadError(at: nil, "no such file")
        case EACCES, EPERM: DocumentReadError(at: nil, "permission denied")
        case ENOTDIR: DocumentReadError(at: nil, "a part of the path is not a folder")
        case ELOOP: DocumentReadError(at: nil, "too many symbolic links (a loop?)")
        default: DocumentReadError(at: nil, "cannot be read: \(String(cString: strerror(code)))")
        }
    }
}
