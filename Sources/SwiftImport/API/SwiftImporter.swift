import Foundation
import LayoutModel

/// Reads UIKit compositional layouts out of Swift source: finds every layout the code builds,
/// follows the code statically (constants, helpers across files, section providers, width
/// conditions, `#available` branches) and returns definitions, or says why a layout could not
/// be imported faithfully. Nothing is executed and nothing is written. See
/// `docs/swift-import.md`.
public struct SwiftImporter: Sendable {
    public var options: SwiftImportOptions

    public init(options: SwiftImportOptions = SwiftImportOptions()) {
        self.options = options
    }

    /// Imports the layouts of some files: one run, so helpers in one file serve layouts in
    /// another. Names qualified by path use the paths relative to their common folder.
    public func importSources(_ sources: [SwiftSource]) -> SwiftImportReport {
        ImportRun(options: options).report(sources, roots: [Self.commonFolder(sources.map(\.path))])
    }

    /// The longest folder every path lies in (`""` when they share none).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: false).dropLast() else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = common.prefix(zip(common, folders).prefix { $0 == $1 }.count)
        }
        return common.joined(separator: "/")
    }

    /// Imports the `.swift` files at `paths` (folders are searched recursively, in name order).
    /// Paths that cannot be read are errors of the report.
    public func importFiles(atPaths paths: [String]) -> SwiftImportReport {
        let (files, errors) = Self.swiftFiles(atPaths: paths)
        var sources: [SwiftSource] = []
        var readErrors = errors
        for path in files {
            switch Self.read(path) {
            case .success(let text): sources.append(SwiftSource(path: path, text: text))
            case .failure(let failure): readErrors.append(failure.diagnostic)
            }
        }
        var report = ImportRun(options: options).report(sources, roots: paths)
        report.errors = readErrors + report.errors
        return report
    }

    /// The most bytes of one Swift file the importer reads: eight times the largest layout
    /// file seen in an app, and well under what swift-syntax parses in a second.
    public static let maximumFileBytes = 8 << 20

    /// Why a file was not read, as the report's error.
    struct ReadFailure: Error {
        var diagnostic: ImportDiagnostic
    }

    /// A Swift file's text: at most `maximumFileBytes`, UTF-8 (a byte-order mark allowed),
    /// or the error naming the first byte that is not, by offset, line and column.
    static func read(_ path: String) -> Result<String, ReadFailure> {
        do {
            return .success(try DocumentReader.textOfFile(atPath: path, maximumBytes: maximumFileBytes, columns: .utf8Bytes))
        } catch {
            let position = error.location.map { SourcePosition(file: path, line: $0.line, column: $0.column) }
            return .failure(ReadFailure(diagnostic: ImportDiagnostic(.error, at: position, position == nil ? "\(path): \(error.message)" : error.message)))
        }
    }

    /// The `.swift` files at `paths`: files as given, folders searched recursively (hidden
    /// entries and `Pods` skipped), each folder's entries in name order. Links inside a folder
    /// are followed only to places inside it, and no folder is walked twice (`FolderWalk`).
    public static func swiftFiles(atPaths paths: [String]) -> (files: [String], errors: [ImportDiagnostic]) {
        var files: [String] = []
        var errors: [ImportDiagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(ImportDiagnostic(.error, at: nil, "\(path): no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let walk = FolderWalk(path, recursive: true, wants: { !$0.hasPrefix(".") && $0.hasSuffix(".swift") },
                                  descends: { !$0.hasPrefix(".") && $0 != "Pods" })
            files += walk.files
            errors += walk.refusals.map { ImportDiagnostic(.error, at: nil, "\($0.path): \($0.reason)") }
        }
        return (files, errors)
    }
}
