import LayoutModel
import Testing

@testable import SwiftImport

/// Section providers that depend on the width and the index, beyond Apple's samples.
@Suite struct ProviderAnalysisTests {
    static let file = "provider-analysis/ProviderAnalysis.swift"

    @Test func widthAndIndexTestsBecomeAlternativesAndSections() throws {
        let report = try Fixtures.importing("provider-analysis")
        let expected = try Fixtures.expected("provider-analysis")
        for (name, definition) in expected {
            let layout = try #require(report.layout(named: name), "\(name) not imported: \(report.skipped.map(\.reason.description))")
            #expect(
                layout.definition.contentHash == definition.contentHash,
                "\(name):\nexpected \(definition.canonicalText)\nimported \(layout.definition.canonicalText)")
        }
    }

    @Test func anExcludedBoundNoAlternativeClaimsIsTheNextWidth() throws {
        let report = try Fixtures.importing("provider-analysis")
        let layout = try #require(report.layout(named: "wide-only-exclusive"))
        // `width > 600`: at exactly 600 there is no section, so `when` starts just above it.
        guard case .single(.oneOf(let alternatives)) = layout.definition.sections, alternatives.count == 1 else {
            Issue.record("expected one alternative: \(layout.definition.canonicalText)")
            return
        }
        #expect(alternatives[0].when == Condition(minWidth: 600.0.nextUp))
        #expect(alternatives[0].when?.admitsWidth(600) == false)
        #expect(alternatives[0].when?.admitsWidth(600.5) == true)
        #expect(layout.warnings.contains { $0.severity == .note && $0.message.contains("excludes a width of exactly 600") })
    }

    @Test func indexAsAValueIsNotFaithful() throws {
        let report = try Fixtures.importing("provider-analysis")
        let growing = try #require(report.skipped.first { $0.name == "growing" })
        #expect(growing.reason.message.contains("different layout from section 1"))
        #expect(growing.reason.position == (try Fixtures.position(of: "UICollectionViewCompositionalLayout", line: 59, in: Self.file)))
        let alternating = try #require(report.skipped.first { $0.name == "alternating" })
        #expect(alternating.reason.message.contains("`sections:` cannot say that"))
    }
}
