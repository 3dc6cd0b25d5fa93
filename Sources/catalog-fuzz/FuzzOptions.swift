import CatalogFuzzing

/// The command line: `catalog-fuzz [--cases N] [--seed S] [--scale full|quick] [--kinds K,…]
/// [--jobs J] [--batch B] [--time-limit SECONDS] [--memory-limit MB]`, `catalog-fuzz --show-case I
/// [--seed S] [--scale …] [--kinds …]`, and the internal `--worker --from I --to J --scratch DIR` a
/// child runs.
struct FuzzOptions {
    var cases = 10_000
    var seed: UInt64 = 1
    var scale = FuzzScale.full
    /// The kinds cases are drawn from; every kind unless `--kinds` names some.
    var kinds = FuzzKind.allCases
    var jobs = 2
    var batch = 1_000
    var timeLimit = FuzzOptions.defaultTimeLimit
    var memoryLimitMB = 1_024
    var showCase: Int?
    var worker: Range<Int>?
    /// The folder a child writes Swift sources in (`FuzzScratch`).
    var scratch: String?

    /// Seconds a case may run before it counts as a hang: 10 in a release build. A debug build
    /// runs the same work about ten times slower, and the product's own bounds are set in work,
    /// not time (the Swift importer's million evaluation steps take about 1 s in a release
    /// build and 10 s in a debug one; a recording at the element limit 3 s and 8 s), so a debug
    /// build allows 60 s: a case that stops only at a limit is not a hang there.
    #if DEBUG
        static let defaultTimeLimit = 60.0
    #else
        static let defaultTimeLimit = 10.0
    #endif

    static let usage = """
        usage: catalog-fuzz [--cases N] [--seed S] [--scale full|quick] [--kinds K,...] [--jobs J]
                            [--batch B] [--time-limit SECONDS] [--memory-limit MB]
               catalog-fuzz --show-case I [--seed S] [--scale full|quick] [--kinds K,...]

        Generates N seeded, mutated definitions, snapshot scripts and files, datasets, bundles,
        device recordings and Swift sources and runs each through decode, validate, resolve, export,
        the snapshot model, compare and the Swift importer (--kinds draws from some: definition,
        snapshotScript, snapshotFile, dataset, bundle, recording, swiftSource). Cases run in child
        processes, J at a time, B per child; a child that dies is a crash, a case slower than the
        time limit (10 s; 60 s in a debug build) is a hang, a child above the memory limit is
        killed and counted. The same seed, scale and kinds give the same cases (`swift test` runs
        seed 2026 at the quick scale, whose extremes are smaller); --show-case prints one and runs
        it here.
        """

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = rest.popFirst() else { throw Invalid(description: "\(name) needs a value") }
            return next
        }
        func number<T: FixedWidthInteger>(_ name: String, _ range: ClosedRange<T>) throws -> T {
            let text = try value(name)
            guard let parsed = T(text), range.contains(parsed) else {
                throw Invalid(description: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return parsed
        }
        var from: Int?
        var to: Int?
        while let argument = rest.popFirst() {
            switch argument {
            case "--cases": cases = try number(argument, 1...1_000_000_000)
            case "--seed": seed = try number(argument, 0...UInt64.max)
            case "--scale":
                switch try value(argument) {
                case "full": scale = .full
                case "quick": scale = .quick
                case let other: throw Invalid(description: "--scale takes full or quick, got '\(other)'")
                }
            case "--kinds":
                let text = try value(argument)
                kinds = try text.split(separator: ",").map { name in
                    guard let kind = FuzzKind(rawValue: String(name)) else {
                        throw Invalid(
                            description: "--kinds takes kinds from \(FuzzKind.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
                    }
                    return kind
                }
                if kinds.isEmpty { throw Invalid(description: "--kinds needs at least one kind") }
            case "--jobs": jobs = try number(argument, 1...64)
            case "--batch": batch = try number(argument, 1...1_000_000)
            case "--time-limit": timeLimit = Double(try number(argument, 1...3_600) as Int)
            case "--memory-limit": memoryLimitMB = try number(argument, 16...1_000_000)
            case "--show-case": showCase = try number(argument, 0...Int.max)
            case "--worker": worker = 0..<0
            case "--from": from = try number(argument, 0...Int.max)
            case "--to": to = try number(argument, 0...Int.max)
            case "--scratch": scratch = try value(argument)
            case "--help", "-h": throw Invalid(description: Self.usage)
            default: throw Invalid(description: "unknown argument '\(argument)'\n\n\(Self.usage)")
            }
        }
        if worker != nil {
            guard let from, let to, from <= to else { throw Invalid(description: "--worker needs --from and --to") }
            worker = from..<to
        }
    }

    /// ` --scale quick` when the run is at that scale, and ` --kinds …` when it draws from
    /// some kinds only, for reproduction commands.
    var scaleArgument: String {
        (scale == .quick ? " --scale quick" : "") + (kinds == FuzzKind.allCases ? "" : " --kinds " + kinds.map(\.rawValue).joined(separator: ","))
    }
}
