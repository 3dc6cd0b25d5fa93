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
    /// A file that cannot be read as Swift (not UTF-8, binary, encrypted, not a regular file,
    /// unreadable) is left out with its reason (`SwiftImportReport.skippedFiles`) and the others
    /// are imported; only a path given that does not exist is an error of the run.
    public func importFiles(atPaths paths: [String]) -> SwiftImportReport {
        let found = Self.swiftFiles(atPaths: paths)
        var sources: [SwiftSource] = []
        var skippedFiles = found.skipped
        for path in found.files {
            switch SwiftFileContent.read(path, maximumBytes: Self.maximumFileBytes) {
            case .text(let text): sources.append(SwiftSource(path: path, text: text))
            case .skipped(let skipped): skippedFiles.append(skipped)
            }
        }
        var report = ImportRun(options: options).report(sources, roots: paths)
        report.errors = found.errors + report.errors
        report.skippedFiles = skippedFiles + report.skippedFiles
        return report
    }

    /// The most bytes of one Swift file the importer reads: eight times the largest layout
    /// file seen in an app, and well under what swift-syntax parses in a second.
    public static let maximumFileBytes = 8 << 20

    /// The `.swift` files at `paths`: files as given, folders searched recursively (hidden
    /// entries and `Pods` skipped), each folder's entries in name order. Links inside a folder
    /// are followed only to places inside it, and no folder is walked twice (`FolderWalk`); a
    /// link the walk does not follow, or a folder it cannot list, is a skipped file. A path
    /// given that does not exist is an error.
    public static func swiftFiles(atPaths paths: [String]) -> (files: [String], skipped: [SkippedFile], errors: [ImportDiagnostic]) {
        var files: [String] = []
        var skipped: [SkippedFile] = []
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
            let walk = FolderWalk(
                path, recursive: true, wants: { !$0.hasPrefix(".") && $0.hasSuffix(".swift") },
                descends: { !$0.hasPrefix(".") && $0 != "Pods" })
            files += walk.files
            skipped += walk.refusals.map { SkippedFile(path: $0.path, position: nil, cause: .unreadable, message: $0.reason) }
        }
        return (files, skipped, errors)
    }
}
