import Foundation
import SwiftImport

// Release-build benchmark of the Swift importer (`swift run -c release swiftimport-bench`).
//
//   swiftimport-bench                  import a generated 10,000-line file in memory, 7 runs
//   swiftimport-bench --write FILE     write that file (to time whole processes)
//   swiftimport-bench FILE...          import files once and report, as `import-swift` will
//   swiftimport-bench --sites PATH...  the same, then every construction site and its outcome, every layout
//                                      imported, and every one skipped with its reason (for
//                                      looking through an app's recall)
//
// Kept apart from catalog-bench so that benchmark's build does not compile swift-syntax.

let arguments = Array(CommandLine.arguments.dropFirst())
let lines = 10_000

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("swiftimport-bench: \(message)\n".utf8))
    exit(1)
}

#if DEBUG
    FileHandle.standardError.write(
        Data("swiftimport-bench: this is a debug build; numbers are meaningless. Use: swift run -c release swiftimport-bench\n".utf8))
#endif

if arguments.first == "--write" {
    guard arguments.count == 2 else { fail("usage: swiftimport-bench --write FILE") }
    do {
        try BenchSource.make(lines: lines).write(toFile: arguments[1], atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(arguments[1]): \(error)")
    }
    exit(0)
}

if !arguments.isEmpty {
    let verbose = arguments.first == "--sites"
    let report = SwiftImporter().importFiles(atPaths: verbose ? Array(arguments.dropFirst()) : arguments)
    let recall = report.recall
    print(
        "\(report.layouts.count) layouts imported, \(report.skipped.count) skipped, \(report.errors.count) errors; "
            + "\(recall.found) sites: \(recall.imported) imported, "
            + recall.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", "))
    if verbose {
        for error in report.errors { print(error) }
        for site in report.sites {
            switch site.outcome {
            case .skipped(let reason, let why):
                print(
                    "site \(site.position.file):\(site.position.line): \(reason.rawValue): \(site.call): \(why.position.map { "\($0.line):\($0.column) " } ?? "")\(why.message)"
                )
            case .imported(let names):
                print("site \(site.position.file):\(site.position.line): imported: \(site.call): \(names.joined(separator: " "))")
            }
        }
        for layout in report.layouts {
            print("imported \(layout.name) \(layout.source.file):\(layout.source.line)")
        }
        for layout in report.skipped {
            print(
                "layout \(layout.name) \(layout.source.file):\(layout.source.line): \(layout.code.rawValue): \(layout.reason.position.map { "\($0.line):\($0.column) " } ?? "")\(layout.reason.message)"
            )
        }
    }
    exit(report.errors.isEmpty && report.skipped.isEmpty ? 0 : 1)
}

let text = BenchSource.make(lines: lines)
let lineCount = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
let source = SwiftSource(path: "Bench.swift", text: text)
var report = SwiftImporter().importSources([source])
guard report.skipped.isEmpty, report.errors.isEmpty else {
    fail("the generated file does not import cleanly: \(report.skipped.first.map { "\($0.name): \($0.reason)" } ?? "\(report.errors)")")
}
/// This thread's CPU time: on a shared machine, wall time also counts waiting for a core.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

var wall: [Double] = []
var cpu: [Double] = []
for _ in 0..<7 {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = threadCPUMilliseconds()
    report = SwiftImporter().importSources([source])
    cpu.append(threadCPUMilliseconds() - cpuStart)
    wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
wall.sort()
cpu.sort()
print("swift import (inner function: parse, index, follow and assemble; no file I/O), 7 runs")
print("lines   layouts  wall min ms  wall median ms  cpu median ms")
print(String(format: "%-6d  %7d  %11.1f  %14.1f  %13.1f", lineCount, report.layouts.count, wall[0], wall[wall.count / 2], cpu[cpu.count / 2]))
