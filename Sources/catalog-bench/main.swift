import Foundation

// Release-build benchmarks. Usage: swift run -c release catalog-bench [suite...]
// Each suite lives in its own file and prints its own table.
let suites: [(name: String, run: () throws -> Void)] = [
    ("snapshots", runSnapshotBenchmarks),
    ("resolve", runResolveBenchmarks),
    ("storage", runStorageBenchmarks),
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(suites.map(\.name))
if !unknown.isEmpty {
    let names = suites.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("catalog-bench: unknown suite \(unknown.sorted().joined(separator: ", ")); available: \(names)\n".utf8))
    exit(2)
}
#if DEBUG
FileHandle.standardError.write(Data("catalog-bench: this is a debug build; numbers are meaningless. Use: swift run -c release catalog-bench\n".utf8))
#endif
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    do {
        try suite.run()
    } catch {
        FileHandle.standardError.write(Data("catalog-bench: \(suite.name) failed: \(error)\n".utf8))
        exit(1)
    }
}
