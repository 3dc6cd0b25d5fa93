import CodeGeneration
import Foundation
import LayoutModel
import SwiftImport

extension FuzzPipeline {
    /// Imports the bytes as `import-swift` imports a file: written to a file in `scratch` and read
    /// back by the importer's own bounded reader. Every error and every reason a layout was
    /// skipped names that file and a line in it; what it imports must be valid, read back as
    /// itself, resolve and export. Unmutated exported code imports as the preset it came from.
    static func swiftSource(_ bytes: [UInt8], _ outcome: inout FuzzOutcome, pristine: Bool, scratch: URL) {
        let path = scratch.appendingPathComponent("catalog-fuzz-\(UUID().uuidString).swift").path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            outcome.violations.append("the harness cannot write \(path)")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = SwiftImporter().importFiles(atPaths: [path])

        let lines = Self.lineCount(bytes)
        for diagnostic in report.errors + report.skipped.map(\.reason) + report.fileWarnings {
            if let position = diagnostic.position {
                if position.file != path || !(1...lines).contains(position.line) || position.column < 1 {
                    outcome.violations.append(
                        "a diagnostic names \(position.line):\(position.column) of a file of \(lines) lines: \(diagnostic.message)")
                }
            } else if !diagnostic.message.hasPrefix(path + ": ") {
                outcome.violations.append("a diagnostic does not name its file: \(diagnostic.message)")
            }
        }
        // A file that cannot be read as Swift is skipped, never an error of the run, and names
        // itself and, where it has one, a place inside it.
        if !report.errors.isEmpty {
            outcome.violations.append("one file made errors of the run: \(report.errors.map(\.description).joined(separator: "; "))")
        }
        for skipped in report.skippedFiles {
            if skipped.path != path { outcome.violations.append("a skipped file names \(skipped.path), not the file read") }
            if let position = skipped.position, position.file != path || !(1...lines).contains(position.line) || position.column < 1 {
                outcome.violations.append("a skipped file names \(position.line):\(position.column) of a file of \(lines) lines: \(skipped.message)")
            }
        }
        // A file refused before it is parsed (unreadable, or a shape the parser cannot take).
        if let refusal = report.skippedFiles.first, report.layouts.isEmpty, report.skipped.isEmpty {
            outcome.refusal = refusal.description
            return
        }
        outcome.stage = .checked
        guard !report.layouts.isEmpty else {
            outcome.refusal = report.errors.first?.description ?? report.skipped.first?.reason.description ?? "no layout found"
            return
        }
        outcome.stage = .accepted
        let text = String(decoding: bytes, as: UTF8.self)
        for layout in report.layouts {
            let definition = layout.definition
            if let error = Validator.validate(definition).first(where: { $0.severity == .error }) {
                outcome.violations.append("the importer returned \(layout.name), which validation refuses: \(error)")
                continue
            }
            if LayoutDocument.check(definition.canonicalText, lint: false).definition != definition {
                outcome.violations.append("the imported \(layout.name) does not read back from its canonical text")
            }
            if pristine, let preset = FuzzCorpus.shared.definitionsByName[layout.name], text.contains("// catalog: name = \"\(layout.name)\""),
                preset.contentHash != definition.contentHash
            {
                outcome.violations.append("the exported code of \(layout.name) imports as other content")
            }
            for device in devices { resolve(definition, on: device, &outcome) }
            _ = CodeGenerator(language: .swift).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
        }
    }

    /// Lines as swift-syntax and editors count them: a line ends at `\n`, `\r\n` or a lone `\r`.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for (index, byte) in bytes.enumerated() where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            lines += 1
        }
        return lines
    }
}
