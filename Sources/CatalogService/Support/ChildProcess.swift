import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and collects its standard output.
///
/// Uses `posix_spawnp` and `waitpid` directly: Foundation's `Process` polls for the child's exit
/// on Linux, which adds tens of milliseconds to every command that asks git for the author.
enum ChildProcess {
    /// The program's exit status and standard output, or nil when it cannot be started.
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        close(pipe[1])
        guard started == 0 else {
            close(pipe[0])
            return nil
        }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(pipe[0])
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : -1, String(decoding: output, as: UTF8.self))
    }
}
