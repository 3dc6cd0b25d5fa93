import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program and collects its standard output, at most `maximumBytes` of it: past that
/// the program is killed and the result says its output was cut (a git blob of 600 MB is never
/// read whole).
///
/// On Linux through `posix_spawnp` and `waitpid` directly: Foundation's `Process` polls for the
/// child's exit there, which adds tens of milliseconds to every command that asks git for the
/// author. Elsewhere (macOS) `Process` does not, and is used as it is.
enum ChildProcess {
    /// The most output kept by default: more than any answer the catalog asks git for.
    static let defaultMaximumBytes = 16 << 20

    #if !canImport(Glibc)
        /// The program's exit status and standard output, or nil when it cannot be started.
        static func run(_ program: String, _ arguments: [String], maximumBytes: Int = defaultMaximumBytes)
            -> (status: Int32, output: String, truncated: Bool)?
        {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [program] + arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                return nil
            }
            var data = Data()
            var truncated = false
            while let chunk = try? output.fileHandleForReading.read(upToCount: 1 << 16), !chunk.isEmpty {
                data += chunk
                if data.count > maximumBytes {
                    truncated = true
                    process.terminate()
                    break
                }
            }
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data.prefix(maximumBytes), as: UTF8.self), truncated)
        }
    #else
        /// The program's exit status and standard output, or nil when it cannot be started.
        static func run(_ program: String, _ arguments: [String], maximumBytes: Int = defaultMaximumBytes)
            -> (status: Int32, output: String, truncated: Bool)?
        {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            let started = posix_spawnp(&pid, program, &actions, nil, argv, environ)
            close(ends[1])
            guard started == 0 else {
                close(ends[0])
                return nil
            }
            var output = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var truncated = false
            while true {
                let count = read(ends[0], &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                output += buffer[0..<count]
                if output.count > maximumBytes {
                    truncated = true
                    kill(pid, SIGKILL)
                    break
                }
            }
            close(ends[0])
            var status: Int32 = 0
            guard waitpid(pid, &status, 0) == pid else { return nil }
            // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
            let exited = status & 0x7F == 0
            return (exited ? (status >> 8) & 0xFF : -1, String(decoding: output.prefix(maximumBytes), as: UTF8.self), truncated)
        }
    #endif
}
