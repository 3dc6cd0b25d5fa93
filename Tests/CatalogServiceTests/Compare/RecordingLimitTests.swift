import CatalogTestSupport
import Foundation
import Testing

@testable import CatalogService

#if canImport(Glibc)
    import Glibc
#endif

/// A recording gets the limits a definition has (issue 22): a 165-byte file naming item
/// `Int.max` stopped the process on an overflow, a section index of 2e9 allocated 8.5 GB, item
/// counts of 50,000,000 ran past a minute, and a 243 MB file was read whole. Each is refused
/// before anything is built, at the line and column of the value.
@Suite struct RecordingLimitTests {
    /// A recording with one cell whose index path is written `indexPath`, and `extra` keys.
    static func recording(
        indexPath: String = "[0, 0]", frame: String = "{\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}",
        extra: String = ""
    ) -> String {
        "{\"environment\": {\"width\": 393, \"height\": 852}, \(extra)\"elements\": [{\"category\": \"cell\", \"indexPath\": \(indexPath), \"frame\": \(frame)}]}"
    }

    /// The message a recording's text is refused with, the file named `rec.json`.
    static func refusal(_ text: String) -> String? {
        do {
            _ = try DeviceRecording(json: Data(text.utf8), path: "rec.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// The 1-based column of the first occurrence of `needle` on the one line of `text`.
    static func column(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return 0 }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    @Test func anItemIndexOfIntMaxIsRefusedNotTrapped() {
        // 9223372036854775807 has no exact Double, so it is not a whole number in range; one
        // past the item limit is refused by the limit.
        let huge = Self.recording(indexPath: "[0, 9223372036854775807]")
        #expect(
            Self.refusal(huge) == "rec.json:1:\(Self.column(of: "9223372036854775807", in: huge)): not a device recording: "
                + "elements[0].indexPath[1]: expected a whole number in range, got the number 9223372036854775807")
        let past = Self.recording(indexPath: "[0, 100000]")
        #expect(
            Self.refusal(past) == "rec.json:1:\(Self.column(of: "100000", in: past)): not a device recording: "
                + "elements[0].indexPath[1]: an item index is 0 to 99999, got 100000")
    }

    @Test func aSectionIndexPastTheLimitIsRefusedBeforeAnyCountIsMade() {
        let text = Self.recording(indexPath: "[2000000000, 0]")
        #expect(
            Self.refusal(text) == "rec.json:1:\(Self.column(of: "2000000000", in: text)): not a device recording: "
                + "elements[0].indexPath[0]: a section index is 0 to 999, got 2000000000")
    }

    @Test func itemCountsAreBoundedInAll() {
        let fifty = Self.recording(extra: "\"data\": {\"itemCounts\": [50000000]}, ")
        #expect(
            Self.refusal(fifty) == "rec.json:1:\(Self.column(of: "50000000", in: fifty)): not a device recording: "
                + "data.itemCounts[0]: at most 100000 items in all sections, got 50000000 here after 0 before it")
        // 60,000 + 50,000 = 110,000 > 100,000: the second count passes the limit.
        let two = Self.recording(extra: "\"data\": {\"itemCounts\": [60000, 50000]}, ")
        #expect(
            Self.refusal(two) == "rec.json:1:\(Self.column(of: "50000]", in: two)): not a device recording: "
                + "data.itemCounts[1]: at most 100000 items in all sections, got 50000 here after 60000 before it")
        let negative = Self.recording(extra: "\"data\": {\"itemCounts\": [-1]}, ")
        #expect(
            Self.refusal(negative) == "rec.json:1:\(Self.column(of: "-1", in: negative)): not a device recording: "
                + "data.itemCounts[0]: counts cannot be negative")
        // 1,001 sections of 0 items.
        let sections = Self.recording(extra: "\"data\": {\"itemCounts\": [\(Array(repeating: "0", count: 1_001).joined(separator: ","))]}, ")
        #expect(
            Self.refusal(sections) == "rec.json:1:\(Self.column(of: "[0,", in: sections)): not a device recording: "
                + "data.itemCounts: at most 1000 sections, got 1001")
        // Within the limits, the counts are the recording's: 60,000 + 40,000 = 100,000 exactly.
        let within = try? DeviceRecording(json: Data(Self.recording(extra: "\"data\": {\"itemCounts\": [60000, 40000]}, ").utf8), path: "rec.json")
        #expect(within?.itemCounts == [60_000, 40_000])
    }

    @Test func countsDerivedFromTheCellsAreBoundedToo() {
        // Without itemCounts, the counts are one past each section's largest item: 99,999 + 1
        // in two sections is 200,000 items, twice the limit.
        let cell = { (section: Int) in
            "{\"category\": \"cell\", \"indexPath\": [\(section), 99999], \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}"
        }
        let text = "{\"environment\": {\"width\": 393, \"height\": 852}, \"elements\": [\(cell(0)), \(cell(1))]}"
        #expect(
            Self.refusal(text) == "rec.json:1:\(Self.column(of: "[{", in: text)): not a device recording: "
                + "elements: the cells' index paths make 200000 items in all, for at most 100000; record data.itemCounts")
    }

    @Test func numbersAreFiniteAndInRange() {
        let far = Self.recording(frame: "{\"x\": 10000000000, \"y\": 0, \"width\": 1, \"height\": 1}")
        #expect(
            Self.refusal(far) == "rec.json:1:\(Self.column(of: "10000000000", in: far)): not a device recording: "
                + "elements[0].frame.x: must be -1000000000 to 1000000000, got 10000000000")
        let infinite = Self.recording(frame: "{\"x\": 0, \"y\": 1e999, \"width\": 1, \"height\": 1}")
        #expect(
            Self.refusal(infinite) == "rec.json:1:\(Self.column(of: "1e999", in: infinite)): not a device recording: "
                + "elements[0].frame.y: must be a finite number")
        let wide = "{\"environment\": {\"width\": 2000000, \"height\": 852}, \"elements\": []}"
        #expect(Self.refusal(wide) == "rec.json:1:27: not a device recording: environment.width: must be 0 to 1000000, got 2000000")
        let scale = "{\"environment\": {\"width\": 393, \"height\": 852, \"displayScale\": 1e300}, \"elements\": []}"
        #expect(
            Self.refusal(scale) == "rec.json:1:\(Self.column(of: "1e300", in: scale)): not a device recording: "
                + "environment.displayScale: must be 0 to 10, got 1e+300")
    }

    @Test func stringsAreBounded() {
        let name = String(repeating: "x", count: 257)
        let text = "{\"environment\": {\"width\": 393, \"height\": 852, \"deviceName\": \"\(name)\"}, \"elements\": []}"
        #expect(
            Self.refusal(text) == "rec.json:1:\(Self.column(of: "\"xxx", in: text)): not a device recording: "
                + "environment.deviceName: at most 256 characters, got 257")
        let kind = String(repeating: "k", count: 129)
        let element =
            "{\"environment\": {\"width\": 393, \"height\": 852}, \"elements\": [{\"category\": \"supplementary\", \"elementKind\": \"\(kind)\", "
            + "\"indexPath\": [0, 0], \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]}"
        #expect(
            Self.refusal(element) == "rec.json:1:\(Self.column(of: "\"kkk", in: element)): not a device recording: "
                + "elements[0].elementKind: at most 128 characters, got 129")
    }

    @Test func theFileIsRefusedBeforeItIsRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let catalog = try AddLayoutsTests.catalog(dir)
        // One byte over 32 MiB, sparse: the size is read from the handle, nothing else.
        let large = dir.path("large.json")
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
        try handle.truncate(atOffset: 32 << 20 + 1)
        try handle.close()
        #expect {
            try catalog.compare(RevisionReference(parsing: "grid"), recordingPath: large)
        } throws: { error in
            "\(error)" == "\(large): cannot read: the file is 33554433 bytes; at most 33554432 are read"
        }
        // A named pipe blocked the reader until a writer came; it is refused by what it is.
        let pipe = dir.path("pipe.json")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect {
            try catalog.compare(RevisionReference(parsing: "grid"), recordingPath: pipe)
        } throws: { error in
            "\(error)" == "\(pipe): cannot read: a named pipe (FIFO), not a regular file; only regular files are read"
        }
    }
}
