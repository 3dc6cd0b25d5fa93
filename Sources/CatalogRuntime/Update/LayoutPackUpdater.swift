import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches the pack at a URL and installs it into a `LayoutLibrary` when it is good — politely:
///
/// - It asks only for a change: the `ETag` and `Last-Modified` of the response that carried the
///   installed pack go back as `If-None-Match` and `If-Modified-Since`, so an unchanged pack
///   costs the server a 304 and no body. (They are sent only while that pack is installed.)
/// - It holds the download to `maximumBytes` while it streams, refusing a larger declared
///   length at its first bytes and cutting a longer body off at the limit.
/// - It gives up on a stalled server (`idleTimeout` without a byte) and on a slow one
///   (`deadline` for the whole transfer).
/// - It never blocks the calling thread: `update()` is async and runs off the main actor;
///   verifying, storing and installing happen there too.
///
/// Every outcome is a `LayoutPackUpdateOutcome` to log; only `installed` changes the layouts.
/// Call it at launch and when the app comes to the foreground, at most every few hours.
public final class LayoutPackUpdater: Sendable {
    public let url: URL
    public let library: LayoutLibrary
    /// Seconds without a byte before giving up.
    public let idleTimeout: TimeInterval
    /// Seconds for the whole download.
    public let deadline: TimeInterval
    /// The largest body read.
    public let maximumBytes: Int

    /// - Parameters:
    ///   - url: where the pack is hosted (any server: the signature is what is trusted).
    ///   - library: the library that verifies, stores and installs it.
    ///   - idleTimeout: seconds without a byte before giving up (default 30).
    ///   - deadline: seconds for the whole download (default 120).
    ///   - maximumBytes: the largest body read (default and at most the pack limit, 32 MB).
    public init(
        url: URL, library: LayoutLibrary, idleTimeout: TimeInterval = 30, deadline: TimeInterval = 120,
        maximumBytes: Int = LayoutPackLimits.maximumBytes
    ) {
        self.url = url
        self.library = library
        self.idleTimeout = idleTimeout
        self.deadline = deadline
        self.maximumBytes = min(max(0, maximumBytes), LayoutPackLimits.maximumBytes)
    }

    /// Downloads the pack if it changed, and installs it if it is good.
    public func update() async -> LayoutPackUpdateOutcome {
        await measuredUpdate().outcome
    }

    /// `update()`, with the most body bytes the download held at once (tests: the limit holds).
    func measuredUpdate() async -> (outcome: LayoutPackUpdateOutcome, peakBufferedBytes: Int) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: idleTimeout)
        let validators = library.validators(for: url)
        if let etag = validators?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = validators?.lastModified { request.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        let download = PackDownload(limit: maximumBytes, idleTimeout: idleTimeout, deadline: deadline)
        let result = await download.run(request)
        return (outcome(of: result, validatorsSent: validators != nil), download.peakBufferedBytes)
    }

    /// Installs a complete response's pack; every other end of a download is reported as it is.
    private func outcome(of result: PackDownload.Outcome, validatorsSent: Bool) -> LayoutPackUpdateOutcome {
        switch result {
        case .response(304, _, _) where validatorsSent:
            return .notModified
        case .response(200, let headers, let body):
            switch library.installRemotePack(body) {
            case .success(let installation):
                library.record(
                    HTTPValidators(
                        url: url.absoluteString, etag: headers["etag"], lastModified: headers["last-modified"],
                        packHash: installation.packHash))
                return installation.unchanged ? .unchanged(packHash: installation.packHash) : .installed(installation)
            case .failure(let error):
                return .refused(error)
            }
        case .response(let status, _, _):
            return .httpStatus(status)
        case .tooLarge(let limit, let declared):
            return .tooLarge(limit: limit, declared: declared)
        case .timedOut(let seconds):
            return .timedOut(after: seconds)
        case .truncated(let received, let expected):
            return .truncated(received: received, expected: expected)
        case .failed(let reason):
            return .failed(reason)
        case .cancelled:
            return .cancelled
        }
    }
}
