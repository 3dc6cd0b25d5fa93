/// What one compiler run against Apple's SDK said, sorted into what the check accepts and what
/// fails it. Reads the plain `file:line:column: severity: message` lines that clang writes and
/// swiftc writes with `-diagnostic-style llvm`; notes and source excerpts are ignored.
///
/// Accepted errors, all the SDK's age rather than the code's fault:
/// - an error naming UIKit API newer than the SDK (`NewerUIKitAPI`), reached behind
///   `#available`, which the compiler still resolves against the SDK;
/// - from an SDK older than Swift 6 (`AppleSDK.predatesSwift6`), errors the package's Linux
///   build already rules out against Swift 6's standard library and swift-crypto: typed throws
///   through `Result` (`thrown expression type 'any Error' cannot be converted to error type
///   …`, `Result<…, any Error>` for `Result<…, SomeError>`, a `catch` whose `error` is `any
///   Error` passed where the typed error is expected) and `non-Sendable type` (CryptoKit's
///   keys gained `Sendable` after iOS 16).
///
/// Accepted warnings:
/// - the deprecation of `subitem:count:` in a file where the generator wrote why it keeps the
///   call ("subitem:count: is deprecated in iOS 16 but kept"), as the stub-based checks accept it;
/// - from an SDK older than Swift 6, the hint that comes with a `Sendable` error (`add
///   '@preconcurrency' to treat 'Sendable'-related errors from module …`).
///
/// Everything else — any other error or warning, an error without a location (a driver error, a
/// crash), a failed exit with no error at all — fails.
struct SDKTypeCheckVerdict {
    /// What a run may say without failing.
    struct Allowances {
        var newer: NewerUIKitAPI
        var sdkPredatesSwift6: Bool
        /// Files (last path component) whose export says why it keeps `subitem:count:`.
        var keptCountFiles: Set<String> = []
    }

    /// The diagnostics that fail the check, as the compiler wrote them.
    var unexpected: [String] = []
    /// The errors accepted because they name newer API.
    var newerAPIErrors: [String] = []
    /// The errors accepted because the SDK predates Swift 6.
    var olderSwiftErrors: [String] = []
    /// The warnings accepted.
    var acceptedWarnings: [String] = []

    init(output: String, status: Int32, allowances: Allowances) {
        var errors = 0
        for line in output.split(separator: "\n").map(String.init) {
            guard let (file, severity, message) = Self.diagnostic(line) else { continue }
            if severity == "error" {
                errors += 1
                if file != nil, allowances.newer.named(in: message) != nil {
                    newerAPIErrors.append(line)
                } else if file != nil, allowances.sdkPredatesSwift6, Self.needsSwift6(message) {
                    olderSwiftErrors.append(line)
                } else {
                    unexpected.append(line)
                }
            } else if let file, Self.accepts(warning: message, in: file, allowances) {
                acceptedWarnings.append(line)
            } else {
                unexpected.append(line)
            }
        }
        if status != 0 && errors == 0 {
            unexpected.append("exit status \(status) without an error: \(output.suffix(2_000))")
        }
    }

    var passed: Bool { unexpected.isEmpty }

    /// `newer API errors 2, accepted warnings 7, unexpected 0`, for the checks' summaries.
    var summary: String {
        var parts = ["newer API errors \(newerAPIErrors.count)"]
        if !olderSwiftErrors.isEmpty { parts.append("pre-Swift 6 SDK errors \(olderSwiftErrors.count)") }
        parts.append("accepted warnings \(acceptedWarnings.count)")
        parts.append("unexpected \(unexpected.count)")
        return parts.joined(separator: ", ")
    }

    /// An error that Swift 6's standard library and SDK do not give (see the type's comment).
    static func needsSwift6(_ message: String) -> Bool {
        message.contains("cannot be converted to error type")
            // A `catch` of a typed `Result.get()` binds `any Error` when `get()` is untyped.
            || message.contains("cannot convert value of type 'any Error' to expected argument type")
            || (message.contains("'Result<") && message.contains(", any Error>'"))
            || message.contains("non-Sendable type")
    }

    static func accepts(warning message: String, in file: String, _ allowances: Allowances) -> Bool {
        if allowances.keptCountFiles.contains(file), message.contains("subitem:count:"), message.contains("deprecated") { return true }
        return allowances.sdkPredatesSwift6 && message.hasPrefix("add '@preconcurrency' to treat 'Sendable'-related errors")
    }

    /// `path/File.swift:12:5: error: message` → (`File.swift`, `error`, `message`);
    /// `error: message` → (nil, `error`, `message`). Notes and other lines → nil.
    static func diagnostic(_ line: String) -> (file: String?, severity: String, message: String)? {
        for severity in ["error", "warning"] {
            if line.hasPrefix("\(severity): ") {
                return (nil, severity, String(line.dropFirst(severity.count + 2)))
            }
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound]
            // A location is `path:line:column`: the path is what precedes the last two fields.
            let fields = location.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, fields.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
            let path = fields.dropLast(2).joined(separator: ":")
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return (file, severity, String(line[marker.upperBound...]))
        }
        return nil
    }
}
