import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// The updater against a server of the test's own on 127.0.0.1: it installs a good pack, keeps
/// it on a 304, gives up on stalled and slow servers without blocking anyone, and cuts an
/// oversized body off at the limit while it streams.
@Suite(.serialized) struct PackUpdaterTests {
    /// A server that answers with `pack` and an ETag, and 304 to a request carrying that ETag.
    final class PackHost: @unchecked Sendable {
        private let lock = NSLock()
        private var current: (data: Data, etag: String)

        init(_ data: Data, etag: String) { current = (data, etag) }

        func serve(_ data: Data, etag: String) {
            lock.lock()
            current = (data, etag)
            lock.unlock()
        }

        func reply(_ request: LocalHTTPServer.Request) -> LocalHTTPServer.Reply {
            lock.lock()
            defer { lock.unlock() }
            if request.headers["if-none-match"] == current.etag { return .full(status: 304, headers: ["ETag": current.etag], body: Data()) }
            return .full(status: 200, headers: ["ETag": current.etag, "Last-Modified": "Tue, 01 Dec 2026 00:00:00 GMT"], body: current.data)
        }
    }

    @Test func aGoodPackIsInstalledThenA304KeepsItAndANewOneReplacesIt() async throws {
        let lab = try PackLab()
        let host = PackHost(try lab.pack(2), etag: "\"v2\"")
        let server = try LocalHTTPServer { host.reply($0) }
        defer { server.stop() }
        let app = try lab.launch()
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: app, idleTimeout: 5, deadline: 20)

        guard case .installed(let installation) = await updater.update() else {
            Issue.record("the first download was not installed")
            return
        }
        #expect(installation.manifest.sequence == 2 && installation.signers == [lab.oldKey.publicKey.keyID])
        #expect(app.remoteManifest?.sequence == 2)
        #expect(server.requests.first?.headers["if-none-match"] == nil, "nothing is installed yet: no validators")

        let second = await updater.update()
        #expect(second == .notModified)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v2\"")
        #expect(server.requests.last?.headers["if-modified-since"] == "Tue, 01 Dec 2026 00:00:00 GMT")
        #expect(app.remoteManifest?.sequence == 2, "a 304 keeps the installed pack")

        // The validators outlive a restart, with the pack they belong to.
        let relaunched = try lab.launch()
        let again = LayoutPackUpdater(url: server.url("/layouts.pack"), library: relaunched, idleTimeout: 5, deadline: 20)
        #expect(await again.update() == .notModified)

        host.serve(try lab.pack(3), etag: "\"v3\"")
        guard case .installed(let newer) = await again.update() else {
            Issue.record("the new pack was not installed")
            return
        }
        #expect(newer.manifest.sequence == 3 && relaunched.remoteManifest?.sequence == 3)
        #expect(try lab.launch().remoteManifest?.sequence == 3, "stored for the next launch")
    }

    /// Validators go only to the URL that gave them and only while their pack is installed: a
    /// 304 can never stand for a pack the app does not have.
    @Test func validatorsAreSentOnlyForTheInstalledPack() async throws {
        let lab = try PackLab()
        let host = PackHost(try lab.pack(2), etag: "\"v2\"")
        let server = try LocalHTTPServer { host.reply($0) }
        defer { server.stop() }
        let app = try lab.launch()
        #expect(await LayoutPackUpdater(url: server.url("/layouts.pack"), library: app).update().isCurrent)
        #expect(await LayoutPackUpdater(url: server.url("/other.pack"), library: app).update() == .unchanged(packHash: app.remotePackHash ?? ""))
        #expect(server.requests.last?.headers["if-none-match"] == nil, "another URL gets no validators")
        app.removeRemotePack()
        let refetched = await LayoutPackUpdater(url: server.url("/layouts.pack"), library: app).update()
        #expect(server.requests.last?.headers["if-none-match"] == nil, "the pack is gone: no validators")
        guard case .installed = refetched else {
            Issue.record("\(refetched)")
            return
        }
    }

    /// A pack the library refuses leaves everything as it was, and its validators unrecorded.
    @Test func aRefusedPackChangesNothing() async throws {
        let lab = try PackLab()
        let app = try lab.launch()
        _ = app.installRemotePack(try lab.pack(2))
        let host = PackHost(try lab.pack(5, channel: "beta"), etag: "\"beta\"")
        let server = try LocalHTTPServer { host.reply($0) }
        defer { server.stop() }
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: app)
        #expect(await updater.update() == .refused(.wrongChannel(pack: "beta", expected: "prod")))
        #expect(await updater.update() == .refused(.wrongChannel(pack: "beta", expected: "prod")))
        #expect(server.requests.allSatisfy { $0.headers["if-none-match"] == nil })
        #expect(app.remoteManifest?.sequence == 2)
    }

    @Test func serverErrorsAreReported() async throws {
        let lab = try PackLab()
        let server = try LocalHTTPServer { _ in .full(status: 500, headers: [:], body: Data("oops".utf8)) }
        defer { server.stop() }
        #expect(await LayoutPackUpdater(url: server.url("/x"), library: try lab.launch()).update() == .httpStatus(500))
        // Nothing listens on a closed port.
        let closed = try LocalHTTPServer { _ in .full(status: 200, headers: [:], body: Data()) }
        let url = closed.url("/x")
        closed.stop()
        try await Task.sleep(nanoseconds: 300_000_000)
        guard case .failed = await LayoutPackUpdater(url: url, library: try lab.launch(), idleTimeout: 2, deadline: 5).update() else {
            Issue.record("a refused connection is not reported as failed")
            return
        }
    }

    /// A server that sends the headers and then nothing: the idle timeout ends it.
    @Test func aStalledServerTimesOut() async throws {
        let lab = try PackLab()
        let server = try LocalHTTPServer { _ in .stall(contentLength: 10_000, prefix: Data("catalog-layout-pack 2\n".utf8)) }
        defer { server.stop() }
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: try lab.launch(), idleTimeout: 1, deadline: 30)
        let start = Date()
        let outcome = await updater.update()
        let elapsed = Date().timeIntervalSince(start)
        // Which limit ended it, not how long the run took (a loaded machine stretches both): the
        // idle timeout (1 s), not the 30-s deadline.
        #expect(outcome == .timedOut(after: 1), "\(outcome) after \(elapsed) s")
        FileHandle.standardError.write(Data("stalled server: timed out after \(String(format: "%.2f", elapsed)) s (idle timeout 1 s)\n".utf8))
    }

    /// The updater never needs the main thread: with the main actor held for the whole time, a
    /// download from a stalled server still runs to its timeout (had it needed the main actor,
    /// it could not finish while the main thread waits for it).
    @Test @MainActor func anUpdateRunsWhileTheMainThreadIsBusy() throws {
        let lab = try PackLab()
        let server = try LocalHTTPServer { _ in .stall(contentLength: 10_000, prefix: Data()) }
        defer { server.stop() }
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: try lab.launch(), idleTimeout: 1, deadline: 30)
        let done = DispatchSemaphore(value: 0)
        let result = OutcomeBox()
        Task.detached {
            result.set(await updater.update())
            done.signal()
        }
        // Blocks the main thread, as a long layout pass or a synchronous call would.
        #expect(done.wait(timeout: .now() + 15) == .success, "the update did not finish while the main thread was busy")
        guard case .timedOut? = result.value else {
            Issue.record("\(String(describing: result.value))")
            return
        }
    }

    final class OutcomeBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: LayoutPackUpdateOutcome?
        var value: LayoutPackUpdateOutcome? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func set(_ outcome: LayoutPackUpdateOutcome) {
            lock.lock()
            stored = outcome
            lock.unlock()
        }
    }

    /// A server trickling a byte every 50 ms never trips the idle timeout; the deadline ends it.
    @Test func aSlowServerMeetsTheDeadline() async throws {
        let lab = try PackLab()
        let pack = try lab.pack(2)
        let server = try LocalHTTPServer { _ in .trickle(body: pack, interval: 0.05) }
        defer { server.stop() }
        let app = try lab.launch()
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: app, idleTimeout: 1, deadline: 1.5)
        let start = Date()
        let outcome = await updater.update()
        let elapsed = Date().timeIntervalSince(start)
        // The deadline (1.5 s) ended it, not the idle timeout.
        #expect(outcome == .timedOut(after: 1.5), "\(outcome) after \(elapsed) s")
        #expect(app.remotePackHash == nil)
        FileHandle.standardError.write(Data("slow server: timed out after \(String(format: "%.2f", elapsed)) s (deadline 1.5 s)\n".utf8))
    }

    /// A body that never ends is cut off at the limit while it streams: the updater answers as
    /// soon as the limit is crossed, never holds more than the limit, the server gets to send
    /// little beyond it (what the socket buffers take), and the process's peak memory barely
    /// moves. Measured with a 1 MB limit, then with the default 32 MB one.
    @Test func anOversizedBodyIsCutOffAtTheLimit() async throws {
        let lab = try PackLab()
        for (limit, offered) in [(1 << 20, 512 << 20), (LayoutPackLimits.maximumBytes, 256 << 20)] {
            let server = try LocalHTTPServer { _ in .stream(total: offered, declared: nil) }
            let updater = LayoutPackUpdater(
                url: server.url("/layouts.pack"), library: try lab.launch(), idleTimeout: 5, deadline: 60,
                maximumBytes: limit)
            let reset = ProcessMemory.resetPeak()
            let before = ProcessMemory.residentBytes ?? 0
            let start = Date()
            let (outcome, peakBuffered) = await updater.measuredUpdate()
            let elapsed = Date().timeIntervalSince(start)
            let sent = server.bodyBytesSent
            server.stop()
            let growth = (ProcessMemory.peakBytes ?? 0) - before
            #expect(outcome == .tooLarge(limit: limit, declared: nil))
            // tooLarge, not timedOut: the cut came before the 60-s deadline, however loaded the
            // machine.
            #expect(peakBuffered <= limit)
            #expect(sent < limit + (64 << 20), "the server sent \(sent) bytes before the cut")
            if reset { #expect(growth < limit + (64 << 20), "peak memory grew by \(growth) bytes") }
            FileHandle.standardError.write(
                Data(
                    """
                    oversized body: limit \(limit) bytes, server offered \(offered), had sent \(sent) when the updater answered \
                    (\(String(format: "%.2f", elapsed)) s); updater held at most \(peakBuffered) bytes; \
                    peak RSS growth \(reset ? "\(growth / 1_024) KB" : "not measurable here")

                    """.utf8))
        }
        // A declared length over the limit is refused at the first bytes, none of them kept.
        let declared = try LocalHTTPServer { _ in .stream(total: 4 << 20, declared: 4 << 20) }
        defer { declared.stop() }
        let refused = await LayoutPackUpdater(url: declared.url("/layouts.pack"), library: try lab.launch(), maximumBytes: 1 << 20).measuredUpdate()
        #expect(refused.outcome == .tooLarge(limit: 1 << 20, declared: 4 << 20))
        #expect(refused.peakBufferedBytes == 0)
    }

    @Test func aTruncatedBodyIsReported() async throws {
        let lab = try PackLab()
        let pack = try lab.pack(2)
        let server = try LocalHTTPServer { _ in .truncated(declared: pack.count, body: pack.prefix(pack.count / 2)) }
        defer { server.stop() }
        let app = try lab.launch()
        let outcome = await LayoutPackUpdater(url: server.url("/layouts.pack"), library: app, idleTimeout: 5, deadline: 20).update()
        guard case .truncated(let received, let expected) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(received < pack.count && expected == Int64(pack.count))
        #expect(app.remotePackHash == nil)
    }

    @Test func cancellingTheTaskCancelsTheDownload() async throws {
        let lab = try PackLab()
        let server = try LocalHTTPServer { _ in .stall(contentLength: 10_000, prefix: Data()) }
        defer { server.stop() }
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: try lab.launch(), idleTimeout: 30, deadline: 30)
        let update = Task { await updater.update() }
        try await Task.sleep(nanoseconds: 300_000_000)
        update.cancel()
        // Cancelled, not timed out: the 30-s limits did not end it.
        #expect(await update.value == .cancelled)
    }
}
