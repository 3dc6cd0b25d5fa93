import Foundation

/// `catalog-bench import-corpus [--runs N] [--peer] [--commits FILE] DIR…`: `catalog import-swift
/// DIR --dry-run --report --format json` as a whole process on each folder (checkouts of apps and
/// samples the reader fetched), with what it found: files, construction sites, imported, skipped
/// by reason, layouts, and the CPU time (median of N runs after a warm-up). With `--peer`,
/// `swiftc -frontend -parse` of the same files in the same run. A folder's commit is its git HEAD, or the
/// one `--commits` gives for its name (lines `NAME COMMIT`, for copies without `.git`); its
/// address is its `origin`, or GitHub's for a folder named `owner+name`. Prints the table
/// docs/import-corpus.md shows.
enum ImportCorpusBenchmark {
    struct Row {
        var name: String
        var address: String
        var commit: String
        var files: Int
        var found: Int
        var imported: Int
        var skipped: [(reason: String, count: Int)]
        var layouts: Int
        var cpu: Double
        var wall: Double
        var peerCPU: Double?
    }

    static func run(_ arguments: [String]) throws {
        var runs = 3
        var peer = false
        var folders: [String] = []
        var commits: [String: String] = [:]
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--commits":
                guard let path = rest.popFirst() else { throw BenchmarkError(description: "--commits needs a file") }
                for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
                    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                    if fields.count == 2 { commits[String(fields[0])] = String(fields[1]) }
                }
            case "--runs":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                    throw BenchmarkError(description: "--runs needs a positive number")
                }
                runs = value
            case "--peer": peer = true
            default: folders.append(argument)
            }
        }
        guard !folders.isEmpty else {
            throw BenchmarkError(description: "usage: catalog-bench import-corpus [--runs N] [--peer] [--commits FILE] DIR…")
        }
        guard let catalog = ProcessRunner.besideThisBinary() else {
            throw BenchmarkError(description: "no `catalog` beside this binary: build the package in this configuration first")
        }
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("import-corpus-\(getpid()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: database) }
        guard try catalog.run(["init", "--db", database, "--no-presets"]).status == 0 else {
            throw BenchmarkError(description: "catalog init failed")
        }
        let swiftc = peer ? executable(named: "swiftc") : nil
        if peer, swiftc == nil { throw BenchmarkError(description: "--peer needs swiftc on PATH") }

        var rows: [Row] = []
        for folder in folders {
            let measured = try catalog.measure(
                ["import-swift", folder, "--dry-run", "--report", "--format", "json", "--db", database], runs: runs, keepOutput: true)
            guard let json = try JSONSerialization.jsonObject(with: measured.last.output) as? [String: Any],
                let recall = json["recall"] as? [String: Any]
            else {
                throw BenchmarkError(description: "\(folder): no recall in the report")
            }
            let skipped = (recall["skipped"] as? [[String: Any]] ?? []).compactMap { entry -> (String, Int)? in
                guard let reason = entry["reason"] as? String, let count = entry["count"] as? Int else { return nil }
                return (reason, count)
            }
            let name = URL(fileURLWithPath: folder).lastPathComponent
            var row = Row(
                name: name, address: address(of: folder), commit: commits[name].map { String($0.prefix(12)) } ?? commit(of: folder),
                files: recall["files"] as? Int ?? 0,
                found: recall["found"] as? Int ?? 0, imported: recall["imported"] as? Int ?? 0, skipped: skipped,
                layouts: (json["layouts"] as? [Any])?.count ?? 0, cpu: measured.cpu, wall: measured.wall)
            if let swiftc {
                row.peerCPU = try parseTime(folder, swiftc: swiftc, runs: runs)
            }
            rows.append(row)
        }
        print(table(rows))
    }

    /// `swiftc -frontend -parse` of the folder's `.swift` files, as one process: the median CPU
    /// time. The frontend parses every file in one process, as the importer does; the driver
    /// (`swiftc -parse`) starts one frontend per file and refuses two files of one name
    /// (`Package.swift` in two modules).
    static func parseTime(_ folder: String, swiftc: URL, runs: Int) throws -> Double {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("import-corpus-files-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: list) }
        try swiftFiles(in: folder).map { "\"\($0)\"" }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let runner = ProcessRunner(binary: swiftc)
        // It exits 1 on files that do not parse alone; the time is what matters.
        var cpus: [Double] = []
        _ = try runner.run(["-frontend", "-parse", "@" + list.path])
        for _ in 0..<runs { cpus.append(try runner.run(["-frontend", "-parse", "@" + list.path]).cpu) }
        return median(cpus)
    }

    /// The `.swift` files `import-swift` reads under a folder: hidden entries and `Pods` left out.
    static func swiftFiles(in folder: String) -> [String] {
        var result: [String] = []
        func visit(_ path: String) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return }
            if isFolder.boolValue {
                for entry in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                where !entry.hasPrefix(".") && entry != "Pods" {
                    visit((path as NSString).appendingPathComponent(entry))
                }
            } else if path.hasSuffix(".swift") {
                result.append(path)
            }
        }
        visit(folder)
        return result
    }

    /// HEAD of the folder's git work tree, shortened, or `-`.
    static func commit(of folder: String) -> String {
        guard let git = executable(named: "git"),
            let run = try? ProcessRunner(binary: git).run(["-C", folder, "rev-parse", "HEAD"], keepOutput: true),
            run.status == 0
        else { return "-" }
        return String(String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).prefix(12))
    }

    /// The folder's `origin`, else GitHub's address for a folder named `owner+name`, else `-`.
    static func address(of folder: String) -> String {
        if let git = executable(named: "git"),
            let run = try? ProcessRunner(binary: git).run(["-C", folder, "remote", "get-url", "origin"], keepOutput: true),
            run.status == 0
        {
            return String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let parts = URL(fileURLWithPath: folder).lastPathComponent.split(separator: "+")
        return parts.count == 2 ? "https://github.com/\(parts[0])/\(parts[1])" : "-"
    }

    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func table(_ rows: [Row]) -> String {
        let peer = rows.contains { $0.peerCPU != nil }
        var lines = [
            "| codebase | commit | files | sites | imported | skipped by reason | layouts | import CPU (wall) |"
                + (peer ? " swiftc -frontend -parse CPU |" : ""),
            "|---|---|---:|---:|---:|---|---:|---:|" + (peer ? "---:|" : ""),
        ]
        func skipped(_ list: [(reason: String, count: Int)]) -> String {
            list.isEmpty ? "—" : list.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
        }
        for row in rows {
            let codebase = row.address == "-" ? row.name : "[\(row.name)](\(row.address))"
            lines.append(
                "| \(codebase) | \(row.commit) | \(row.files) | \(row.found) | \(row.imported) | \(skipped(row.skipped)) | \(row.layouts) | "
                    + String(format: "%.2f s (%.2f s)", row.cpu, row.wall) + " |"
                    + (row.peerCPU.map { String(format: " %.2f s |", $0) } ?? (peer ? " |" : "")))
        }
        var reasons: [String: Int] = [:]
        var order: [String] = []
        for row in rows {
            for entry in row.skipped {
                if reasons[entry.reason] == nil { order.append(entry.reason) }
                reasons[entry.reason, default: 0] += entry.count
            }
        }
        let found = rows.reduce(0) { $0 + $1.found }
        let imported = rows.reduce(0) { $0 + $1.imported }
        let share = found == 0 ? 0 : Double(imported) / Double(found) * 100
        lines.append(
            "| **total** | | \(rows.reduce(0) { $0 + $1.files }) | \(found) | \(imported) (\(String(format: "%.1f", share)) %) | "
                + skipped(order.map { ($0, reasons[$0] ?? 0) }) + " | \(rows.reduce(0) { $0 + $1.layouts }) | |" + (peer ? " |" : ""))
        return lines.joined(separator: "\n")
    }
}
