import LayoutModel
import Testing

@testable import SwiftImport

/// A layout reading a setting the app changes when it runs (a `var` of an enum type) is one
/// layout per case (Fixtures/settings; the definitions are checked in ConstructFixtureTests).
@Suite struct StateVariantTests {
    @Test func eachCaseOfASettingIsALayoutNamedWithIt() throws {
        let report = try Fixtures.importing("settings")
        #expect(report.errors.isEmpty)
        // UIKit's appearances in its order, then the gallery's modes in their declaration order.
        #expect(
            report.layouts.map(\.name) == [
                "appearances-plain", "appearances-grouped", "appearances-inset-grouped", "appearances-sidebar", "appearances-sidebar-plain",
                "gallery-grid", "gallery-strip",
            ])
        // Each says which value it was followed with, at the property's declaration.
        let strip = try #require(report.layout(named: "gallery-strip"))
        let note = try #require(strip.warnings.first { $0.message.hasPrefix("followed with `mode` = .strip") })
        #expect(note.position?.line == 8)
        // Both sites of each builder are in its layouts.
        guard
            case .imported(let names)? = report.sites.first(where: { $0.position.file.hasSuffix("Gallery.swift") && $0.position.line == 21 })?.outcome
        else {
            Issue.record("the gallery's layout site is not imported")
            return
        }
        #expect(names == ["gallery-grid", "gallery-strip"])
    }

    /// Cases with associated values are not listed: the board stays skipped for its `kind`.
    @Test func anEnumWithAssociatedValuesIsNotListed() throws {
        let report = try Fixtures.importing("settings")
        let board = try #require(report.skipped.first { $0.name == "board" })
        #expect(board.code == .runtimeCondition)
        #expect(board.reason.message.contains("`kind` is a `var`"))
    }
}
