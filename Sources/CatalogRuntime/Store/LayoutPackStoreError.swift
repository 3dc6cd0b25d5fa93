import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why the pack store could not read or write a file: which file, what it was doing, and the
/// system's reason.
public struct LayoutPackStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What was being done: `write`, `rename a temporary file over`, `read`….
    public var action: String
    /// The system's words for the failure.
    public var reason: String

    /// - Parameters:
    ///   - path: the file or folder.
    ///   - action: what was being done, as a verb phrase (`write`, `create the folder`).
    ///   - reason: the system's words for the failure.
    public init(path: String, action: String, reason: String) {
        self.path = path
        self.action = action
        self.reason = reason
    }

    init(file: URL, action: String, errno code: Int32) {
        self.init(path: file.path, action: action, reason: String(cString: strerror(code)))
    }

    public var description: String { "cannot \(action) \(path): \(reason)" }
}
