import Testing

@testable import CodeGeneration

/// Generated function names stay unique: every layout name gives its own identifier, so
/// layouts exported into one app target never clash (`a.b`, `a__b` and `a..b` all gave
/// `makeABLayout`).
@Suite struct LayoutTypeNameTests {
    @Test func separatorsCamelCaseWouldLoseAreKept() {
        let swift = CodeGenerator(language: .swift)
        #expect(swift.functionName(forLayoutNamed: "a.b") == "makeA_dBLayout")
        #expect(swift.functionName(forLayoutNamed: "a__b") == "makeA_uuBLayout")
        #expect(swift.functionName(forLayoutNamed: "a..b") == "makeA_ddBLayout")
        #expect(swift.functionName(forLayoutNamed: "a-b") == "makeABLayout")
        #expect(swift.functionName(forLayoutNamed: "ab") == "makeAbLayout")
        // A hyphen before a word that starts with a digit is the one camel case cannot show.
        #expect(swift.functionName(forLayoutNamed: "group-8") == "makeGroup_8Layout")
        #expect(swift.functionName(forLayoutNamed: "group8") == "makeGroup8Layout")
        #expect(swift.functionName(forLayoutNamed: "feed-v2") == "makeFeedV2Layout")
        #expect(swift.functionName(forLayoutNamed: "feed-") == "makeFeed_hLayout")
        #expect(CodeGenerator(language: .objc).functionName(forLayoutNamed: "a.b") == "MakeA_dBLayout")
    }

    /// The Objective-C helpers begin with the type name, which must not begin with a digit there.
    @Test func helpersOfANameThatStartsWithADigitAreMarked() {
        #expect(LayoutCodePlan.helperPrefix(for: LayoutCodePlan.typeName(for: "9-grid")) == "Layout_n9Grid")
        #expect(LayoutCodePlan.helperPrefix(for: LayoutCodePlan.typeName(for: "layout-9-grid")) == "Layout_9Grid")
        #expect(LayoutCodePlan.helperPrefix(for: LayoutCodePlan.typeName(for: "grid")) == "Grid")
    }

    /// Every name of up to four characters over two letters, two digits and the three
    /// separators a name may use (starting with a letter or digit, as names must) gets an
    /// identifier of its own: 4 + 4·7 + 4·7² + 4·7³ = 1,600 names.
    @Test func everyShortNameGetsItsOwnIdentifier() {
        let first: [Character] = ["a", "b", "1", "2"]
        let rest: [Character] = first + ["-", "_", "."]
        var names: [String] = first.map { String($0) }
        var frontier = names
        for _ in 1..<4 {
            frontier = frontier.flatMap { name in rest.map { name + String($0) } }
            names += frontier
        }
        var seen: [String: String] = [:]
        for name in names {
            let identifier = LayoutCodePlan.typeName(for: name)
            // The type name is used after `make`/`Make`, or as the Objective-C helpers' prefix.
            let uses = [CodeGenerator(language: .swift).functionName(forLayoutNamed: name), LayoutCodePlan.helperPrefix(for: identifier)]
            for use in uses { #expect(CodeIdentifier.isValid(use), "\(name) → \(use)") }
            if let other = seen[identifier] { Issue.record("\(name) and \(other) both give \(identifier)") }
            seen[identifier] = name
        }
        #expect(names.count == 1_600)
        #expect(seen.count == names.count)
    }
}
