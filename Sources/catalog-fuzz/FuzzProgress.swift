import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running count on standard error, only when it is a terminal, erased at the end.
final class FuzzProgress {
    let total: Int
    let started: Date
    private let enabled = isatty(2) == 1
    private var lastDraw = Date.distantPast

    init(total: Int, started: Date) {
        self.total = total
        self.started = started
    }

    func update(_ supervisor: FuzzSupervisor) {
        guard enabled, Date().timeIntervalSince(lastDraw) > 0.2 else { return }
        lastDraw = Date()
        let done = supervisor.finished
        let elapsed = max(0.001, Date().timeIntervalSince(started))
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Int(Double(total - done) / rate) : 0
        let counts = Dictionary(grouping: supervisor.incidents, by: \.failure).mapValues(\.count)
        let line =
            "\(done)/\(total) cases · \(counts[.crash] ?? 0) crashes · \(counts[.hang] ?? 0) hangs · "
            + "\(counts[.memory] ?? 0) over the memory limit · \(Int(rate)) cases/s · \(remaining / 60)m\(remaining % 60)s left"
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
