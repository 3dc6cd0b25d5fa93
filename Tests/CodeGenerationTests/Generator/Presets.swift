import Foundation
import LayoutModel

/// The catalog's preset layouts (`seeds/layouts/*.yaml`), found from this file's location.
enum Presets {
    /// The repository root: three levels above `Tests/CodeGenerationTests/Generator/`.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Preset: Sendable {
        var name: String
        var definition: LayoutDefinition
    }

    /// Every preset, sorted by file name, decoded with `LayoutDocument`. Throws on a preset that
    /// does not decode, naming it.
    static func all() throws -> [Preset] {
        let directory = repositoryRoot.appendingPathComponent("seeds/layouts")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.map { file in
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            guard let definition = LayoutDocument.check(text, lint: false).definition else {
                throw PresetError.invalid(file)
            }
            return Preset(name: definition.name, definition: definition)
        }
    }

    static func named(_ name: String) throws -> Preset {
        guard let preset = try all().first(where: { $0.name == name }) else { throw PresetError.missing(name) }
        return preset
    }

    enum PresetError: Error, CustomStringConvertible {
        case invalid(String)
        case missing(String)

        var description: String {
            switch self {
            case .invalid(let file): "preset \(file) does not decode"
            case .missing(let name): "no preset named \(name)"
            }
        }
    }
}
