import LayoutModel
import Testing

@testable import SwiftImport

/// Each construct the importer follows, in a small Swift fixture with the definition it must
/// yield written by hand next to it (`Fixtures/<folder>/expected/<name>.yaml`). Equal content
/// hashes mean equal canonical definitions, value for value.
@Suite struct ConstructFixtureTests {
    static let folders = [
        "group-factories", "custom-groups", "supplementary-items", "mutations", "constants", "helpers", "providers",
        "availability", "lists", "configuration", "entry-points", "traits", "builder-calls", "section-enums", "extensions", "data-choices",
        "settings",
    ]

    @Test(arguments: folders)
    func fixtureYieldsItsDefinitions(folder: String) throws {
        let report = try Fixtures.importing(folder)
        let expected = try Fixtures.expected(folder)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(Set(report.layouts.map(\.name)) == Set(expected.keys), "skipped: \(report.skipped.map { "\($0.name): \($0.reason)" })")
        for layout in report.layouts {
            guard let definition = expected[layout.name] else { continue }
            #expect(
                layout.definition.contentHash == definition.contentHash,
                "\(folder)/\(layout.name):\nexpected \(definition.canonicalText)\nimported \(layout.definition.canonicalText)")
            #expect(layout.assumptions.isEmpty)
        }
    }
}
