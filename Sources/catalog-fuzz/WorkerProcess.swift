import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One child running a range of cases, its output read line by line on a background thread.
final class WorkerProcess: @unchecked Sendable {
    let range: Range<Int>
    private let process = Process()
    private let lock = NSLock()
    private var pending: [String] = []
    private var partial = Data()
    private(set) var finishedReading = false

    /// The case the child announced and has not finished, and when it started.
    var current: Int?
    var currentStarted = Date()
    /// The next case the child would run.
    var next: Int
    /// Violations reported for the case in progress (they precede its `case` line).
    var violations: [String] = []
    /// Set once the supervisor has accounted for the child's end.
    var concluded = false

    init(executable: URL, seed: UInt64, scale: String, range: Range<Int>) throws {
        self.range = range
        next = range.lowerBound
        process.executableURL = executable
        process.arguments = ["--worker", "--seed", String(seed), "--scale", scale,
                             "--from", String(range.lowerBound), "--to", String(range.upperBound)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.receive(data)
        }
        try process.run()
    }

    private func receive(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        if data.isEmpty {
            finishedReading = true
            return
        }
        partial.append(data)
        while let newline = partial.firstIndex(of: 0x0A) {
            pending.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
            partial.removeSubrange(partial.startIndex...newline)
        }
    }

    /// The complete lines received since the last call.
    func takeLines() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let lines = pending
        pending.removeAll()
        return lines
    }

    var isRunning: Bool { process.isRunning }
    var pid: Int32 { process.processIdentifier }

    /// True when the child ended by a signal or a non-zero status.
    var died: Bool { process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 }

    /// Ends the child at once (a hang or a memory blow-up): SIGKILL, as it may not respond.
    func kill() {
        #if canImport(Glibc)
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        #elseif canImport(Darwin)
        _ = Darwin.kill(process.processIdentifier, SIGKILL)
        #endif
        process.waitUntilExit()
    }

    func waitUntilExit() { process.waitUntilExit() }
}
