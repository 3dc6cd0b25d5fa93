import CatalogFuzzing
import Foundation

// catalog-fuzz: see FuzzOptions.usage and docs/fuzzing.md.

let options: FuzzOptions
do {
    options = try FuzzOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("catalog-fuzz: \(error)\n".utf8))
    exit(2)
}

if let range = options.worker {
    FuzzWorker.run(
        seed: options.seed, scale: options.scale, kinds: options.kinds, range: range,
        scratch: options.scratch.map { URL(fileURLWithPath: $0, isDirectory: true) })
    exit(0)
}

/// The folder this process's Swift sources go to (`FuzzScratch`), or the exit when it cannot be made.
func makeScratch() -> FuzzScratch {
    do {
        return try FuzzScratch()
    } catch {
        FileHandle.standardError.write(Data("catalog-fuzz: cannot make a folder in \(FileManager.default.temporaryDirectory.path): \(error)\n".utf8))
        exit(2)
    }
}

if let index = options.showCase {
    // The case's Swift source goes to a folder of this process's own, removed at the end or on a
    // signal (a `--show-case` stopped by `timeout` left its file in the temporary folder).
    let scratch = makeScratch()
    let interruption = FuzzInterruption { signal in
        scratch.removeAll()
        _exit(128 + signal)
    }
    let status = withExtendedLifetime(interruption) {
        FuzzReport.show(
            FuzzGenerator(seed: options.seed, scale: options.scale, kinds: options.kinds).makeCase(index), seed: options.seed,
            scratch: scratch.root)
    }
    scratch.removeAll()
    exit(status)
}

guard let executable = Bundle.main.executableURL else {
    FileHandle.standardError.write(Data("catalog-fuzz: cannot find its own executable to start workers\n".utf8))
    exit(2)
}
let scratch = makeScratch()
let interruption = FuzzInterruption()
let started = Date()
let supervisor = FuzzSupervisor(options: options, executable: executable, scratch: scratch)
let progress = FuzzProgress(total: options.cases, started: started)
do {
    try supervisor.run(interruption: interruption) { progress.update($0) }
} catch {
    progress.finish()
    scratch.removeAll()
    FileHandle.standardError.write(Data("catalog-fuzz: cannot start a worker: \(error)\n".utf8))
    exit(2)
}
progress.finish()
scratch.removeAll()
if let signal = interruption.caught {
    FileHandle.standardError.write(
        Data("catalog-fuzz: stopped by signal \(signal) after \(supervisor.finished) of \(options.cases) cases; every worker ended\n".utf8))
    exit(128 + signal)
}
let report = FuzzReport(supervisor: supervisor, seconds: Date().timeIntervalSince(started))
print(report.text)
exit(report.passed ? 0 : 1)
