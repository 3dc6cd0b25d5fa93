import Foundation

/// A device clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// 2026-12-01T00:00:00Z, after the test packs' `created` and before `TestPacks.farFuture`.
    static let start = Date(timeIntervalSince1970: 1_796_083_200)

    init(_ start: Date = TestClock.start) {
        current = start
    }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }

    /// The clock as a policy takes it.
    var read: @Sendable () -> Date { { [self] in now } }
}
