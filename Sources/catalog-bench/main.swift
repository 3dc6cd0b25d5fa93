import Foundation

// Release-build benchmarks. Usage: swift run -c release catalog-bench [suite...]
// Each suite lives in its own file and prints its own table.
let suites: [(name: String, run: () throws -> Void)] = [
    ("snapshots", runSnapshotBenchmarks),
    ("resolve", runResolveBenchmarks),
    ("storage", runStorageBenchmarks),
]
/// Run only when named: one scenario each, for timing the whole process beside a peer.
let namedOnly: [(name: String, run: () throws -> Void)] = ["100k", "5k", "sectioned"].flatMap { key in
    [("snapshots-\(key)", { try runSnapshotPathBenchmark(key) }),
     ("snapshots-\(key)-strings", { try runSnapshotPathBenchmark(key, strings: true) })]
}

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting((suites + namedOnly).map(\.name))
if !unknown.isEmpty {
    let names = (suites + namedOnly).map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("catalog-bench: unknown suite \(unknown.sorted().joined(separator: ", ")); available: \(names)\n".utf8))
    exit(2)
}
#if DEBUG
FileHandle.standardError.write(Data("catalog-bench: this is a debug build; numbers are meaningless. Use: swift run -c release catalog-bench\n".utf8))
#endif
let chosen = requested.isEmpty ? suites : (suites + namedOnly).filter { requested.contains($0.name) }
for suite in chosen {
    do {
        try suite.run()
    } catch {
        FileHandle.standardError.write(Data("catalog-bench: \(suite.name) failed: \(error)\n".utf8))
        exit(1)
    }
}
