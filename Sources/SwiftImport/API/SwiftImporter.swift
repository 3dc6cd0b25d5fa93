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
    /// another.
    public func importSources(_ sources: [SwiftSource]) -> SwiftImportReport {
        var report = SwiftImportReport()
        // A file whose nesting would crash or stall the parser is refused before it is parsed.
        let parseable = sources.filter { source in
            guard let refusal = SourceShape.refusal(in: source.text) else { return true }
            report.errors.append(ImportDiagnostic(.error, at: SourcePosition(file: source.path, line: refusal.line, column: refusal.column), refusal.message))
            return false
        }
        let files = parseable.enumerated().map { ParsedFile(source: $1, order: $0) }
        for file in files {
            if let error = file.firstSyntaxError {
                report.fileWarnings.append(ImportDiagnostic(.warning, at: error, "the file has a syntax error here; layouts in it may be incomplete"))
            }
        }
        let index = DeclarationIndex(files: files)
        let candidates = CandidateFinder.candidates(in: files, index: index)

        // Layouts first, then sections, then groups: a section or group function that a kept
        // layout follows is a building block of that layout, not a layout of its own.
        let evaluations = candidates.map { CandidateEvaluation($0, index: index, options: options) }
        let order = evaluations.indices.sorted { a, b in
            let (x, y) = (evaluations[a], evaluations[b])
            if x.candidate.kind != y.candidate.kind { return x.candidate.kind > y.candidate.kind }
            if case .needsArguments = x.outcome, !(y.outcome.needsArguments) { return false }
            if case .needsArguments = y.outcome, !(x.outcome.needsArguments) { return true }
            return a < b
        }
        var usedByOthers: Set<DeclarationKey> = []
        var reported: [Int] = []
        for position in order {
            let evaluation = evaluations[position]
            if !options.includeBuildingBlocks, let key = evaluation.candidate.key, usedByOthers.contains(key) { continue }
            reported.append(position)
            usedByOthers.formUnion(evaluation.followed.subtracting(evaluation.candidate.key.map { [$0] } ?? []))
        }
        reported.sort()

        // Names: a `// catalog: NAME` above the construction, else the header of an exported
        // file, else the enclosing declaration or type.
        var headerWarnings: [ImportDiagnostic] = []
        var headers: [String: [CatalogHeader]] = [:]
        for file in files { headers[file.path] = CatalogHeader.headers(in: file, warnings: &headerWarnings) }
        report.fileWarnings += headerWarnings
        var claimedHeaders: Set<String> = []
        var places: [String: SourcePosition] = [:]
        for position in reported {
            let evaluation = evaluations[position]
            let candidate = evaluation.candidate
            var header: CatalogHeader?
            if let found = headers[candidate.file.path]?.first(where: { $0.lastLine < candidate.position.line }) {
                let key = "\(candidate.file.path):\(found.lastLine)"
                if claimedHeaders.insert(key).inserted { header = found }
            }
            let override = candidate.startLines.lazy.compactMap { line -> String? in
                if case .name(let name)? = candidate.file.catalogComments[line - 1] { return name }
                return nil
            }.first
            let base = override ?? header?.name ?? LayoutNaming.name(declaration: candidate.declarationName, type: candidate.typeName)
            let name = options.namePrefix + base
            if let earlier = places[name] {
                report.errors.append(ImportDiagnostic(
                    .error, at: candidate.position, "two layouts are named '\(name)': here and at \(earlier); name one with a `// catalog: NAME` comment on the line above it"))
            } else {
                places[name] = candidate.position
            }
            switch evaluation.outcome {
            case .content(let content):
                let definition = LayoutDefinition(
                    name: name, title: header?.title, summary: header?.summary, tags: header?.tags ?? [], lint: LintOptions(allow: header?.lintAllow ?? []),
                    configuration: content.configuration, sections: content.sections,
                    preview: header?.previewItemCounts.map { Preview(itemCounts: $0, dataset: header?.previewDataset) })
                let problems = Validator.validate(definition).filter { $0.severity == .error }
                if let first = problems.first {
                    let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
                    report.skipped.append(SkippedLayout(
                        name: name, source: candidate.position,
                        reason: ImportDiagnostic(.warning, at: candidate.position, "the layout it builds is not valid: \(first.path): \(first.message)\(more)"),
                        warnings: evaluation.warnings))
                } else {
                    report.layouts.append(ImportedLayout(
                        name: name, definition: definition, source: candidate.position, warnings: evaluation.warnings,
                        assumptions: evaluation.assumptions))
                }
            case .failed(let failure):
                report.skipped.append(SkippedLayout(
                    name: name, source: candidate.position,
                    reason: ImportDiagnostic(.warning, at: failure.position ?? candidate.position, failure.message), warnings: evaluation.warnings))
            case .needsArguments(let parameters):
                report.skipped.append(SkippedLayout(
                    name: name, source: candidate.position,
                    reason: ImportDiagnostic(.warning, at: candidate.position,
                                             "takes arguments (\(parameters)); only its calls with literal arguments are followed, and no imported layout calls it"),
                    warnings: evaluation.warnings))
            }
        }
        return report
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
        var report = importSources(sources)
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

extension CandidateEvaluation.Outcome {
    var needsArguments: Bool {
        if case .needsArguments = self { return true }
        return false
    }
}
