import CatalogFuzzing
import Foundation
import LayoutModel
import Testing

/// The catalog reads strict JSON with `JSONReader` (the runtime's reader) where it used the YAML
/// parser before: over every document of a 2,000-case fuzz run, both read the same tree — same
/// strings, same plain or quoted scalars, same lines and columns — or refuse the same document,
/// except where the YAML parser departs from RFC 8259 (listed in `JSONReader`).
@Suite struct JSONReaderAgreementTests {
    @Test func bothReadersGiveTheSameTreeForEveryFuzzedJSONDocument() throws {
        let generator = FuzzGenerator(seed: 2026, scale: .quick)
        var compared = 0
        var refusedByBoth = 0
        for index in 0..<2_000 {
            let fuzzCase = generator.makeCase(index)
            guard let text = try? DocumentReader.text(Data(fuzzCase.bytes), maximumBytes: DocumentLimits.bundle.maximumBytes),
                !Self.departsFromJSON(text)
            else { continue }
            let limits: DocumentLimits = fuzzCase.kind == .bundle ? .bundle : fuzzCase.kind == .dataset ? .dataset : .definition
            let json: DocumentNode
            do {
                json = try JSONReader.read(text, limits: limits)
            } catch {
                // Not JSON, or over a limit: the YAML parser must not read it as the same JSON.
                if case .limit = error {
                    #expect((try? DocumentReader.readJSONAsYAML(text, limits: limits)) == nil, "case \(index): over a limit for one reader only")
                    refusedByBoth += 1
                }
                continue
            }
            do {
                let yaml = try DocumentReader.readJSONAsYAML(text, limits: limits)
                #expect(yaml == json, "case \(index): the readers disagree")
                compared += 1
            } catch {
                Issue.record("case \(index): JSON the YAML parser refuses: \(error)")
            }
        }
        #expect(compared > 300, "only \(compared) JSON documents compared")
        #expect(refusedByBoth > 0, "no JSON document passed a limit")
    }

    /// The presets' canonical and indented JSON read alike too (indented JSON has line breaks
    /// and indentation, so every location is tested on more than one line).
    @Test func bothReadersGiveTheSameTreeForThePresetsJSON() throws {
        for definition in FuzzCorpus.shared.definitions {
            for text in [definition.canonicalText, definition.prettyText] {
                let json = try JSONReader.read(text, limits: .definition)
                #expect(try DocumentReader.readJSONAsYAML(text, limits: .definition) == json)
            }
        }
    }

    /// Raw line separators, DEL and C1 controls inside strings, and `\u` escapes of surrogates:
    /// the YAML parser folds, refuses or mangles them, `JSONReader` reads them as JSON says.
    static func departsFromJSON(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 || $0.value == 0xFFFE || $0.value == 0xFFFF
        }
            || text.range(of: #"\\u[dD][89abAB]"#, options: .regularExpression) != nil
    }
}
