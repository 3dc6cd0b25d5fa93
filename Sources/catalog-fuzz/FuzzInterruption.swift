import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Notes SIGINT, SIGTERM and SIGHUP instead of dying of them, so the supervisor can kill and
/// reap its children and remove their folders before it exits (the children run in groups of
/// their own, which a Ctrl-C at the terminal does not reach). A run of one case here, which
/// cannot stop in the middle of it, passes `onSignal` to clean up and exit at once.
final class FuzzInterruption: @unchecked Sendable {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    private let lock = NSLock()
    private var received: Int32?
    private var sources: [DispatchSourceSignal] = []

    init(onSignal: (@Sendable (Int32) -> Void)? = nil) {
        for number in Self.signals {
            // Ignored first, so the default action (ending the process) never runs; the source
            // still sees the signal.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in
                self?.note(number)
                onSignal?(number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// The first signal received, if any.
    var caught: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    private func note(_ number: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if received == nil { received = number }
    }
}
