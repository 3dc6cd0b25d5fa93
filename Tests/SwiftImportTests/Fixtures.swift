import Foundation
import LayoutModel

@testable import SwiftImport

/// The Swift fixtures under `Fixtures/`: each folder is one import run, and its `expected/`
/// folder holds the definition (YAML, written by hand) each layout must yield.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The folder's `.swift` files, named `folder/File.swift` in positions.
    static func sources(_ folder: String) throws -> [SwiftSource] {
        let directory = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        guard !names.isEmpty else { throw Missing(description: "no Swift fixtures in \(folder)") }
        return try names.map { name in
            SwiftSource(path: "\(folder)/\(name)", text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    static func importing(_ folder: String, options: SwiftImportOptions = SwiftImportOptions()) throws -> SwiftImportReport {
        SwiftImporter(options: options).importSources(try sources(folder))
    }

    /// The hand-written definitions of `folder/expected` (or another subfolder), by name.
    static func expected(_ folder: String, in subfolder: String = "expected") throws -> [String: LayoutDefinition] {
        let directory = root.appendingPathComponent(folder).appendingPathComponent(subfolder)
        var result: [String: LayoutDefinition] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).filter({ $0.hasSuffix(".yaml") }) {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let checked = LayoutDocument.check(text, lint: false)
            guard let definition = checked.definition else {
                throw Missing(description: "\(folder)/\(subfolder)/\(name) does not decode: \(checked.diagnostics)")
            }
            result[definition.name] = definition
        }
        return result
    }

    /// Where `text` first occurs on line `line` of a fixture file (`folder/File.swift`), found in
    /// the file itself: columns count UTF-8 bytes from 1, as compilers do.
    static func position(of text: String, line: Int, in file: String) throws -> SourcePosition {
        let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1), let range = lines[line - 1].range(of: text) else {
            throw Missing(description: "no '\(text)' on line \(line) of \(file)")
        }
        let column = lines[line - 1][..<range.lowerBound].utf8.count + 1
        return SourcePosition(file: file, line: line, column: column)
    }
}
