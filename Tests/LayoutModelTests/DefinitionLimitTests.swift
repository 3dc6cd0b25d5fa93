import Testing

@testable import LayoutModel

/// Issue 12: definitions that were accepted but could never resolve, unbounded strings, and
/// messages that echoed control characters. Positions are counted by hand from the documents.
@Suite struct DefinitionLimitTests {
    typealias Rules = ValidationRuleTests

    // MARK: What the resolver can never lay out (point 4)

    @Test func aCountAboveTheResolversLimitIsRefusedOnCount() {
        // countGrid puts `count:` on line 13, its value at column 12.
        #expect(
            Doc.errors(Rules.countGrid(count: "1000000000"), file: "g.yaml")
                == ["g.yaml:13:12: section.group.count: must be at most 250000 (the most items one group may hold), got 1000000000"])
        #expect(Doc.errors(Rules.countGrid(count: "250000", key: "repeatingSubitem")) == [])
    }

    @Test func countsMultiplyThroughNesting() {
        // 1000 copies of a group of 1000 items: 1,000,000 leaves in the outer template.
        let text = """
            name: nested
            section:
              group:
                layout: vertical
                size: {width: fractionalWidth(1), height: absolute(100)}
                count: 1000
                subitem:
                  group:
                    layout: horizontal
                    size: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    count: 1000
                    subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
            """
        #expect(
            Doc.errors(text, file: "n.yaml")
                == ["n.yaml:4:5: section.group: the group would hold 1000000 items, more than the limit of 250000 per group"])
        // 500 × 500 = 250,000 is exactly the limit.
        #expect(Doc.errors(text.replacingOccurrences(of: "count: 1000", with: "count: 500")) == [])
    }

    @Test func aFixedLengthGroupOfFixedLengthItemsHoldsAsManyAsFit() {
        // 1,000,000 pt of 1 pt items, no spacing: ⌊(1000000 + 0) / (1 + 0)⌋ = 1,000,000 items.
        let text = """
            name: strip
            section:
              group:
                layout: horizontal
                size: {width: absolute(1000000), height: absolute(10)}
                subitems:
                  - item: {size: {width: absolute(1), height: absolute(10)}}
            """
        #expect(
            Doc.errors(text, file: "s.yaml")
                == ["s.yaml:4:5: section.group: the group would hold 1000000 items, more than the limit of 250000 per group"])
        // 4 pt items with 1 pt gaps: ⌊(1000000 + 1) / (4 + 1)⌋ = 200,000 items, within the limit.
        let fits = text.replacingOccurrences(of: "absolute(1),", with: "absolute(4),")
            .replacingOccurrences(of: "    subitems:", with: "    interItemSpacing: fixed(1)\n    subitems:")
        #expect(Doc.errors(fits) == [])
    }

    @Test func aRowOfTinyFractionsHoldsOneOverTheFractionWhateverItsWidth() {
        // Each item takes 1e-300 of the row's own width and nothing else: ⌊1 / 1e-300⌋ items fit
        // on every device, far past the limit (fuzz seed 2, case 43613).
        let text = """
            name: dust
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitems:
                  - item: {size: {width: fractionalWidth(1e-300), height: fractionalHeight(1)}}
            """
        #expect(
            Doc.errors(text, file: "d.yaml")
                == ["d.yaml:4:5: section.group: the group would hold too many items, more than the limit of 250000 per group"])
        // 1 / 0.000002 = 500,000 items of 0.000002 × the width.
        #expect(
            Doc.errors(text.replacingOccurrences(of: "1e-300", with: "0.000002"), file: "d.yaml")
                == ["d.yaml:4:5: section.group: the group would hold 500000 items, more than the limit of 250000 per group"])
        // 1 / 0.00001 = 100,000 items: within the limit.
        #expect(Doc.errors(text.replacingOccurrences(of: "1e-300", with: "0.00001")) == [])
        // With a 1 pt gap the count depends on the width (393 pt: ⌊394 / (393e-300 + 1)⌋ = 394):
        // the resolver decides on each device.
        let gapped = text.replacingOccurrences(of: "    subitems:", with: "    interItemSpacing: fixed(1)\n    subitems:")
        #expect(Doc.errors(gapped) == [])
    }

    @Test(arguments: [
        ("width % 0", "'width % 0' divides by zero"),
        ("1/0", "'1 / 0' divides by zero"),
        ("0/0", "'0 / 0' divides by zero"),
        ("width / (3 - 3)", "'width / (3 - 3)' divides by zero"),
        // Zero for every size, though not a constant (fuzz seed 1, cases 36400, 63075, 90742).
        ("width / (height - height)", "'width / (height - height)' divides by zero"),
        ("width % (2 * width - width - width)", "'width % (2 * width - width - width)' divides by zero"),
        ("1e7 * width", "numbers in a frame must be at most 1000000 in magnitude, got 10000000"),
    ])
    func constantDivisionByZeroAndHugeNumbersInFrames(_ expression: String, _ message: String) {
        // stairs: the width expression's value starts at line 7, column 29.
        let text = Rules.stairs.replacingOccurrences(of: "\"(width - 32) / 3\"", with: "\"\(expression)\"")
        #expect(Doc.errors(text, file: "s.yaml") == ["s.yaml:7:29: section.group.customItems[0].width: \(message)"])
    }

    /// A divisor that is zero only at some sizes is the resolver's to judge: `width - 300`
    /// divides by zero on a 300-pt-wide group only.
    @Test func aDivisorZeroAtSomeSizesOnlyIsAccepted() {
        let text = Rules.stairs.replacingOccurrences(of: "\"(width - 32) / 3\"", with: "\"32 / (width - 300)\"")
        #expect(Doc.errors(text) == [])
    }

    @Test func aConstantPartThatOverflowsIsRefused() {
        // 1000000⁵⁴ = 10³²⁴ is past the largest double: infinite.
        let product = Array(repeating: "1000000", count: 54).joined(separator: " * ")
        let text = Rules.stairs.replacingOccurrences(of: "\"(width - 32) / 3\"", with: "\"width + \(product)\"")
        let errors = Doc.errors(text, file: "s.yaml")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("s.yaml:7:29: section.group.customItems[0].width: '1000000 * 1000000") == true)
        #expect(errors.first?.hasSuffix("is not a finite number") == true)
    }

    @Test func framesOfAnAbsoluteCustomGroupAreEvaluatedAsTheResolverWill() {
        let text = """
            name: fixed-custom
            section:
              group:
                layout: custom
                size: {width: absolute(200), height: absolute(100)}
                customItems:
                  - {x: "width / (height - 100)", y: 0, width: 10, height: 10}
                repeat: {count: 5, frame: {x: "100 / (i - 3)", y: 20, width: 10, height: 10}}
            """
        // height - 100 = 0 at this size, so x = 200 / 0 = ∞; and i = 3 makes 100 / 0.
        #expect(
            Doc.errors(text, file: "c.yaml") == [
                "c.yaml:7:13: section.group.customItems[0].x: x = width / (height - 100) is not a finite number with width = 200, height = 100",
                "c.yaml:8:35: section.group.repeat.frame.x: x = 100 / (i - 3) is not a finite number with width = 200, height = 100, i = 3",
            ])
        // With a fractional width the size is the device's: only the resolver can tell.
        let fractional = text.replacingOccurrences(of: "width: absolute(200)", with: "width: fractionalWidth(1)")
        #expect(Doc.errors(fractional) == [])
    }

    @Test(arguments: [
        ("absolute(44)", "estimated(1e308)", "7:47: section.group.size.height: estimated must be at most 1000000, got 1e+308"),
        ("absolute(44)", "absolute(1000001)", "7:47: section.group.size.height: absolute must be at most 1000000, got 1000001"),
        (
            "fractionalWidth(0.25)", "fractionalWidth(1001)",
            "12:25: section.group.subitems[0].item.size.width: fractionalWidth must be at most 1000, got 1001"
        ),
        ("interGroupSpacing: 10", "interGroupSpacing: 2e6", "3:22: section.interGroupSpacing: must be at most 1000000, got 2000000"),
        ("fixed(10)", "fixed(1e300)", "8:23: section.group.interItemSpacing: must be at most 1000000, got 1e+300"),
    ])
    func absurdMagnitudesAreRefused(_ old: String, _ new: String, _ expected: String) {
        #expect(Doc.errors(Rules.grid((old, new)), file: "g.yaml") == ["g.yaml:" + expected])
    }

    @Test func groupsNestAtMostSixteenDeep() {
        // Group k's keys start on line 4k at column 6k - 1 (indentation 4, then 6 more per level).
        func document(depth: Int) -> String {
            var lines = ["name: deep", "section:", "  group:"]
            for level in 1...depth {
                let pad = String(repeating: " ", count: 4 + 6 * (level - 1))
                lines.append(pad + "layout: vertical")
                lines.append(pad + "size: {width: fractionalWidth(1), height: fractionalHeight(1)}")
                lines.append(pad + "subitems:")
                lines.append(pad + (level == depth ? "  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}" : "  - group:"))
            }
            return lines.joined(separator: "\n") + "\n"
        }
        #expect(Doc.errors(document(depth: 16)) == [])
        let path = "section.group" + String(repeating: ".subitems[0].group", count: 16)
        #expect(Doc.errors(document(depth: 17), file: "d.yaml") == ["d.yaml:68:101: \(path): groups nest more than 16 deep"])
    }

    @Test func previewCountsAreBounded() {
        // The grid is 13 lines and a blank one; preview is line 14, its first count at column 24.
        #expect(
            Doc.errors(Rules.grid + "preview: {itemCounts: [10000001]}\n", file: "g.yaml")
                == ["g.yaml:14:24: preview.itemCounts[0]: at most 10000000 items per section, got 10000001"])
    }

    // MARK: Strings echoed per element (point 5)

    @Test func elementKindsAreAtMost128Characters() {
        let long = String(repeating: "k", count: 129)
        let text = Rules.kinds.replacingOccurrences(of: "elementKind: footer", with: "elementKind: \(long)")
        #expect(
            Doc.errors(text, file: "k.yaml") == [
                "k.yaml:6:21: section.boundarySupplementaryItems[1].elementKind: must be at most 128 characters, got 129"
            ])
        let fits = Rules.kinds.replacingOccurrences(of: "elementKind: footer", with: "elementKind: \(long.dropLast())")
        #expect(Doc.errors(fits) == [])
    }

    @Test func titlesSummariesAndTagsAreBounded() {
        let title = Rules.grid(("name: grid\n", "name: grid\ntitle: \(String(repeating: "t", count: 201))\n"))
        #expect(Doc.errors(title, file: "g.yaml") == ["g.yaml:2:8: title: must be at most 200 characters, got 201"])
        let tags = Rules.grid(("name: grid\n", "name: grid\ntags: [\((0..<65).map { "t\($0)" }.joined(separator: ", "))]\n"))
        #expect(Doc.errors(tags, file: "g.yaml") == ["g.yaml:2:7: tags: at most 64 tags, got 65"])
    }

    // MARK: Control characters in messages (point 7)

    @Test func controlCharactersInEchoedTextAreEscaped() {
        // A name holding a newline would otherwise print a second, forged diagnostic line.
        let name = Rules.grid(("name: grid", #"name: "grid\ng.yaml:1:1: name: fine""#))
        #expect(
            Doc.errors(name, file: "g.yaml")
                == [#"g.yaml:1:7: name: name 'grid\ng.yaml:1:1: name: fine' may only use lowercase letters, digits, '-', '_' and '.'; found '\n'"#])
        let key = Rules.grid(("name: grid\n", "name: grid\n\"bad\\u0000key\\u001B[2J\": 1\n"))
        let errors = Doc.errors(key, file: "g.yaml")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(#"g.yaml:2:1: bad\0key\u{1B}[2J: unknown key 'bad\0key\u{1B}[2J'; allowed here: "#) == true)
        #expect(errors.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func escapingCoversEveryControlCharacterAndNothingElse() {
        #expect(
            DiagnosticText.escaped("a\nb\rc\td\0e\u{1B}f\u{7F}g\u{85}h\u{2028}i\u{202E}j") == #"a\nb\rc\td\0e\u{1B}f\u{7F}g\u{85}h\u{2028}i\u{202E}j"#
        )
        #expect(DiagnosticText.escaped("plain ünïcödé → 🙂") == "plain ünïcödé → 🙂")
        #expect(DiagnosticText.excerpt(String(repeating: "x", count: 100), limit: 5) == "xxxxx… (100 characters)")
    }

    @Test func longValuesAreCutInMessages() {
        let key = String(repeating: "q", count: 10_000)
        let errors = Doc.errors(Rules.grid(("name: grid\n", "name: grid\n\(key): 1\n")))
        #expect(errors.count == 1)
        #expect((errors.first?.count ?? 0) < 400)
    }
}

/// Suggestions for misspellings only compare words of nearly the same length, so a huge
/// unknown key or value costs no edit-distance table (it was a megabyte-row table per
/// candidate, found by the fuzz harness).
@Suite struct SuggestionLengthTests {
    @Test func onlyWordsWithinTheEditLimitInLengthAreCompared() {
        #expect(Suggestion.closest(to: "widht", among: ["width", "height"]) == "width")
        #expect(Suggestion.closest(to: "wid", among: ["width"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "x", count: 1_000_000), among: ["horizontal", "vertical", "custom"]) == nil)
    }
}
