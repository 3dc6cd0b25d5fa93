import CatalogTestSupport
import Testing

@testable import CatalogPresentation
@testable import CatalogService

/// `catalog list` writes its table from the listing's bytes; what it prints is the table of the
/// summaries' values as strings.
@Suite struct LayoutSummaryPrinterTests {
    static func printed(_ layouts: [LayoutSummary], terminal: Terminal = .plain) -> String {
        let target = OutputTarget.memory()
        let console = Console(terminal: terminal, output: target, errors: .memory())
        LayoutSummaryPrinter.write(LayoutSummaries(layouts), filtered: false, on: console)
        console.flush()
        return target.text
    }

    /// Widths by hand: NAME 13 (`old (removed)`), TITLE 9 (two wide characters, a space and
    /// four letters), REVS 4 (its title, numbers to the right), HEAD 4, AUTHOR capped at 24 (a
    /// 28-character name cut to 23 and `…`), CHANGED 16, TAGS 7 (`, apple`: an empty tag first);
    /// two spaces between columns and none at the end of a line.
    @Test func theTableReadsAsWorkedOutByHand() {
        let layouts = [
            LayoutSummary(
                name: "grid", title: "网格 Grid", summary: nil, tags: ["", "apple"], revisionCount: 3, headRevision: 3, headHash: "ab",
                lastAuthor: "Ann Lee", lastChanged: "2026-11-28T07:03:18.795Z", isArchived: false),
            LayoutSummary(
                name: "old", title: nil, summary: "gone", tags: [], revisionCount: 12, headRevision: 12, headHash: "cd",
                lastAuthor: "A very long author name here", lastChanged: "2026-11-27T00:00:00.000Z", isArchived: true),
        ]
        #expect(
            Self.printed(layouts) == """
                NAME           TITLE      REVS  HEAD  AUTHOR                    CHANGED           TAGS
                grid           网格 Grid     3  @3    Ann Lee                   2026-11-28 07:03  , apple
                old (removed)               12  @12   A very long author name…  2026-11-27 00:00

                """)
        #expect(Self.printed([]) == "The catalog is empty.\n")
    }

    /// The values as the table of strings had them, before the listing was written from bytes.
    static func stringValues(_ layouts: [LayoutSummary]) -> [String] {
        layouts.flatMap { layout in
            [
                layout.isArchived ? "\(layout.name) (removed)" : layout.name, layout.title ?? "", String(layout.revisionCount),
                "@\(layout.headRevision)", layout.lastAuthor, LayoutSummaryPrinter.minute(layout.lastChanged), layout.tags.joined(separator: ", "),
            ]
        }
    }

    @Test func bytesPrintWhatStringsPrintForAnyText() {
        let texts = [
            "grid", "", "a\tb", "line\nbreak", "网格", "café ☕", "e\u{301}", "\u{1B}[31mred", "  padded  ", "quote\"d",
            String(repeating: "w", count: 60), "\u{202E}bidi",
        ]
        var generator = SplitMix64(seed: 20)
        var layouts: [LayoutSummary] = []
        for index in 0..<200 {
            func pick() -> String { texts.randomElement(using: &generator) ?? "" }
            let number = Int.random(in: 1...1200, using: &generator)
            layouts.append(
                LayoutSummary(
                    name: "\(pick())-\(index)", title: Bool.random(using: &generator) ? nil : pick(), summary: nil,
                    tags: (0..<Int.random(in: 0...3, using: &generator)).map { _ in pick() }, revisionCount: number, headRevision: number,
                    headHash: "h", lastAuthor: pick(), lastChanged: "2026-0\(index % 9 + 1)-1\(index % 10)T0\(index % 10):00:00.000Z",
                    isArchived: index % 7 == 0))
        }
        for terminal in [Terminal.plain, Terminal(outputIsTerminal: true, width: 80), Terminal(outputIsTerminal: true, charset: .ascii, width: 40)] {
            let target = OutputTarget.memory()
            let console = Console(terminal: terminal, output: target, errors: .memory())
            console.table(
                [
                    .init("NAME"), .init("TITLE", maxWidth: 40), .init("REVS", alignment: .right), .init("HEAD"),
                    .init("AUTHOR", maxWidth: 24), .init("CHANGED"), .init("TAGS"),
                ], values: Self.stringValues(layouts))
            console.flush()
            #expect(Self.printed(layouts, terminal: terminal) == target.text)
        }
    }
}
