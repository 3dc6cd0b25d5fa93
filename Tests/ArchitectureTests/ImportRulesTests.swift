import Foundation
import Testing

/// The dependency graph Package.swift's header describes, checked against the sources: a target
/// may import only what its row allows, must declare in Package.swift every sibling target it
/// imports (an undeclared one compiles only by accident, through another target), and may
/// declare nothing outside its row. `@_exported` imports are refused everywhere but two:
/// LayoutModel re-exports LayoutModelCore, the YAML-free part it is built on, so the model is
/// one import for everything but the runtime; SwiftImport re-exports SwiftImportModel, the
/// swift-syntax-free types of its results, which `catalog` decodes from the Swift reader.
@Suite struct ImportRulesTests {
    /// Platform modules any target may import (behind `#if canImport`).
    static let platform: Set<String> = ["Foundation", "Glibc", "Musl", "Darwin", "Dispatch"]

    /// Target → the modules it may import besides the platform's, and the one each may
    /// re-export: Package.swift's header table, the one list of the graph.
    static let table =
        (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
        .map(ImportTable.init(manifest:)) ?? ImportTable(manifest: "")

    static var allowed: [String: Set<String>] { table.rows }

    /// The re-exports allowed: target → the module it re-exports.
    static var reexports: [String: String] { table.reexports }

    /// Targets that may not import even Foundation: the command line is parsing only, and
    /// everything it shows comes from the presentation layer.
    static let withoutPlatform: Set<String> = ["catalog"]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everySourceTargetHasARow() throws {
        let targets = try Self.sourceTargets()
        #expect(!targets.isEmpty)
        for target in targets {
            #expect(Self.allowed[target] != nil, "Sources/\(target) has no row in Package.swift's header table")
        }
    }

    @Test func importsStayInsideEachTargetsRow() throws {
        for target in try Self.sourceTargets() {
            guard let row = Self.allowed[target] else { continue }
            let permitted = Self.withoutPlatform.contains(target) ? row : row.union(Self.platform)
            for (file, line, module, exported) in try Self.imports(of: target) {
                #expect(!exported || Self.reexports[target] == module, "\(file):\(line): @_exported import \(module) re-exports another module's API")
                #expect(permitted.contains(module), "\(file):\(line): \(target) imports \(module), outside its allowed list \(permitted.sorted())")
            }
        }
    }

    @Test func packageDependenciesMatchTheRows() throws {
        let declared = try Self.declaredDependencies()
        let siblings = Set(declared.keys)
        for target in try Self.sourceTargets() {
            guard let row = Self.allowed[target] else { continue }
            let dependencies = declared[target] ?? []
            for dependency in dependencies where !row.contains(dependency) {
                Issue.record("Package.swift: \(target) depends on \(dependency), outside its allowed list \(row.sorted())")
            }
            // A sibling target imported without being declared builds only through another
            // target's dependency: a hidden edge in the graph.
            for (file, line, module, _) in try Self.imports(of: target) where siblings.contains(module) && !dependencies.contains(module) {
                Issue.record("\(file):\(line): \(target) imports \(module) but Package.swift does not declare it")
            }
        }
    }

    /// Executable targets other targets depend on only so that they are built first (the
    /// process tests run them): never imported, and that is their purpose.
    static let builtToRun: Set<String> = ["catalog"]

    @Test func everyDeclaredDependencyIsImported() throws {
        // A dependency nothing imports still costs its build and its link (and a reader of the
        // manifest believes an edge that the code does not have).
        let declared = try Self.declaredDependencies()
        let folders = try Self.sourceTargets().map { ($0, "Sources/\($0)") } + Self.testTargetFolders()
        #expect(folders.count > Self.allowed.count)
        for (target, folder) in folders {
            let imported = Set(try Self.imports(inFolder: folder).map(\.2))
            for dependency in (declared[target] ?? []).sorted() where !imported.contains(dependency) && !Self.builtToRun.contains(dependency) {
                Issue.record("Package.swift: \(target) depends on \(dependency), which no file in \(folder) imports")
            }
        }
    }

    /// Targets no product exposes: other targets of the package reach them through `package`
    /// access, so `public` would promise an API to users that the package never ships.
    static let packageOnly = ["CatalogStore"]

    @Test func targetsNoProductExposesDeclareNothingPublic() throws {
        for target in Self.packageOnly {
            let url = Self.packageRoot.appendingPathComponent("Sources/\(target)")
            guard let files = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
                    #expect(!words.contains("public"), "Sources/\(target)/\(file):\(index + 1) declares public API; use package")
                }
            }
        }
    }

    @Test func theHeaderTableIsRead() throws {
        // Every target the manifest declares has a row, and two re-exports are allowed.
        let declared = try Self.declaredDependencies()
        #expect(Self.allowed.count == (try Self.sourceTargets()).count)
        for target in declared.keys where !target.hasSuffix("Tests") && target != "CatalogTestSupport" && target != "ArchitectureTests" {
            #expect(Self.allowed[target] != nil, "Package.swift declares \(target) but its header table has no row for it")
        }
        #expect(Self.reexports == ["LayoutModel": "LayoutModelCore", "SwiftImport": "SwiftImportModel"])
        let sample = ImportTable(
            manifest: """
                // Intro.
                //
                //   target               may import
                //   A                    B (re-exported), C,
                //                        D
                //   E                    (nothing)
                //
                //   F                    G
                """)
        #expect(sample.rows == ["A": ["B", "C", "D"], "E": []])
        #expect(sample.reexports == ["A": "B"])
    }

    @Test func theCheckSeesAForbiddenImport() throws {
        // The parser the checks rely on, on a line that must be caught.
        let parsed = Self.importedModule(in: "@_exported import LayoutEngine // again")
        #expect(parsed?.module == "LayoutEngine")
        #expect(parsed?.exported == true)
        #expect(Self.importedModule(in: "import struct Foundation.URL")?.module == "Foundation")
        #expect(Self.importedModule(in: "    import Glibc")?.module == "Glibc")
        #expect(Self.importedModule(in: "// import Nothing") == nil)
        #expect(Self.importedModule(in: "let important = 1") == nil)
        let lines = Self.importLines(in: "import Foundation\nlet source = \"\"\"\n    import UIKit\n    \"\"\"\n@_exported import Rendering\n")
        #expect(lines.map(\.1) == ["Foundation", "Rendering"])
        #expect(lines.map(\.0) == [1, 5])
        let dependencies = Self.parseDependencies(
            """
            // .target(name: "Commented", dependencies: ["X"]),
            .package(url: "https://example.com/x", exact: "1.0.0"),
            .target(name: "A", dependencies: ["B", .product(name: "GRDB", package: "GRDB.swift")]),
            .executableTarget(
                name: "c-d",
                dependencies: [
                    "A", // why
                ]
            ),
            .target(name: "E"),
            """)
        #expect(dependencies == ["A": ["B", "GRDB"], "c-d": ["A"], "E": []])
    }

    // MARK: Reading the sources

    static func sourceTargets() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// The test targets and their folders: `Tests/NAME`, or the `path:` Package.swift gives.
    static func testTargetFolders() throws -> [(String, String)] {
        let tests = packageRoot.appendingPathComponent("Tests")
        let folders = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: tests.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
        // The one shared helper target that lives under Tests/ with a name of its own.
        return folders.map { $0 == "TestSupport" ? ("CatalogTestSupport", "Tests/TestSupport") : ($0, "Tests/\($0)") }
    }

    /// Every import line of a target's Swift files: (file, line number, module, @_exported).
    static func imports(of target: String) throws -> [(String, Int, String, Bool)] {
        try imports(inFolder: "Sources/\(target)")
    }

    /// Every import line of the Swift files under `folder` (relative to the package root).
    static func imports(inFolder folder: String) throws -> [(String, Int, String, Bool)] {
        let url = packageRoot.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(atPath: url.path) else { return [] }
        var found: [(String, Int, String, Bool)] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            for (line, module, exported) in importLines(in: text) {
                found.append(("\(folder)/\(file)", line, module, exported))
            }
        }
        return found
    }

    /// The import lines of one Swift file: (line number, module, @_exported). Lines inside a
    /// multi-line string literal (Swift source a benchmark generates) are text, not imports.
    static func importLines(in text: String) -> [(Int, String, Bool)] {
        var found: [(Int, String, Bool)] = []
        var insideString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !insideString, let parsed = importedModule(in: String(line)) {
                found.append((index + 1, parsed.module, parsed.exported))
            }
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { insideString.toggle() }
        }
        return found
    }

    /// The module an import line names: `import X`, `@testable import X`, `@_exported import X`,
    /// `public import X`, `import struct X.Y`.
    static func importedModule(in line: String) -> (module: String, exported: Bool)? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if let comment = words.firstIndex(where: { $0.hasPrefix("//") }) { words = Array(words[..<comment]) }
        var exported = false
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first) {
            if first == "@_exported" { exported = true }
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        guard let module = path.split(separator: ".").first else { return nil }
        return (String(module), exported)
    }

    // MARK: Reading Package.swift

    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return parseDependencies(manifest)
    }

    /// Target name → the targets and products it depends on, from each `.target(`,
    /// `.executableTarget(` or `.testTarget(` call's `name:` and `dependencies: [...]`.
    static func parseDependencies(_ manifest: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let text = Array(withoutComments(manifest))
        var index = 0
        while index < text.count {
            guard let call = ["target(", "executableTarget(", "testTarget("].first(where: { matches($0, at: index, in: text) }),
                index > 0, text[index - 1] == "."
            else {
                index += 1
                continue
            }
            let open = index + call.count - 1
            let close = matchingBracket(from: open, in: text)
            let body = String(text[(open + 1)..<close])
            if let name = firstQuoted(after: "name:", in: body) {
                var dependencies: Set<String> = []
                if let range = body.range(of: "dependencies:"), let bracket = body[range.upperBound...].firstIndex(of: "[") {
                    let characters = Array(body[bracket...])
                    let list = String(characters[1..<matchingBracket(from: 0, in: characters)])
                    dependencies = dependencyNames(in: list)
                }
                result[name] = dependencies
            }
            index = close
        }
        return result
    }

    /// The manifest with `//` comments removed (but not `//` inside strings, as in URLs).
    private static func withoutComments(_ manifest: String) -> String {
        manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var inString = false
            var previous: Character?
            for index in line.indices {
                let character = line[index]
                if character == "\"" { inString.toggle() }
                if !inString, character == "/", previous == "/" { return line[..<line.index(before: index)] }
                previous = character
            }
            return line
        }.joined(separator: "\n")
    }

    /// Quoted target names and `.product(name: "X", …)` product names in a dependency list.
    private static func dependencyNames(in list: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(list)
        while let quote = rest.firstIndex(of: "\"") {
            let before = rest[..<quote]
            let after = rest[rest.index(after: quote)...]
            guard let end = after.firstIndex(of: "\"") else { break }
            let value = String(after[..<end])
            let context = before.suffix(40)
            if context.hasSuffix("package: ") {
                // The package of a product: not a module.
            } else {
                names.insert(value)
            }
            rest = after[after.index(after: end)...]
        }
        return names
    }

    private static func firstQuoted(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let rest = text[range.upperBound...]
        guard let open = rest.firstIndex(of: "\"") else { return nil }
        let value = rest[rest.index(after: open)...]
        guard let close = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<close])
    }

    private static func matches(_ word: String, at index: Int, in text: [Character]) -> Bool {
        let characters = Array(word)
        guard index + characters.count <= text.count else { return false }
        return Array(text[index..<(index + characters.count)]) == characters
    }

    /// The index of the bracket closing the one at `open` (quotes skipped), or the end.
    private static func matchingBracket(from open: Int, in text: [Character]) -> Int {
        var depth = 0
        var inString = false
        var index = open
        while index < text.count {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return text.count
    }
}

/// The table of Package.swift's header: after the `target  may import` line, one row per
/// target (its name, then the modules it may import, comma-separated, `(nothing)` for none; a
/// line indented to the list goes on with the row above), up to the first empty comment line.
/// A module followed by `(re-exported)` is the one the target may re-export.
struct ImportTable {
    var rows: [String: Set<String>] = [:]
    var reexports: [String: String] = [:]

    init(manifest: String) {
        var lists: [(target: String, modules: String)] = []
        var inTable = false
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else {
                if inTable { break }
                continue
            }
            let text = line.dropFirst(2)
            let words = text.split(separator: " ")
            if !inTable {
                inTable = words.count == 3 && words[0] == "target" && words[1] == "may" && words[2] == "import"
                continue
            }
            if words.isEmpty { break }
            if text.hasPrefix("   "), !text.hasPrefix("    "), let name = words.first {
                lists.append((String(name), words.dropFirst().joined(separator: " ")))
            } else if !lists.isEmpty {
                lists[lists.count - 1].modules += " " + words.joined(separator: " ")
            }
        }
        for (target, list) in lists {
            var modules: Set<String> = []
            if list != "(nothing)" {
                for item in list.split(separator: ",") {
                    var module = item.trimmingCharacters(in: .whitespaces)
                    if module.hasSuffix("(re-exported)") {
                        module = module.dropLast("(re-exported)".count).trimmingCharacters(in: .whitespaces)
                        reexports[target] = module
                    }
                    if !module.isEmpty { modules.insert(module) }
                }
            }
            rows[target] = modules
        }
    }
}
