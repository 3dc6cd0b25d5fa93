import Testing

@testable import LayoutModel

/// Issue 12, point 5: the dataset strings echoed once per item are bounded, and datasets go
/// through the shared reader like every other document.
@Suite struct DatasetLimitTests {
    static func errors(_ text: String) -> [String] {
        DatasetDocument.check(text).errors.map { $0.formatted(file: "d.yaml") }
    }

    /// One item on line 5; `      - {id: a, title: ` is 23 characters, so the title starts at
    /// column 24.
    static func dataset(title: String = "A", id: String = "a", height: String = "74") -> String {
        "name: apps\nsections:\n  - id: main\n    items:\n      - {id: \(id), title: \(title), measured: {height: \(height)}}\n"
    }

    @Test func theBaseDatasetIsValid() {
        #expect(Self.errors(Self.dataset()) == [])
        #expect(Self.errors(Self.dataset(title: String(repeating: "t", count: 200))) == [])
    }

    @Test func longTitlesAndIdentifiersAreRefused() {
        #expect(
            Self.errors(Self.dataset(title: String(repeating: "t", count: 201)))
                == ["d.yaml:5:24: sections[0].items[0].title: must be at most 200 characters, got 201"])
        // The id starts at column 14.
        #expect(
            Self.errors(Self.dataset(id: String(repeating: "i", count: 257)))
                == ["d.yaml:5:14: sections[0].items[0].id: must be at most 256 characters, got 257"])
    }

    @Test func measuredSizesAreBounded() {
        // `A, measured: {height: ` follows the title (column 24): the height starts at column 46.
        #expect(
            Self.errors(Self.dataset(height: "2e6"))
                == ["d.yaml:5:46: sections[0].items[0].measured.height: a measured size must be a finite number from 0 to 1000000, got 2000000"])
    }

    @Test func billionLaughsIsRefused() {
        let errors = Self.errors("name: apps\nsections: []\nx:\n  " + DocumentReaderTests.billionLaughs.replacingOccurrences(of: "\n", with: "\n  "))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("the document holds more than 250000 values") == true, "\(errors)")
    }
}
