import Foundation
import LayoutModel

/// The repository's examples as mutation bases, read from the checkout the harness was built in
/// (`catalog-fuzz` is a developer's tool, run where it was built): the app code under
/// `examples/app*/` and the recordings under `examples/recordings/`, with the definitions beside
/// them that `compare` would be given. A binary moved away from its checkout has no examples,
/// and its cases differ from those of the same seed in a checkout.
enum FuzzExamples {
    /// `examples/`, three folders up from this file (`Sources/CatalogFuzzing/`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// Every `.swift` file of the example apps, in path order.
    static var swiftSources: [String] {
        files(in: ["app", "app-next"]) { $0.hasSuffix(".swift") }.map(\.text)
    }

    /// The example recordings, as trees.
    static var recordings: [JSONValue] {
        files(in: ["recordings"]) { $0.hasSuffix(".json") }.compactMap { file in
            (try? JSONDecoder().decode(Decoded.self, from: Data(file.text.utf8)))?.value
        }
    }

    /// The definitions the example recordings were made of, by name.
    static var definitions: [LayoutDefinition] {
        files(in: ["recordings"]) { $0.hasSuffix(".yaml") }.compactMap { LayoutDocument.check($0.text).definition }
    }

    private static func files(in folders: [String], where wanted: (String) -> Bool) -> [(path: String, text: String)] {
        var found: [(path: String, text: String)] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walk where wanted(relative) {
                let path = base.appendingPathComponent(relative).path
                if let text = try? String(contentsOfFile: path, encoding: .utf8) { found.append((path, text)) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Any JSON value, decoded into the tree the mutations work on.
    private struct Decoded: Decodable {
        var value: JSONValue

        init(from decoder: Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let flag = try? single.decode(Bool.self) {
                value = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                value = .number(number)
            } else if let text = try? single.decode(String.self) {
                value = .string(text)
            } else if let list = try? single.decode([Decoded].self) {
                value = .array(list.map(\.value))
            } else {
                value = .object(try single.decode([String: Decoded].self).mapValues(\.value))
            }
        }
    }
}
