import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the `catalog` binary built next to this one as a user would, and measures the whole
/// process: wall time from spawn to exit, and the child's own CPU time (user + system).
///
/// posix_spawn and wait4 directly: Foundation's `Process` polls for the child's exit on Linux,
/// which would add tens of milliseconds that are not the catalog's.
struct ProcessRunner {
    struct Run {
        var wall: Double
        var cpu: Double
        var status: Int32
        var outputBytes: Int
        /// Standard output, when it was asked to be kept.
        var output: Data
    }

    let binary: URL

    /// A binary beside this one (`catalog` unless named), when it was built in the same
    /// configuration.
    static func besideThisBinary(_ name: String = "catalog") -> ProcessRunner? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: binary.path) ? ProcessRunner(binary: binary) : nil
    }

    /// Runs once; standard output is read through a pipe (and kept when `keepOutput`), standard
    /// error goes to /dev/null.
    func run(_ arguments: [String], keepOutput: Bool = false) throws -> Run {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchmarkError(description: "pipe failed") }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in environment { free(variable) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary.path, &actions, nil, argv, environment) == 0 else {
            close(ends[0])
            close(ends[1])
            throw BenchmarkError(description: "cannot start \(binary.path)")
        }
        close(ends[1])
        var output = Data()
        var bytes = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += count
            if keepOutput { output.append(contentsOf: buffer[0..<count]) }
        }
        close(ends[0])
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // WEXITSTATUS, spelled out (the C macro is not imported).
        return Run(
            wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), status: (status >> 8) & 0xFF,
            outputBytes: bytes, output: output)
    }

    /// One warm-up run, then `runs` measured ones: the medians of wall and CPU time.
    func measure(_ arguments: [String], runs: Int, keepOutput: Bool = false) throws -> (wall: Double, cpu: Double, last: Run) {
        var last = try run(arguments, keepOutput: keepOutput)
        var walls: [Double] = []
        var cpus: [Double] = []
        for _ in 0..<runs {
            last = try run(arguments, keepOutput: keepOutput)
            guard last.status == 0 else {
                throw BenchmarkError(description: "\(binary.lastPathComponent) \(arguments.joined(separator: " ")) exited \(last.status)")
            }
            walls.append(last.wall)
            cpus.append(last.cpu)
        }
        return (median(walls), median(cpus), last)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
}
