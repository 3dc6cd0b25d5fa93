import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One download of a pack, streamed through a session delegate so its size is held to the limit
/// while it arrives: a declared length over the limit is refused at the first bytes, before any
/// is kept, and a body that grows past it is cut off at the chunk that crosses it — never
/// buffered whole first.
/// (`URLSession.bytes(for:)` would do the same from iOS 15; the delegate works from iOS 13.)
///
/// Two clocks stop a download: the session's request timeout (no byte for `idleTimeout`: a
/// stalled server) and a deadline for the whole transfer (`deadline`: a server trickling bytes,
/// which resets the idle clock forever).
final class PackDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How a download ended.
    enum Outcome: Sendable {
        /// The whole response: its status, headers and body.
        case response(status: Int, headers: [String: String], body: Data)
        /// More than `limit` bytes, declared (`Content-Length`) or received.
        case tooLarge(limit: Int, declared: Int64?)
        /// No byte within the idle timeout, or not finished by the deadline.
        case timedOut(after: TimeInterval)
        /// The connection closed before the declared length arrived.
        case truncated(received: Int, expected: Int64)
        /// The transfer failed: the system's words.
        case failed(String)
        /// The caller's task was cancelled.
        case cancelled
    }

    private let limit: Int
    private let idleTimeout: TimeInterval
    private let deadline: TimeInterval
    private let lock = NSLock()
    /// The delegate queue's own serial queue (an operation queue does not keep it).
    private let callbacks = DispatchQueue(label: "CatalogRuntime.PackDownload")
    private var body = Data()
    private var response: HTTPURLResponse?
    /// Why the download was stopped from this side, if it was.
    private var stop: Outcome?
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<Outcome, Never>?
    /// The most body bytes held at once: what the limit bounds.
    private var peak = 0

    init(limit: Int, idleTimeout: TimeInterval, deadline: TimeInterval) {
        self.limit = limit
        self.idleTimeout = idleTimeout
        self.deadline = deadline
    }

    /// The most body bytes held at once: what the limit bounds.
    var peakBufferedBytes: Int { synchronized { peak } }

    /// Runs `request` to its end, or until this side stops it; never throws, and returns on a
    /// background queue.
    ///
    /// A stop (the limit, the deadline, the caller's cancellation) answers at once, without
    /// waiting for the session to acknowledge the cancellation: Foundation on Linux handles
    /// `cancel()` on the queue that reads the socket, which a server sending as fast as the
    /// loopback allows can keep busy for seconds. Chunks that still arrive are dropped.
    func run(_ request: URLRequest) async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let configuration = URLSessionConfiguration.ephemeral
                // The validators are the updater's to send and a 304 its to see: no cache may
                // answer for the server or turn a 304 into the cached 200.
                configuration.urlCache = nil
                configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
                configuration.timeoutIntervalForRequest = idleTimeout
                configuration.timeoutIntervalForResource = deadline
                let queue = OperationQueue()
                queue.maxConcurrentOperationCount = 1
                // A serial dispatch queue underneath keeps each callback cheap to schedule, so
                // chunks are dropped as fast as they come once the download is stopped.
                queue.underlyingQueue = callbacks
                let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
                let task = session.dataTask(with: request)
                let stoppedEarly: Outcome? = synchronized {
                    self.task = task
                    guard let stop else {
                        self.continuation = continuation
                        return nil
                    }
                    return stop
                }
                // The session keeps its delegate until its task ends, then lets it go.
                session.finishTasksAndInvalidate()
                if let stoppedEarly {
                    task.cancel()
                    continuation.resume(returning: stoppedEarly)
                    return
                }
                // The session's own resource timeout is not honoured everywhere (a trickle keeps
                // some implementations waiting): the deadline is enforced here too.
                DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self] in
                    guard let self else { return }
                    halt(.timedOut(after: deadline))
                }
                task.resume()
            }
        } onCancel: {
            halt(.cancelled)
        }
    }

    /// Stops the download for `reason` and answers with it at once (the first reason wins);
    /// the task is cancelled from another queue, as `cancel()` may wait (see `run`).
    private func halt(_ reason: Outcome) {
        let (continuation, task): (CheckedContinuation<Outcome, Never>?, URLSessionDataTask?) = synchronized {
            guard stop == nil else { return (nil, nil) }
            stop = reason
            let waiting = self.continuation
            self.continuation = nil
            body = Data()
            return (waiting, self.task)
        }
        continuation?.resume(returning: reason)
        if let task { DispatchQueue.global().async { task.cancel() } }
    }

    // The response is read from the task when the first bytes arrive, rather than in the
    // response callback, whose completion handler's concurrency annotations differ between
    // Apple's SDKs and Foundation on Linux (which also ignores its disposition): one code path.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let http = dataTask.response as? HTTPURLResponse
        let stopReason: Outcome? = synchronized {
            guard stop == nil else { return nil }
            if response == nil, let http {
                response = http
                // A body that would be read as a pack is refused by its declared length at once.
                let declared = http.expectedContentLength
                if http.statusCode == 200, declared > Int64(limit) { return .tooLarge(limit: limit, declared: declared) }
                // Room for the whole body at once, so appending never copies it into a buffer
                // twice its size: the declared length, else the limit (pages are only
                // committed as they are written).
                body.reserveCapacity(declared > 0 ? Int(declared) : limit)
            }
            guard body.count + data.count <= limit else { return .tooLarge(limit: limit, declared: nil) }
            body.append(data)
            peak = max(peak, body.count)
            return nil
        }
        if let stopReason { halt(stopReason) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let http = task.response as? HTTPURLResponse
        let (outcome, continuation): (Outcome, CheckedContinuation<Outcome, Never>?) = synchronized {
            if response == nil { response = http }
            let outcome = stop ?? finish(error)
            let continuation = self.continuation
            self.continuation = nil
            body = Data()
            return (outcome, continuation)
        }
        continuation?.resume(returning: outcome)
    }

    /// The outcome of a transfer that was not stopped from this side.
    private func finish(_ error: (any Error)?) -> Outcome {
        let expected = response?.expectedContentLength ?? -1
        // A compressed body is counted after decoding, so only an identity body is compared
        // with its declared length.
        let encoding = (response?.value(forHeaderField: "Content-Encoding") ?? "identity").lowercased()
        let comparable = expected >= 0 && encoding == "identity"
        if let error {
            let code = (error as NSError).code
            if code == NSURLErrorTimedOut { return .timedOut(after: idleTimeout) }
            if code == NSURLErrorCancelled { return .cancelled }
            if comparable, Int64(body.count) < expected { return .truncated(received: body.count, expected: expected) }
            return .failed(error.localizedDescription)
        }
        guard let response else { return .failed("no HTTP response") }
        if comparable, Int64(body.count) < expected { return .truncated(received: body.count, expected: expected) }
        var headers: [String: String] = [:]
        for (key, value) in response.allHeaderFields {
            if let key = key as? String, let value = value as? String { headers[key.lowercased()] = value }
        }
        return .response(status: response.statusCode, headers: headers, body: body)
    }

    /// NSLock's own `withLock` is newer than iOS 13.
    private func synchronized<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

extension HTTPURLResponse {
    /// A header by name, ignoring case (`value(forHTTPHeaderField:)` is newer than iOS 13).
    fileprivate func value(forHeaderField name: String) -> String? {
        for (key, value) in allHeaderFields {
            if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame { return value as? String }
        }
        return nil
    }
}
