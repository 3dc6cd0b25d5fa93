import CatalogFuzzing
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

    init(executable: URL, seed: UInt64, scale: String, kinds: [FuzzKind], range: Range<Int>) throws {
        self.range = range
        next = range.lowerBound
        process.executableURL = executable
        process.arguments = ["--worker", "--seed", String(seed), "--scale", scale, "--kinds", kinds.map(\.rawValue).joined(separator: ","),
                             "--from", String(range.lowerBound), "--to", String(range.upperBound)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        reader = output.fileHandleForReading
        try process.run()
        // The supervisor pumps the pipe itself, without blocking: Foundation's readability
        // handler is not reliably called at end of file on Linux, and a run waiting for that
        // call never ends (and leaked two descriptors per child).
        let descriptor = reader.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    private let reader: FileHandle
    /// When the supervisor first saw the child gone with its pipe still open.
    private var exitSeen: Date?

    /// Reads whatever the child has written, without waiting. The output is finished at end of
    /// file, or a second after the child exited if the pipe never reports it.
    func pump() {
        guard !finishedReading else { return }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(reader.fileDescriptor, &buffer, buffer.count)
            if count > 0 {
                receive(Data(buffer[0..<count]))
                continue
            }
            if count == 0 { return finish() }
            break
        }
        if !process.isRunning {
            if let exitSeen {
                if Date().timeIntervalSince(exitSeen) > 1 { finish() }
            } else {
                exitSeen = Date()
            }
        }
    }

    private func finish() {
        receive(Data())
        try? reader.close()
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
