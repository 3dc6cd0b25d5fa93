import CatalogPresentation
import CatalogService
import LayoutEngine
import Testing

@testable import catalog

/// The text forms command-line values take, read by the command line itself.
@Suite struct ArgumentTextTests {
    @Test func argumentTextReadsTheCommandLineForms() throws {
        #expect(ArgumentText.insets("20, 0, 34, 0") == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(ArgumentText.insets("8") == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(ArgumentText.insets("1,2") == nil)
        #expect(ArgumentText.insets("1,nan,2,3") == nil)
        #expect(ArgumentText.counts("5,12,3") == [5, 12, 3])
        #expect(ArgumentText.counts("5,-1") == nil)
        #expect(ArgumentText.counts("") == nil)
        #expect(ArgumentText.rect("0,3000000,393,852") == Rect(x: 0, y: 3_000_000, width: 393, height: 852))
        #expect(ArgumentText.rect("0,0,-1,5") == nil)
        #expect(ArgumentText.deploymentTarget("16.4")?.description == "16.4")
        #expect(ArgumentText.deploymentTarget("13")?.description == "13.0")
        // The one version parser (IOSVersion(parsing:)), as `--ios` reads it for every command.
        #expect(ArgumentText.deploymentTarget("iOS 16.4")?.description == "16.4")
        #expect(ArgumentText.deploymentTarget("12")?.description == "13.0")
        #expect(ArgumentText.deploymentTarget("thirteen") == nil)
        #expect(ArgumentText.deploymentTarget("13.") == nil)
        #expect(try ArgumentText.revision("feed@1", nil) == RevisionReference(name: "feed", selector: .number(1)))
        #expect(try ArgumentText.revision("feed", "~1") == RevisionReference(name: "feed", selector: .back(1)))
        #expect(throws: UsageError.referenceNeedsRevision("feed")) { try ArgumentText.revision("feed", nil) }
        #expect(throws: UsageError.badCounts("1,x")) { try ArgumentText.itemCounts("1,x") }
        #expect(try ArgumentText.itemCounts("1,2") == [1, 2])
        #expect(throws: UsageError.tooManyItems(option: "--counts (sections)", limit: 1_000, got: "1001")) {
            try ArgumentText.itemCounts(Array(repeating: "0", count: 1_001).joined(separator: ","))
        }
        #expect(throws: UsageError.tooManyItems(option: "--counts (items in all)", limit: 100_000_000, got: "100000001")) {
            try ArgumentText.itemCounts((Array(repeating: "10000000", count: 10) + ["1"]).joined(separator: ","))
        }
        #expect(throws: UsageError.negativeItems(-1)) { try ArgumentText.checkItemsPerSection(-1) }
        #expect(throws: UsageError.tooManyItems(option: "--items", limit: 10_000_000, got: "10000001")) {
            try ArgumentText.checkItemsPerSection(10_000_001)
        }
        #expect(throws: UsageError.unknownRelease("12")) { try ArgumentText.release("12") }
    }

    @Test func aRectOptionIsReadIntoASelection() throws {
        #expect(
            try ElementSelection(rect: "0,50,400,30", scrollOffset: 12)
                == ElementSelection(rect: Rect(x: 0, y: 50, width: 400, height: 30), scrollOffset: 12))
        #expect(throws: UsageError.badRect("1,2,3")) { try ElementSelection(rect: "1,2,3", scrollOffset: nil) }
    }
}
