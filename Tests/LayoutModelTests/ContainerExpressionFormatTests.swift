import Foundation
import Testing

@testable import LayoutModel

/// Container arithmetic in the format: which numbers may be expressions over `container.width`
/// and `container.height`, how they are read, written canonically and refused.
@Suite struct ContainerExpressionFormatTests {
    static let yaml = """
        name: banner
        section:
          interGroupSpacing: "container.width * 0.02"
          contentInsets: {leading: "container.width * 0.05", trailing: "container.width * 0.05"}
          group:
            layout: horizontal
            size: {width: absolute("container.width * 0.9"), height: estimated(container.height / 4)}
            subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: "min(8, container.width / 50)"}}
            count: "floor(container.width / 160)"
            interItemSpacing: {flexible: "container.width / 100"}
        """

    static func section(_ definition: LayoutDefinition) throws -> Section {
        guard case .single(.section(let section)) = definition.sections else {
            Issue.record("one section expected")
            throw Unexpected()
        }
        return section
    }

    struct Unexpected: Error {}

    @Test func everyKindOfNumberReadsAsAnExpressionWithItsReferenceValue() throws {
        let definition = try #require(Doc.definition(Self.yaml))
        let section = try Self.section(definition)
        let group = try #require(section.group)
        #expect(section.interGroupSpacingExpression?.description == "container.width * 0.02")
        // The numbers beside the expressions are their values at 390 × 844.
        #expect(abs(section.interGroupSpacing - 7.8) < 1e-9)
        #expect(section.contentInsets.containerExpressions[.leading]?.description == "container.width * 0.05")
        #expect(abs(section.contentInsets.leading - 19.5) < 1e-9)
        #expect(section.contentInsets.containerExpressions[.top] == nil)
        #expect(group.size.containerExpressions[.horizontal]?.description == "container.width * 0.9")
        #expect(group.size.width == .absolute(351))
        #expect(group.size.height == .estimated(211))
        #expect(group.containerExpressions[.count]?.description == "floor(container.width / 160)")
        guard case .count(.item(let item), 2) = group.children else {
            Issue.record("a count group of 2 at the reference width, got \(group.children)")
            return
        }
        #expect(group.interItemSpacing == .flexible(3.9))
        #expect(item.contentInsets.containerExpressions.count == 4)
        #expect(abs(item.contentInsets.top - 7.8) < 1e-9)
        #expect(
            definition.containerExpressions.map(\.path.description) == [
                "section.interGroupSpacing", "section.contentInsets.leading", "section.contentInsets.trailing",
                "section.group.size.width", "section.group.size.height", "section.group.count", "section.group.interItemSpacing",
                "section.group.subitem.item.contentInsets.top", "section.group.subitem.item.contentInsets.leading",
                "section.group.subitem.item.contentInsets.bottom", "section.group.subitem.item.contentInsets.trailing",
            ])
    }

    @Test func theCanonicalFormWritesTheExpressionsAndReadsBackAsItself() throws {
        let definition = try #require(Doc.definition(Self.yaml))
        let text = definition.canonicalText
        #expect(text.contains(#""interGroupSpacing":"container.width * 0.02""#))
        #expect(text.contains(#""width":"absolute(container.width * 0.9)""#))
        #expect(text.contains(#""height":"estimated(container.height / 4)""#))
        #expect(text.contains(#""count":"floor(container.width / 160)""#))
        #expect(text.contains(#""interItemSpacing":"flexible(container.width / 100)""#))
        #expect(text.contains(#""contentInsets":"min(8, container.width / 50)""#))
        #expect(text.contains(#""contentInsets":{"leading":"container.width * 0.05","trailing":"container.width * 0.05"}"#))
        #expect(LayoutDocument.check(text, lint: false).definition == definition)
        #expect(LayoutDocument.check(definition.yamlText, lint: false).definition == definition)
        // The expression is the content: the same numbers written as plain numbers are another
        // layout.
        let plain = Self.yaml.replacingOccurrences(of: #""container.width * 0.02""#, with: "7.8")
        #expect(try #require(Doc.definition(plain)).contentHash != definition.contentHash)
    }

    @Test func theStructuralDiffShowsTheExpressionThatChanged() throws {
        let old = try #require(Doc.definition(Self.yaml))
        let new = try #require(Doc.definition(Self.yaml.replacingOccurrences(of: "container.width / 160", with: "container.width / 120")))
        let changes = DefinitionDiff.changes(from: old, to: new)
        #expect(changes.map(\.path.description) == ["section.group.count"])
    }

    /// Fractions may be over the container too (a column count from the width), and read back
    /// the way they were written; `uniformAcrossSiblings` keeps a constant.
    @Test func fractionsTakeTheContainerButUniformAcrossSiblingsDoesNot() throws {
        let text = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitems: [{item: {size: {width: fractionalWidth("1 / round(container.width / 230)"), height: fractionalHeight(1)}}}]
            """)
        let definition = try #require(Doc.definition(text))
        #expect(definition.canonicalText.contains(#""width":"fractionalWidth(1 / round(container.width / 230))""#))
        #expect(try #require(Doc.definition(definition.canonicalText)) == definition)
        #expect(try DefinitionSchemaTests.checker().check(TestJSON.parse(definition.canonicalText)) == [])
        let uniform = text.replacingOccurrences(
            of: #"fractionalWidth("1 / round(container.width / 230)")"#, with: "uniformAcrossSiblings(container.width)")
        #expect(
            Doc.errors(uniform) == [
                "layouts/test.yaml:6:38: section.group.subitems[0].item.size.width: uniformAcrossSiblings(…) takes a constant; only absolute(…), estimated(…), fractionalWidth(…) and fractionalHeight(…) may use container.width and container.height"
            ])
    }

    @Test func aMisspelledVariableIsNamedWithTheClosestOne() {
        let dimension = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: absolute(container.widht / 2), height: absolute(50)}
              subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """)
        #expect(
            Doc.errors(dimension) == [
                "layouts/test.yaml:5:19: section.group.size.width: in absolute(…): unknown variable 'container.widht'; known here: container.width, container.height, container.contentSize.width, container.contentSize.height, traitCollection.displayScale (did you mean 'container.width'?)"
            ])
        let spacing = Doc.section(
            """
            interGroupSpacing: "container.hieght / 10"
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """)
        #expect(
            Doc.errors(spacing) == [
                "layouts/test.yaml:3:22: section.interGroupSpacing: unknown variable in 'container.hieght / 10'; known here: container.width, container.height, container.contentSize.width, container.contentSize.height, traitCollection.displayScale (did you mean 'container.height'?)"
            ])
        // A string that is no expression over the container is still not a number.
        let count = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
              count: two
            """)
        #expect(Doc.errors(count) == [#"layouts/test.yaml:7:12: section.group.count: expected a number, got the string "two""#])
    }

    @Test func anExpressionUnusableInTheReferenceContainerIsRefusedAtItsPath() {
        let text = Doc.section(
            """
            contentInsets: {leading: "container.width - 400"}
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
              count: "floor(container.width / 500)"
            """)
        // 390 − 400 = −10; floor(390 / 500) = 0: each reported once, at its own path.
        #expect(
            Doc.errors(text) == [
                "layouts/test.yaml:3:28: section.contentInsets.leading: 'container.width - 400' is negative (-10) in a container of 390 × 844",
                "layouts/test.yaml:8:12: section.group.count: 'floor(container.width / 500)' gives a count of 0 in a container of 390 × 844",
            ])
        let count = Doc.section(
            """
            group:
              layout: horizontal
              size: {width: fractionalWidth(1), height: absolute(50)}
              subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
              count: "floor(container.width / 500)"
            """)
        #expect(
            Doc.errors(count) == [
                "layouts/test.yaml:7:12: section.group.count: 'floor(container.width / 500)' gives a count of 0 in a container of 390 × 844"
            ])
    }

    @Test func layoutWideHeadersCannotUseTheContainer() {
        let text = """
            name: t
            configuration:
              boundarySupplementaryItems:
                - {elementKind: header, alignment: top, size: {width: fractionalWidth(1), height: absolute("container.width / 4")}}
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
            """
        #expect(Doc.errors(text).count == 1)
        #expect(
            Doc.errors(text).first?.contains(
                "configuration.boundarySupplementaryItems[0]: a layout-wide header or footer is built before the layout has a container") == true)
    }

    /// One container expression at each place the format allows one, alone in a layout: the
    /// quick `hasContainerExpressions` walk (what export and runtime decide on) must find each
    /// one the model's full list of expressions finds.
    @Test(arguments: [
        #"interGroupSpacing: "container.width / 50""#,
        #"contentInsets: {top: "container.height / 100"}"#,
        #"boundarySupplementaryItems: [{elementKind: h, alignment: top, size: {width: fractionalWidth(1), height: absolute("container.width / 8")}}]"#,
        #"boundarySupplementaryItems: [{elementKind: h, alignment: top, size: {width: fractionalWidth(1), height: absolute(44)}, contentInsets: "container.width / 100"}]"#,
        #"decorationItems: [{elementKind: bg, contentInsets: {leading: "container.width / 100"}}]"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute("container.width / 4")}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: "floor(container.width / 100)"}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, interItemSpacing: fixed(container.width / 100), subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, contentInsets: "container.width / 100", subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, supplementaryItems: [{elementKind: b, size: {width: absolute("container.width / 20"), height: absolute(20)}, containerAnchor: {edges: [top]}}], subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: absolute("container.width / 3"), height: fractionalHeight(1)}}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: "container.width / 100"}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, supplementaryItems: [{elementKind: b, size: {width: absolute("container.width / 20"), height: absolute(20)}, containerAnchor: {edges: [top]}}]}}]}"#,
        #"group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{group: {layout: vertical, size: {width: absolute("container.width / 2"), height: fractionalHeight(1)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}}]}"#,
    ])
    func theQuickWalkFindsEveryPlaceAnExpressionMayStand(line: String) throws {
        let body =
            line.hasPrefix("group:")
            ? line
            : line
                + "\ngroup: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(50)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}"
        let definition = try #require(Doc.definition(Doc.section(body)))
        #expect(!definition.containerExpressions.isEmpty)
        #expect(definition.hasContainerExpressions)
        let section = try Self.section(definition)
        #expect(section.hasContainerExpressions)
        // The same layout with the number written out has none.
        let numbers = body.replacingOccurrences(of: #""[^"]*container\.[^"]*""#, with: "12", options: .regularExpression)
            .replacingOccurrences(of: #"\(container\.[^)]*\)"#, with: "(4)", options: .regularExpression)
        let plain = try #require(Doc.definition(Doc.section(numbers)))
        #expect(plain.containerExpressions.isEmpty)
        #expect(!plain.hasContainerExpressions)
    }
}
