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
    FuzzWorker.run(seed: options.seed, scale: options.scale, kinds: options.kinds, range: range)
    exit(0)
}

if let index = options.showCase {
    exit(FuzzReport.show(FuzzGenerator(seed: options.seed, scale: options.scale, kinds: options.kinds).makeCase(index), seed: options.seed))
}

guard let executable = Bundle.main.executableURL else {
    FileHandle.standardError.write(Data("catalog-fuzz: cannot find its own executable to start workers\n".utf8))
    exit(2)
}
let started = Date()
let supervisor = FuzzSupervisor(options: options, executable: executable)
let progress = FuzzProgress(total: options.cases, started: started)
do {
    try supervisor.run { progress.update($0) }
} catch {
    progress.finish()
    FileHandle.standardError.write(Data("catalog-fuzz: cannot start a worker: \(error)\n".utf8))
    exit(2)
}
progress.finish()
let report = FuzzReport(supervisor: supervisor, seconds: Date().timeIntervalSince(started))
print(report.text)
exit(report.passed ? 0 : 1)
