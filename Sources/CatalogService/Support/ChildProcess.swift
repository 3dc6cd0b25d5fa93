import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and collects its standard output.
///
/// On Linux through `posix_spawnp` and `waitpid` directly: Foundation's `Process` polls for the
/// child's exit there, which adds tens of milliseconds to every command that asks git for the
/// author. Elsewhere (macOS) `Process` does not, and is used as it is.
enum ChildProcess {
    #if !canImport(Glibc)
    /// The program's exit status and standard output, or nil when it cannot be started.
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String)? {
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
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    #else
    /// The program's exit status and standard output, or nil when it cannot be started.
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        close(ends[1])
        guard started == 0 else {
            close(ends[0])
            return nil
        }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(ends[0])
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : -1, String(decoding: output, as: UTF8.self))
    }
    #endif
}
