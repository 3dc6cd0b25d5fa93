import Foundation
import SwiftImportModel

/// Starts the Swift reader, `catalog-swift`, and reads its report: swift-syntax lives in that
/// executable alone, so the commands that never read Swift start without loading it.
enum SwiftReader {
    /// The reader's file name, looked for beside the running executable.
    static let executableName = "catalog-swift"

    /// Where the reader is: `$CATALOG_SWIFT_READER` when set (a packaging that keeps the two
    /// apart), else beside the running executable (`catalog`, or the test bundle, which the
    /// package builds into the same folder).
    static func location(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["CATALOG_SWIFT_READER"], !explicit.isEmpty { return explicit }
        let executable =
            Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? executableName).resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent(executableName).path
    }

    /// The most of the reader's answer that is read: 256 MiB. A report carries each layout's
    /// canonical text and each construction site, a few megabytes for a thousand-file app, so
    /// this leaves room for any app while a runaway reader cannot fill memory.
    static let maximumReportBytes = 256 << 20

    /// What the reader at `reader` found in the `.swift` files at `paths` (folders searched
    /// recursively). An answer longer than `maximumBytes` is not read: the reader is stopped.
    /// - Throws: `ServiceError.swiftReaderMissing` or `.swiftReaderFailed`; problems with the
    ///   code itself are in the report.
    static func report(
        _ paths: [String], options: SwiftImportOptions, reader: String = location(),
        maximumBytes: Int = maximumReportBytes
    ) throws -> SwiftImportReport {
        guard FileManager.default.isExecutableFile(atPath: reader) else { throw ServiceError.swiftReaderMissing(reader) }
        let request = SwiftReaderExchange.Request(options: options, paths: paths)
        let argument = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
        guard let run = ChildProcess.run(reader, [argument], maximumBytes: maximumBytes) else {
            throw ServiceError.swiftReaderFailed(reader, reason: "could not be started")
        }
        // Before the status: a reader stopped for its length was killed, which is not a crash.
        guard !run.truncated else {
            throw ServiceError.swiftReaderFailed(
                reader, reason: "answered with more than \(maximumBytes) bytes, so it was stopped and its answer not read")
        }
        guard run.status == 0 else {
            let how = run.status < 0 ? "was stopped by a signal (it crashed or was killed)" : "exited with status \(run.status)"
            throw ServiceError.swiftReaderFailed(reader, reason: "\(how) before it finished reading")
        }
        // The format first: another build's report may not decode as this one's.
        let output = Data(run.output.utf8)
        let format: Int
        let response: SwiftReaderExchange.Response
        do {
            format = try JSONDecoder().decode(FormatOnly.self, from: output).format
        } catch {
            throw ServiceError.swiftReaderFailed(reader, reason: "answered in a form this catalog does not read (is it from another version?)")
        }
        guard format == SwiftReaderExchange.format else {
            throw ServiceError.swiftReaderFailed(
                reader, reason: "speaks exchange format \(format), this catalog \(SwiftReaderExchange.format): install the two from one build")
        }
        do {
            response = try JSONDecoder().decode(SwiftReaderExchange.Response.self, from: output)
        } catch {
            throw ServiceError.swiftReaderFailed(
                reader, reason: "answered in a form this catalog does not read (is it from another version?): \(Self.describe(error))")
        }
        return response.report
    }

    /// The one key every version of the exchange has.
    private struct FormatOnly: Decodable {
        var format: Int
    }

    /// Where in the answer decoding stopped and why, on one line.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (path, why): ([any CodingKey], String)
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            (path, why) = (context.codingPath, context.debugDescription)
        @unknown default:
            return "\(error)"
        }
        let place = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return place.isEmpty ? why : "at \(place): \(why)"
    }
}
