import CatalogFuzzing
import Foundation

// catalog-fuzz: see FuzzOptions.usage and the README's "Fuzzing" section.

let options: FuzzOptions
do {
    options = try FuzzOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("catalog-fuzz: \(error)\n".utf8))
    exit(2)
}

if let range = options.worker {
    FuzzWorker.run(seed: options.seed, scale: options.scale, kinds: options.kinds, range: range,
                   scratch: options.scratch.map { URL(fileURLWithPath: $0, isDirectory: true) })
    exit(0)
}

if let index = options.showCase {
    exit(FuzzReport.show(FuzzGenerator(seed: options.seed, scale: options.scale, kinds: options.kinds).makeCase(index), seed: options.seed))
}

guard let executable = Bundle.main.executableURL else {
    FileHandle.standardError.write(Data("catalog-fuzz: cannot find its own executable to start workers\n".utf8))
    exit(2)
}
let scratch: FuzzScratch
do {
    scratch = try FuzzScratch()
} catch {
    FileHandle.standardError.write(Data("catalog-fuzz: cannot make a folder for the run in \(FileManager.default.temporaryDirectory.path): \(error)\n".utf8))
    exit(2)
}
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
    FileHandle.standardError.write(Data("catalog-fuzz: stopped by signal \(signal) after \(supervisor.finished) of \(options.cases) cases; every worker ended\n".utf8))
    exit(128 + signal)
}
let report = FuzzReport(supervisor: supervisor, seconds: Date().timeIntervalSince(started))
print(report.text)
exit(report.passed ? 0 : 1)
