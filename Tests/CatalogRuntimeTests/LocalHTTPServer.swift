import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the updater's tests, on POSIX sockets and threads of
/// its own: each connection reads one request and answers it as the test's `respond` says —
/// whole, not modified, stalled, trickled, endless or cut short — then closes. It records the
/// requests it saw and how many body bytes it managed to send.
final class LocalHTTPServer: @unchecked Sendable {
    /// One request as received.
    struct Request: Sendable {
        var method: String
        var path: String
        /// Header names in lowercase.
        var headers: [String: String]
    }

    /// How to answer.
    enum Reply: Sendable {
        /// A whole response.
        case full(status: Int, headers: [String: String], body: Data)
        /// Headers (with this Content-Length), `prefix` of the body, then nothing until the
        /// server stops: a stalled server.
        case stall(contentLength: Int, prefix: Data)
        /// The body one byte per `interval`, with its length declared: a slow server.
        case trickle(body: Data, interval: TimeInterval)
        /// `total` bytes of `byte`, in chunks, without a declared length (the connection's close
        /// ends it), or declaring `declared`.
        case stream(total: Int, declared: Int?)
        /// Headers declaring `declared` bytes, then `body` (shorter), then the connection closes.
        case truncated(declared: Int, body: Data)
    }

    let port: UInt16
    private let listener: Int32
    private let respond: @Sendable (Request) -> Reply
    private let lock = NSLock()
    private var stopped = false
    private var seen: [Request] = []
    private var sentBytes = 0
    private let stopSignal = DispatchSemaphore(value: 0)
    private var stallers = 0

    /// Listens on an ephemeral port of 127.0.0.1.
    init(_ respond: @escaping @Sendable (Request) -> Reply) throws {
        self.respond = respond
        let fd = socket(AF_INET, Self.streamType, 0)
        guard fd >= 0 else { throw Failure("socket: \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw Failure("bind/listen: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
        let thread = Thread { [self] in acceptLoop() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #endif

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// The requests seen so far.
    var requests: [Request] { synchronized { seen } }
    /// Body bytes the server wrote before the client went away or the reply ended.
    var bodyBytesSent: Int { synchronized { sentBytes } }

    /// Stops listening and releases stalled connections.
    func stop() {
        let stallers: Int = synchronized {
            stopped = true
            return self.stallers
        }
        for _ in 0..<max(stallers, 0) + 1 { stopSignal.signal() }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    deinit {
        close(listener)
    }

    private func acceptLoop() {
        while !synchronized({ stopped }) {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            #if canImport(Darwin)
                var yes: Int32 = 1
                setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let thread = Thread { [self] in serve(client) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        synchronized { seen.append(request) }
        switch respond(request) {
        case .full(let status, let headers, let body):
            var all = headers
            all["Content-Length"] = "\(body.count)"
            guard send(client, head(status, all)) else { return }
            if request.method != "HEAD" { _ = sendBody(client, body) }
        case .stall(let length, let prefix):
            guard send(client, head(200, ["Content-Length": "\(length)"])), sendBody(client, prefix) else { return }
            synchronized { stallers += 1 }
            // Until the test ends (or a minute, whichever is first).
            _ = stopSignal.wait(timeout: .now() + 60)
        case .trickle(let body, let interval):
            guard send(client, head(200, ["Content-Length": "\(body.count)"])) else { return }
            for byte in body {
                guard !synchronized({ stopped }), sendBody(client, Data([byte])) else { return }
                Thread.sleep(forTimeInterval: interval)
            }
        case .stream(let total, let declared):
            var headers = ["Content-Type": "application/octet-stream"]
            if let declared { headers["Content-Length"] = "\(declared)" } else { headers["Connection"] = "close" }
            guard send(client, head(200, headers)) else { return }
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 64 << 10)
            var left = total
            while left > 0, !synchronized({ stopped }) {
                let piece = left >= chunk.count ? chunk : chunk.prefix(left)
                guard sendBody(client, piece) else { return }
                left -= piece.count
            }
        case .truncated(let declared, let body):
            guard send(client, head(200, ["Content-Length": "\(declared)"])) else { return }
            _ = sendBody(client, body)
        }
    }

    /// Reads up to the blank line ending the headers (at most 64 KB).
    private func readRequest(_ client: Int32) -> Request? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while buffer.count < 65_536 {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[..<count])
            if let text = String(bytes: buffer, encoding: .utf8), let end = text.range(of: "\r\n\r\n") {
                let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
                let words = (lines.first ?? "").split(separator: " ").map(String.init)
                guard words.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return Request(method: words[0], path: words[1], headers: headers)
            }
        }
        return nil
    }

    private func head(_ status: Int, _ headers: [String: String]) -> Data {
        let reason = [200: "OK", 304: "Not Modified", 404: "Not Found", 500: "Internal Server Error"][status] ?? "Status"
        var text = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        if headers["Connection"] == nil { text += "Connection: close\r\n" }
        return Data((text + "\r\n").utf8)
    }

    /// Writes all of `data`; false once the client is gone.
    private func send(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                #if canImport(Glibc)
                    let written = Glibc.send(client, base + offset, buffer.count - offset, Self.sendFlags)
                #else
                    let written = Darwin.send(client, base + offset, buffer.count - offset, Self.sendFlags)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    private func sendBody(_ client: Int32, _ data: Data) -> Bool {
        guard send(client, data) else { return false }
        synchronized { sentBytes += data.count }
        return true
    }

    private func synchronized<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
