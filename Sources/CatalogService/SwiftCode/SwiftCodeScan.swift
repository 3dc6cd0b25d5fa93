import Foundation
import LayoutModel
import SwiftImportModel

/// What reading some Swift files found, before anything is compared or written.
public struct SwiftCodeScan: Sendable {
    /// Imported layouts, in file order (files in the order given), then position.
    public var layouts: [ScannedLayout]
    public var skipped: [SkippedCode]
    /// Errors about the run as a whole (two `// catalog:` names alike, a path given that does
    /// not exist): a scan with errors writes nothing and checks nothing.
    public var errors: [CodeDiagnostic]
    /// `.swift` files left out because they could not be read as Swift (`unreadable-file`).
    public var skippedFiles: [SkippedSourceFile]
    /// Warnings about files rather than layouts (syntax the parser recovered from, unreadable
    /// `// catalog:` header entries).
    public var fileWarnings: [CodeDiagnostic]
    /// Every construction site in the files, in file order, with what became of it.
    public var sites: [ConstructionSiteOutcome]
    /// Sites found, imported, and skipped by reason.
    public var recall: CodeRecall
    /// The paths given, in the form sources are recorded in: what `check` looks under for
    /// layouts that left the code.
    var scope: [String]
    /// The git work tree of the first path, if any (its HEAD names `check --update`'s author
    /// and message).
    var workTree: GitWorkTree?
}

extension SwiftCodeScan {
    /// Reads the compositional layouts that the `.swift` files at `paths` build (folders
    /// searched recursively), read by the Swift reader in a process of its own. Nothing is
    /// opened or written; a bad iOS version or a reader that cannot answer is thrown, everything
    /// about the code is in the scan.
    ///
    /// - Parameters:
    ///   - paths: `.swift` files and folders, in the order their layouts are listed.
    ///   - options: the iOS version the code targets, whether partial layouts are imported, and
    ///     the prefix of the names given to layouts.
    public static func scan(_ paths: [String], options: SwiftCodeOptions) throws -> SwiftCodeScan {
        var version: IOSVersion?
        if let text = options.iOSVersion {
            guard let parsed = IOSVersion(parsing: text) else {
                throw ServiceError.malformedIOSVersion(text)
            }
            version = parsed
        }
        let report = try SwiftReader.report(
            paths,
            options: SwiftImportOptions(
                iOSVersion: version, allowPartial: options.allowPartial, namePrefix: options.namePrefix))

        // One `git` question per path given, not per file: a path's files share its work tree.
        var trees: [String: GitWorkTree?] = [:]
        let roots = paths.map { path -> (path: String, tree: GitWorkTree?) in
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if let known = trees[trimmed] { return (trimmed, known) }
            let tree = GitWorkTree.containing(trimmed)
            trees[trimmed] = tree
            return (trimmed, tree)
        }
        var uncommitted: [String: Set<String>] = [:]
        for tree in Set(roots.compactMap(\.tree)) where tree.head != nil {
            let under = roots.filter { $0.tree == tree }.compactMap { tree.relativePath(of: $0.path) }
            uncommitted[tree.root] = tree.uncommittedFiles(under: under)
        }
        func tree(of file: String) -> GitWorkTree? {
            let root = roots.first { file == $0.path || $0.path == "." || file.hasPrefix($0.path + "/") }
            return root?.tree
        }

        let recall = report.recall
        var scan = SwiftCodeScan(
            layouts: [], skipped: [], errors: report.errors.map(CodeDiagnostic.init), skippedFiles: [],
            fileWarnings: report.fileWarnings.map(CodeDiagnostic.init),
            sites: report.sites.map(ConstructionSiteOutcome.init),
            recall: CodeRecall(
                files: report.fileCount, found: recall.found, imported: recall.imported,
                skipped: recall.skipped.sorted { $0.key < $1.key }.map { CodeRecall.ReasonCount(reason: $0.key.rawValue, count: $0.value) },
                skippedFiles: recall.skippedFiles),
            scope: [], workTree: roots.first?.tree ?? nil)
        scan.scope = roots.map { root in root.tree?.relativePath(of: root.path) ?? tidy(root.path) }
        for layout in report.layouts {
            let file = layout.source.file
            let workTree = tree(of: file)
            let relative = workTree?.relativePath(of: file)
            scan.layouts.append(
                ScannedLayout(
                    name: layout.name, definition: layout.definition, location: CodeLocation(layout.source),
                    source: "\(relative ?? tidy(file)):\(layout.source.line)",
                    commit: workTree?.head,
                    hasUncommittedChanges: workTree.flatMap { tree in relative.map { uncommitted[tree.root]?.contains($0) ?? false } } ?? false,
                    warnings: layout.warnings.map(CodeDiagnostic.init) + Self.lintWarnings(layout.definition, at: CodeLocation(layout.source)),
                    assumptions: layout.assumptions.map(CodeDiagnostic.init),
                    qualification: layout.qualification?.description, identicalTo: layout.identicalTo,
                    sectionsChosenBy: layout.sectionsChosenBy.map(KindChoice.init)))
        }
        scan.skippedFiles = report.skippedFiles.map { file in
            SkippedSourceFile(
                path: file.path, location: file.position.map(CodeLocation.init), reason: file.code.rawValue, cause: file.cause.rawValue,
                message: file.message, recordedPath: tree(of: file.path)?.relativePath(of: file.path) ?? tidy(file.path))
        }
        scan.skipped = report.skipped.map { skipped in
            SkippedCode(
                name: skipped.name, location: CodeLocation(skipped.source), reason: CodeDiagnostic(skipped.reason),
                reasonCode: skipped.code.rawValue, warnings: skipped.warnings.map(CodeDiagnostic.init),
                qualification: skipped.qualification?.description)
        }
        return scan.checkedOnEveryDevice()
    }

    /// The lint warnings of an imported layout, at the code that builds it: what `catalog
    /// validate` would say of it (the rules that need the catalog's data are `add`'s), such as a
    /// section provider returning nil or an estimate of 0 that the format accepts from shipping
    /// code but that is a pitfall all the same.
    static func lintWarnings(_ definition: LayoutDefinition, at location: CodeLocation) -> [CodeDiagnostic] {
        Linter.lint(definition).map { warning in
            let rule = warning.rule.map { " [\($0)]" } ?? ""
            return CodeDiagnostic(
                severity: .warning, location: location, message: "\(definition.name): \(warning.path): \(warning.message)\(rule)")
        }
    }

    /// A path outside any work tree as recorded: `./Sources//a.swift` → `Sources/a.swift`.
    static func tidy(_ path: String) -> String {
        let tidied = (path as NSString).standardizingPath
        return tidied.isEmpty ? path : tidied
    }
}

extension CodeLocation {
    init(_ position: SourcePosition) {
        self.init(file: position.file, line: position.line, column: position.column)
    }
}

extension ConstructionSiteOutcome {
    init(_ site: ConstructionSite) {
        switch site.outcome {
        case .imported(let names):
            self.init(
                kind: site.kind.rawValue, location: CodeLocation(site.position), call: site.call, outcome: "imported", layouts: names,
                reason: nil, message: nil, reasonLocation: nil)
        case .skipped(let reason, let diagnostic):
            self.init(
                kind: site.kind.rawValue, location: CodeLocation(site.position), call: site.call, outcome: "skipped", layouts: [],
                reason: reason.rawValue, message: diagnostic.message, reasonLocation: diagnostic.position.map(CodeLocation.init))
        }
    }
}

extension CodeDiagnostic {
    init(_ diagnostic: ImportDiagnostic) {
        let severity: Severity =
            switch diagnostic.severity {
            case .error: .error
            case .warning: .warning
            case .note: .note
            }
        self.init(severity: severity, location: diagnostic.position.map(CodeLocation.init), message: diagnostic.message)
    }
}
