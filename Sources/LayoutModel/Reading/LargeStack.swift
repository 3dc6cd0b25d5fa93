import Foundation

/// Runs work on a thread with a large stack and waits for it.
///
/// The YAML parser builds its tree recursively, one level per nesting level, and stops only at
/// 1,000 levels; a secondary thread on macOS has 512 KB of stack, which that can exhaust.
/// Parsing and measuring on a thread of its own makes the depth a document may reach before
/// `DocumentLimits.maximumDepth` refuses it independent of the caller's thread.
enum LargeStack {
    /// Enough for the parser's deepest tree with a wide margin; only the pages touched are used.
    static let size = 32 << 20

    static func run<T>(_ work: @escaping () -> T) -> T {
        let box = Box(work)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // `run` stores the result before signalling, so it is always there; running the work
        // here instead would only be reached if Foundation never started the thread.
        return box.result ?? work()
    }

    /// Carries the work to the thread and its result back; the semaphore orders the accesses.
    private final class Box<T>: @unchecked Sendable {
        let work: () -> T
        var result: T?

        init(_ work: @escaping () -> T) { self.work = work }

        func run() { result = work() }
    }
}
