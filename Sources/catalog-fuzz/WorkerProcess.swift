import CatalogFuzzing
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One child running a range of cases; the supervisor reads its output without blocking.
///
/// The child is started with `posix_spawn` and waited for with `waitpid` here, not through
/// Foundation's `Process`. On Linux, `Process` learns of a child's end on a thread of its own,
/// which can miss it: a 100,000-case run stopped for good, its supervisor waiting on a child that
/// had ended. Waiting here as well would not do: that thread's blocking `waitpid` on a number
/// this object had already reaped could take the status of a later child given the same number
/// (numbers come round again after 32,768 on this machine, and builds start thousands).
final class WorkerProcess {
    /// How a child ended.
    enum End: Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// `waitpid` knew no such child: nothing else in this process waits for children, so this
        /// does not happen, but a supervisor must not wait forever if it does.
        case unknown

        init(waitStatus: Int32) {
            // The wait status: a signal number in the low seven bits, or zero and the exit status
            // in the next eight (what the C macros WIFSIGNALED and WEXITSTATUS read).
            let signal = waitStatus & 0x7F
            self = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .signaled(signal)
        }

        var description: String {
            switch self {
            case .exited(let status): return "exited with status \(status)"
            case .signaled(let signal): return "ended by signal \(signal) (\(String(cString: strsignal(signal))))"
            case .unknown: return "ended, its status unknown"
            }
        }
    }

    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    let range: Range<Int>
    /// The folder the child writes its Swift sources in (`FuzzScratch`).
    let scratch: URL
    let pid: pid_t
    /// The read end of the child's standard output, non-blocking; -1 once closed.
    private var output: Int32
    private var pending: [String] = []
    private var partial: [UInt8] = []
    private(set) var finishedReading = false
    /// Set once the child has been reaped.
    private(set) var end: End?

    /// The case the child announced and has not finished, and when it started.
    var current: Int?
    var currentStarted = Date()
    /// When the child last wrote anything (a child silent between cases is watched too).
    private(set) var lastHeard = Date()
    /// The next case the child would run.
    var next: Int
    /// Violations reported for the case in progress (they precede its `case` line).
    var violations: [String] = []
    /// Set once the supervisor has accounted for the child's end.
    var concluded = false

    init(executable: String, arguments: [String], range: Range<Int>, scratch: URL) throws {
        self.range = range
        self.scratch = scratch
        next = range.lowerBound

        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw StartFailure(description: "cannot make a pipe for a worker: \(Self.lastError())") }
        // Both ends close on exec, so no later child holds this one's pipe open; the child's copy
        // of the writing end is made by dup2 onto its standard output, which does not.
        for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, so a kill reaches anything the child started and a Ctrl-C at the
        // terminal reaches only the supervisor, which then ends its children and cleans up; the
        // signals the supervisor handles are back to their defaults in the child.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, environment)
        close(ends[1])
        guard code == 0 else {
            close(ends[0])
            throw StartFailure(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        pid = child
        output = ends[0]
        _ = fcntl(output, F_SETFL, fcntl(output, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if output >= 0 { close(output) }
    }

    /// When the supervisor first saw the child gone with its pipe still open.
    private var exitSeen: Date?

    /// Reads whatever the child has written, without waiting. The output is finished at end of
    /// file, or a second after the child ended if the pipe never reports it (something the child
    /// started still holding it).
    func pump() {
        guard !finishedReading else { return }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count > 0 {
                receive(buffer[0..<count])
                continue
            }
            if count == 0 { return finish() }
            if errno == EINTR { continue }
            break
        }
        if !isRunning {
            if let exitSeen {
                if Date().timeIntervalSince(exitSeen) > 1 { finish() }
            } else {
                exitSeen = Date()
            }
        }
    }

    private func finish() {
        finishedReading = true
        close(output)
        output = -1
    }

    private func receive(_ bytes: ArraySlice<UInt8>) {
        lastHeard = Date()
        partial.append(contentsOf: bytes)
        while let newline = partial.firstIndex(of: 0x0A) {
            pending.append(String(decoding: partial[..<newline], as: UTF8.self))
            partial.removeSubrange(...newline)
        }
    }

    /// The complete lines received since the last call.
    func takeLines() -> [String] {
        defer { pending.removeAll() }
        return pending
    }

    /// Whether the child is still running; reaps it when it has ended.
    var isRunning: Bool {
        guard end == nil else { return false }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == 0 { return true }
            if result == pid {
                end = End(waitStatus: status)
                return false
            }
            if errno == EINTR { continue }
            end = .unknown
            return false
        }
    }

    /// True when the child ended by a signal or a non-zero status.
    var died: Bool { end.map { $0 != .exited(0) } ?? false }

    /// Ends the child at once (a hang or a memory blow-up) with SIGKILL, as it may not respond,
    /// and reaps it. The signal goes to the child's group while the child is unreaped, so its
    /// number cannot yet belong to another process.
    func killAndReap() {
        guard isRunning else { return }
        _ = kill(-pid, SIGKILL)
        _ = kill(pid, SIGKILL)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, 0)
            if result == pid {
                end = End(waitStatus: status)
                return
            }
            if result == -1, errno == EINTR { continue }
            end = .unknown
            return
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
