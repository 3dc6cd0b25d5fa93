import CatalogTestSupport
import Foundation
import LayoutEngine
import LayoutModel
import Testing

@testable import CatalogService

/// `compare` on recorded fixtures (Fixtures/Recordings): each recording's frames were derived by
/// hand from the issue 9 evidence (the arithmetic is in its `derivation` key), so a recording that
/// agrees shows the resolver follows the device, and an edited one must be caught and blamed on
/// the right rule.
@Suite struct CompareTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Recordings")

    static let evidence = [
        "evidence-carousel", "evidence-section-insets", "evidence-count-group", "evidence-group-badge",
        "evidence-empty-section", "evidence-snapping-3x", "evidence-snapping-2x", "evidence-inset-grouped", "self-sizing",
    ]

    /// A catalog holding the fixture layouts.
    static func catalog(_ dir: TemporaryDirectory) throws -> Catalog {
        let catalog = try AddLayoutsTests.catalog(dir)
        let documents = try evidence.map { name in
            SourceDocument(path: "\(name).yaml", text: try String(contentsOf: fixtures.appendingPathComponent("\(name).yaml"), encoding: .utf8))
        }
        _ = try catalog.add(documents, author: "test", message: nil)
        return catalog
    }

    static func recording(_ name: String) -> String { fixtures.appendingPathComponent("\(name).json").path }

    /// Writes `text` into `dir` as a recording.
    static func write(_ text: String, _ name: String, in dir: TemporaryDirectory) throws -> String {
        let path = dir.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A fixture with `edit` applied to its text.
    static func edited(_ name: String, in dir: TemporaryDirectory, _ edit: (String) -> String) throws -> String {
        let text = try String(contentsOfFile: recording(name), encoding: .utf8)
        let changed = edit(text)
        #expect(changed != text, "the edit did not apply to \(name)")
        return try write(changed, "\(name)-edited.json", in: dir)
    }

    @Test(arguments: evidence)
    func theEvidenceAgreesWithTheCatalog(name: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: name), recordingPath: Self.recording(name))
        #expect(comparison.disagreements.isEmpty, "\(name): \(comparison.disagreements)")
        #expect(!comparison.contentSizeDiffers, "\(name): content \(comparison.catalog.contentSize)")
        #expect(comparison.agrees)
        #expect(comparison.agreeingCount == comparison.recording.elements.count)
        // Every recording has a scale, so the catalog's side is snapped, as the device is.
        #expect(comparison.catalog.snapping == .snapped)
        #expect(comparison.notes.isEmpty, "\(comparison.notes)")
    }

    @Test func theProbesOwnShapeIsReadWithTheDeviceItRanOn() throws {
        let json = try Data(contentsOf: URL(fileURLWithPath: Self.recording("evidence-carousel")))
        let recording = try DeviceRecording(json: json, path: "carousel.json")
        #expect(recording.layout == "evidence-carousel@1")
        #expect(recording.environment.deviceModel == "iPhone15,4")
        #expect(recording.environment.systemVersion == "17.5")
        let environment = recording.environment.layout
        #expect(environment.width == 393 && environment.height == 852 && environment.displayScale == 3)
        #expect(environment.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(environment.readableContentWidth == 361)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .regular)
        #expect(environment.userInterfaceIdiom == .phone)
        #expect(recording.itemCounts == [3])
        #expect(recording.contentSize == Extent(width: 393, height: 160))
        #expect(recording.elements.map(\.indexPath) == (0..<3).map { ElementIndexPath(section: 0, item: $0) })
    }

    /// The frames rules version 1 gives on iOS 17 (the group measured 393 − 40 = 353 × 0.9 =
    /// 317.7 = 953.1 px → 953 px, items (953 − 60) / 3 = 297.667 px → 297 px = 99 at x 60 px,
    /// 60 + 297 + 30 = 387 px = 129, 714 px = 238), recorded as if a device had shown them.
    @Test func anOrthogonalRowThatDisagreesNamesTheOrthogonalRule() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-carousel", in: dir) { text in
            text.replacingOccurrences(of: "\"width\":111,", with: "\"width\":99,")
                .replacingOccurrences(of: "\"x\":141,", with: "\"x\":129,")
                .replacingOccurrences(of: "\"x\":262,", with: "\"x\":238,")
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-carousel"), recordingPath: path)
        #expect(!comparison.agrees)
        #expect(comparison.disagreements.count == 3)
        for (item, d) in comparison.disagreements.enumerated() {
            #expect(d.kind == .frame)
            #expect(d.indexPath == ElementIndexPath(section: 0, item: item))
            #expect(d.rule == .orthogonalGroupLength)
            #expect(d.rule.section == "Dimensions (§2)")
        }
        // Item 2: 262 in the catalog, 238 recorded: 24 pt apart.
        #expect(abs(comparison.disagreements[2].largestDifference - 24) < 1e-9)
        #expect(comparison.agreeingCount == 0)
    }

    /// Rounding each exact position instead of chaining snapped frames puts the fourth item at
    /// 3 × 110.25 = 330.75 → 992.25 px → 992 px = 330.6667 instead of 331: a third of a point,
    /// one pixel at @3x, over the tolerance and blamed on snapping.
    @Test func aOnePixelDifferenceIsBlamedOnSnapping() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-snapping-3x", in: dir) { $0.replacingOccurrences(of: "\"x\":331,", with: "\"x\":330.6666666666667,") }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-snapping-3x"), recordingPath: path)
        let d = try #require(comparison.disagreements.first)
        #expect(comparison.disagreements.count == 1)
        #expect(d.indexPath == ElementIndexPath(section: 0, item: 3))
        #expect(d.rule == .pixelSnapping)
        #expect(abs(d.largestDifference - 1.0 / 3) < 1e-9)
        // A tolerance of half a point lets it through.
        let lenient = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-snapping-3x"), recordingPath: path, tolerance: 0.5)
        #expect(lenient.agrees)
    }

    /// The iPhone 8 row as iOS 14 drew it, but labelled iOS 16: the catalog floors for 16 (the
    /// release it chose as the first that floors), so items 1–4 disagree — widths 74.9625 px →
    /// 74 px = 37 against the device's 37.5, x 121, 205.5, 289.5 against 121.5, 206, 290.5 —
    /// while every frame agrees with the rounding rule: the recording settles the choice.
    @Test func aRecordingFromTheOtherSideOfTheChosenSwitchSaysSo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-snapping-2x", in: dir) {
            $0.replacingOccurrences(of: "\"systemVersion\":\"14.4\"", with: "\"systemVersion\":\"16.0\"")
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-snapping-2x"), recordingPath: path)
        #expect(comparison.catalog.snappingRule == .floorFractions)
        #expect(comparison.disagreements.map(\.indexPath.item) == [1, 2, 3, 4])
        #expect(comparison.notes == [.otherSnappingRuleAgrees(release: IOSVersion(16, 0), rule: .floorFractions, other: .roundEachFrame)])
    }

    /// A recording that does not name its release is compared as the newest release snaps, and
    /// says so; one in `resolve --format json`'s shape names it with `iOS`.
    @Test func theReleaseComesFromTheRecordingOrIsAssumed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let unnamed = try Self.edited("evidence-snapping-3x", in: dir) {
            $0.replacingOccurrences(of: ",\"systemName\":\"iOS\",\"systemVersion\":\"17.5\"", with: "")
        }
        let assumed = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-snapping-3x"), recordingPath: unnamed)
        #expect(assumed.agrees)
        #expect(assumed.notes == [.noRelease(assumed: .newest)])

        let resolved = try Self.write(
            try String(contentsOfFile: unnamed, encoding: .utf8).replacingOccurrences(
                of: "\"displayScale\":3", with: "\"displayScale\":3,\"iOS\":\"17\""),
            "resolved.json", in: dir)
        let named = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-snapping-3x"), recordingPath: resolved)
        #expect(named.catalog.environment.iOSVersion == IOSVersion(17))
        #expect(named.notes.isEmpty)
    }

    /// Rules version 1 gave the count group's items 1/3 × 300 = 100 tall.
    @Test func countGroupHeightsNameTheCountRule() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-count-group", in: dir) {
            $0.replacingOccurrences(of: "\"width\":92,\"height\":92", with: "\"width\":92,\"height\":100")
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-count-group"), recordingPath: path)
        #expect(comparison.disagreements.map(\.rule) == Array(repeating: .countGroup, count: 3))
    }

    /// Rules version 1 anchored the badge to the whole group: x = 393 − 24 + 24 = 393.
    @Test func aGroupBadgeNamesTheGroupSupplementaryRule() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-group-badge", in: dir) { $0.replacingOccurrences(of: "\"x\":363,", with: "\"x\":393,") }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-group-badge"), recordingPath: path)
        let d = try #require(comparison.disagreements.first)
        #expect(comparison.disagreements.count == 1)
        #expect(d.category == .supplementary && d.elementKind == "badge")
        #expect(d.device?.frame == Rect(x: 393, y: 30, width: 24, height: 40))
        #expect(d.catalog?.frame == Rect(x: 363, y: 30, width: 24, height: 40))
        #expect(d.rule == .groupSupplementary)
    }

    /// Rules version 1 applied the insets to the empty section: footer at 40 + 10 + 20 = 70, content 100.
    @Test func anEmptySectionNamesTheEmptySectionRuleAndTheContentSize() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-empty-section", in: dir) { text in
            text.replacingOccurrences(of: "\"y\":40,\"width\":393,\"height\":30", with: "\"y\":70,\"width\":393,\"height\":30")
                .replacingOccurrences(of: "\"contentSize\": {\"width\":393,\"height\":70}", with: "\"contentSize\": {\"width\":393,\"height\":100}")
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-empty-section"), recordingPath: path)
        #expect(comparison.disagreements.map(\.rule) == [.emptySection])
        #expect(comparison.disagreements.first?.elementKind == "footer")
        #expect(comparison.contentSizeDiffers)
    }

    @Test func missingElementsOnEitherSideAreReported() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // The device reported item 2 of 3 missing, and a decoration the catalog does not have.
        let path = try Self.edited("evidence-count-group", in: dir) { text in
            text.replacingOccurrences(
                of:
                    ",\n    {\"category\":\"cell\",\"elementKind\":null,\"indexPath\":[0,2],\"frame\":{\"x\":208,\"y\":0,\"width\":92,\"height\":92},\"zIndex\":0}",
                with:
                    ",\n    {\"category\":\"decoration\",\"elementKind\":\"background\",\"indexPath\":[0,0],\"frame\":{\"x\":0,\"y\":0,\"width\":300,\"height\":100},\"zIndex\":-1}"
            )
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-count-group"), recordingPath: path)
        #expect(comparison.disagreements.map(\.kind) == [.missingOnDevice, .missingInCatalog])
        #expect(comparison.disagreements[0].indexPath == ElementIndexPath(section: 0, item: 2))
        #expect(comparison.disagreements[0].catalog?.frame == Rect(x: 208, y: 0, width: 92, height: 92))
        #expect(comparison.disagreements[0].rule == .itemCounts)
        #expect(comparison.disagreements[1].category == .decoration)
        #expect(comparison.disagreements[1].rule == .decorations)
        #expect(comparison.agreeingCount == 2)
    }

    @Test func aZIndexDifferenceIsADisagreement() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-group-badge", in: dir) {
            $0.replacingOccurrences(of: "\"height\":40},\"zIndex\":1}", with: "\"height\":40},\"zIndex\":0}")
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-group-badge"), recordingPath: path)
        #expect(comparison.disagreements.map(\.kind) == [.zIndex])
        #expect(comparison.disagreements.first?.rule == .zIndex)
    }

    /// Without the measured height, row 1 would be the estimate's 44 and row 2 at 88: the
    /// recording's measurements reach the resolver.
    @Test func measuredSizesFromTheDeviceAreUsed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("self-sizing", in: dir) { $0.replacingOccurrences(of: "\"measuredItems\":[", with: "\"unused\":[") }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "self-sizing"), recordingPath: path)
        #expect(comparison.disagreements.map(\.indexPath) == [ElementIndexPath(section: 0, item: 1), ElementIndexPath(section: 0, item: 2)])
        #expect(comparison.disagreements.first?.catalog?.frame == Rect(x: 0, y: 44, width: 320, height: 44))
        #expect(comparison.disagreements.allSatisfy { $0.rule == .estimatedSizes })
    }

    @Test func aRecordingOfAnotherRevisionIsNoted() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try Self.edited("evidence-count-group", in: dir) { text in
            text.replacingOccurrences(
                of: "\"layout\": \"evidence-count-group@1\",", with: "\"layout\": \"evidence-count-group@7\", \"contentHash\": \"abc\",")
        }
        let comparison = try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-count-group"), recordingPath: path)
        #expect(comparison.agrees)
        #expect(comparison.notes.count == 2)
        #expect(comparison.notes.first == .otherLayout(recorded: "evidence-count-group@7", compared: "evidence-count-group@1"))
    }

    /// Each message names the file, the line and column of the value at fault, its path and
    /// what is wrong. Columns count characters from 1: in `{"environment": {"width": 0`, the 0
    /// is the 27th character.
    @Test(arguments: [
        // Not JSON: named where strict JSON stops and why: the first character here (`n` does
        // not begin `null`); and the 15th after a text of 14 that ends where a list's first
        // value is due.
        ("not json", "bad.json:1:1: not a device recording: not JSON: expected a value (this document is read as JSON only)"),
        (
            "{\"elements\": [",
            "bad.json:1:15: not a device recording: not JSON: the document ends where a value is expected (this document is read as JSON only)"
        ),
        ("{\"elements\": []}", "bad.json:1:1: not a device recording: missing key 'environment'"),
        (
            "{\"environment\": {\"width\": 0, \"height\": 10}, \"elements\": []}",
            "bad.json:1:27: not a device recording: environment.width: must be a positive number"
        ),
        (
            "{\"environment\": {\"width\": 10, \"height\": 10}, \"elements\": [{\"category\": \"cel\", \"indexPath\": [0, 0], \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
            "bad.json:1:72: not a device recording: elements[0].category: expected cell, supplementary or decoration, got 'cel'"
        ),
        (
            "{\"environment\": {\"width\": 10, \"height\": 10}, \"elements\": [{\"category\": \"cell\", \"indexPath\": [0], \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}",
            "bad.json:1:93: not a device recording: elements[0].indexPath: expected [section, item] with two non-negative integers"
        ),
        (
            "{\"environment\": {\"width\": 10, \"height\": 10}, \"elements\": [{\"category\": \"cell\", \"indexPath\": [0, 0], \"frame\": {\"x\": \"0\", \"y\": 0, \"width\": 1, \"height\": 1}}]}",
            "bad.json:1:116: not a device recording: elements[0].frame.x: expected a number, got the string \"0\""
        ),
        (
            "{\"environment\": {\"width\": 10, \"height\": 10, \"displayScale\": -2}, \"elements\": []}",
            "bad.json:1:61: not a device recording: environment.displayScale: must be a positive number"
        ),
    ])
    func badRecordingsSayWhereAndWhat(text: String, message: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try Self.catalog(dir)
        let path = try Self.write(text, "bad.json", in: dir)
        #expect {
            try catalog.compare(RevisionReference(parsing: "evidence-count-group"), recordingPath: path)
        } throws: { error in
            let description = "\(error)".replacingOccurrences(of: dir.path("bad.json"), with: "bad.json")
            #expect(description == message)
            return description == message
        }
    }

    @Test func aMissingRecordingCannotBeRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(throws: ServiceError.self) {
            try Self.catalog(dir).compare(RevisionReference(parsing: "evidence-count-group"), recordingPath: dir.path("nowhere.json"))
        }
    }
}
