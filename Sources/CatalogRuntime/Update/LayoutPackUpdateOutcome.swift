import Foundation

/// How one `LayoutPackUpdater.update()` ended, for the app's log. Only `installed` changes what
/// the app uses; after every other outcome it keeps the pack it had.
public enum LayoutPackUpdateOutcome: Sendable, Hashable, CustomStringConvertible {
    /// A new pack was downloaded, verified, stored and installed.
    case installed(LayoutPackInstallation)
    /// The server answered 304 Not Modified to the validators of the installed pack.
    case notModified
    /// The server sent the pack that is already installed (it ignored the validators).
    case unchanged(packHash: String)
    /// The server sent a pack the library refused (signature, untrusted key, channel, rollback,
    /// expired, invalid…): the reason, as for a fallback.
    case refused(LayoutPackError)
    /// The server declared or sent more than the limit; the download was cut off at the limit.
    case tooLarge(limit: Int, declared: Int64?)
    /// The connection closed before the declared length arrived.
    case truncated(received: Int, expected: Int64)
    /// No byte arrived within the idle timeout, or the download did not finish by its deadline.
    case timedOut(after: TimeInterval)
    /// An HTTP status other than 200 and 304 (or a 304 to a request without validators).
    case httpStatus(Int)
    /// The transfer failed (no network, refused connection, TLS): the system's words.
    case failed(String)
    /// The task running `update()` was cancelled.
    case cancelled

    /// Whether the outcome leaves the app on the newest pack the server has (installed, not
    /// modified, unchanged).
    public var isCurrent: Bool {
        switch self {
        case .installed, .notModified, .unchanged: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .installed(let installation):
            "installed \(installation.manifest.channel ?? "?") #\(installation.manifest.sequence) (sha256 \(installation.packHash.prefix(16))…)"
        case .notModified:
            "not modified: the installed pack is current"
        case .unchanged(let hash):
            "unchanged: the server sent the installed pack again (sha256 \(hash.prefix(16))…)"
        case .refused(let error):
            "refused (\(error.reason.rawValue)): \(error)"
        case .tooLarge(let limit, let declared?):
            "refused (tooLarge): the server declared \(declared) bytes; at most \(limit) are downloaded"
        case .tooLarge(let limit, nil):
            "refused (tooLarge): the server sent more than \(limit) bytes; the download was cut off there"
        case .truncated(let received, let expected):
            "truncated: the connection closed after \(received) of \(expected) bytes"
        case .timedOut(let seconds):
            "timed out after \(seconds) s"
        case .httpStatus(let status):
            "HTTP \(status)"
        case .failed(let reason):
            "failed: \(reason)"
        case .cancelled:
            "cancelled"
        }
    }
}
