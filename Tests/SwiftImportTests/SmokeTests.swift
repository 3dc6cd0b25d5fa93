import LayoutModel
import Testing
@testable import SwiftImport

@Suite struct SmokeTests {
    @Test func show() throws {
        for partial in [false, true] {
            let report = try Fixtures.importing("unfollowable", options: SwiftImportOptions(allowPartial: partial))
            print("partial", partial)
            for l in report.layouts { print("OK", l.name, l.definition.canonicalText, l.warnings.map(\.description), l.assumptions.map(\.description)) }
            for s in report.skipped { print("SKIP", s.name, s.reason.description, s.warnings.map(\.description)) }
        }
        for folder in ["duplicates", "entry-points", "availability", "lists"] {
            let report = try Fixtures.importing(folder)
            print(folder, report.errors.map(\.description), report.skipped.map { "\($0.name): \($0.reason)" }, report.layouts.map { "\($0.name) \($0.source) \($0.warnings)" })
        }
    }
}
