import Foundation

// Release-build benchmarks. Usage: swift run -c release catalog-bench [suite...]
// Each suite lives in its own file and prints its own table.
// `catalog-bench make-catalog PATH [COUNT]` only writes a catalog of COUNT (10,000) generated
// layouts at PATH, to time commands on it by hand. `catalog-bench import-corpus [--runs N]
// [--peer] [--commits FILE] DIR…` times `catalog import-swift --report` on checkouts of apps
// (docs/import-corpus.md); `catalog-bench make-swift-app DIR [FILES]` writes a generated app of
// FILES (1,000) Swift files to time it on.
let suites: [(name: String, run: () throws -> Void)] = [
    ("snapshots", runSnapshotBenchmarks),
    ("resolve", runResolveBenchmarks),
    ("storage", runStorageBenchmarks),
    ("commands", runCommandBenchmarks),
]
/// Run only when named: one scenario each, for timing the whole process beside a peer.
let namedOnly: [(name: String, run: () throws -> Void)] = ["100k", "5k", "sectioned"].flatMap { key in
    [
        ("snapshots-\(key)", { try runSnapshotPathBenchmark(key) }),
        ("snapshots-\(key)-strings", { try runSnapshotPathBenchmark(key, strings: true) }),
    ]
}

/// `catalog-bench NAME PATH [COUNT]`: writes something generated at PATH (COUNT of its units,
/// `defaultCount` without one), says what, and exits.
func runGenerator(_ name: String, usage: String, defaultCount: Int, _ write: (String, Int) throws -> String) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    guard let path = arguments.first, let count = arguments.count > 1 ? Int(arguments[1]) : defaultCount, count > 0 else {
        FileHandle.standardError.write(Data("usage: catalog-bench \(name) \(usage)\n".utf8))
        exit(2)
    }
    do {
        print(try write(path, count))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("catalog-bench: \(name) failed: \(error)\n".utf8))
        exit(1)
    }
}

if CommandLine.arguments.dropFirst().first == "make-catalog" {
    runGenerator("make-catalog", usage: "PATH [COUNT]", defaultCount: 10_000) { path, count in
        try BenchmarkCatalog.make(at: path, layouts: count)
        return "catalog at \(path): \(count) generated layouts"
    }
}

if CommandLine.arguments.dropFirst().first == "make-swift-app" {
    runGenerator("make-swift-app", usage: "DIR [FILES]", defaultCount: 1_000) { path, count in
        try SwiftAppGenerator.write(to: path, files: count)
        return "app at \(path): \(count) generated Swift files"
    }
}

if CommandLine.arguments.dropFirst().first == "import-corpus" {
    do {
        try ImportCorpusBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("catalog-bench: import-corpus failed: \(error)\n".utf8))
        exit(1)
    }
}

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting((suites + namedOnly).map(\.name))
if !unknown.isEmpty {
    let names = (suites + namedOnly).map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("catalog-bench: unknown suite \(unknown.sorted().joined(separator: ", ")); available: \(names)\n".utf8))
    exit(2)
}
#if DEBUG
    FileHandle.standardError.write(
        Data("catalog-bench: this is a debug build; numbers are meaningless. Use: swift run -c release catalog-bench\n".utf8))
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
