import Foundation
import Testing

@testable import LayoutModel

/// The canonical form: sorted keys, defaults omitted, one spelling per value; decoding it gives
/// the same model back.
@Suite struct CanonicalFormTests {
    /// Hand-written canonical text of `Fixtures.twoColumn`.
    static let twoColumnCanonical =
        #"{"name":"two-column-grid","section":{"contentInsets":{"leading":10,"trailing":10},"group":{"count":2,"interItemSpacing":"fixed(10)","layout":"horizontal","size":{"height":"absolute(44)","width":"fractionalWidth(1)"},"subitem":{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}},"interGroupSpacing":10}}"#

    @Test func canonicalTextHasSortedKeysAndOneSpellingPerValue() throws {
        let definition = try #require(Doc.definition(Fixtures.twoColumn))
        #expect(definition.canonicalText == Self.twoColumnCanonical)
    }

    @Test func explicitDefaultsAreOmitted() throws {
        let verbose = """
            format: 1
            name: two-column-grid
            title: ~
            tags: []
            configuration:
              scrollDirection: vertical
              interSectionSpacing: 0
              contentInsetsReference: safeArea
              boundarySupplementaryItems: []
            section:
              interGroupSpacing: 10
              contentInsets: {top: 0, leading: 10, bottom: 0, trailing: 10}
              contentInsetsReference: automatic
              supplementaryContentInsetsReference: automatic
              orthogonalScrollingBehavior: none
              boundarySupplementaryItems: []
              decorationItems: []
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: absolute(44)}
                contentInsets: 0
                edgeSpacing: {}
                supplementaryItems: []
                subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(1.0)}, contentInsets: {top: 0}, edgeSpacing: {}}}
                count: 2
                interItemSpacing: fixed(10)
            """
        let definition = try #require(Doc.definition(verbose))
        #expect(definition.canonicalText == Self.twoColumnCanonical)
    }

    @Test func defaultsOfSupplementaryBoundaryAndDecorationItemsAreOmitted() throws {
        let document = """
            name: d
            section:
              list: {appearance: plain, headerMode: none, footerMode: none}
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top, offset: [0, 0], extendsBoundary: true, pinToVisibleBounds: false, zIndex: 1, contentInsets: 0}
              decorationItems:
                - {elementKind: bg, contentInsets: 0, zIndex: 0}
            """
        let definition = try #require(Doc.definition(document))
        #expect(
            definition.canonicalText
                == #"{"name":"d","section":{"boundarySupplementaryItems":[{"alignment":"top","elementKind":"h","size":{"height":"absolute(40)","width":"fractionalWidth(1)"}}],"decorationItems":[{"elementKind":"bg"}],"list":{}}}"#
        )
    }

    @Test func numbersAreWrittenCanonically() throws {
        let document = """
            name: numbers
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(0.85), height: absolute(44.0)}
                subitems:
                  - item:
                      size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}
                      supplementaryItems:
                        - {elementKind: b, size: {width: absolute(20), height: absolute(20)}, containerAnchor: {edges: [top], absoluteOffset: [-0, 5]}}
            """
        let text = try #require(Doc.definition(document)).canonicalText
        #expect(text.contains(#""width":"fractionalWidth(0.85)""#))
        #expect(text.contains(#""height":"absolute(44)""#))
        #expect(text.contains(#""width":"fractionalWidth(0.3333333333333333)""#))
        #expect(text.contains(#""absoluteOffset":[0,5]"#))
    }

    @Test(
        arguments: [(Double, String)]([
            (44.0, "44"), (-0.0, "0"), (0.85, "0.85"), (1.0 / 3, "0.3333333333333333"), (-3, "-3"),
            (1e-7, "1e-07"), (2.5, "2.5"), (9_007_199_254_740_991, "9007199254740991"),
        ]))
    func canonicalNumbers(_ value: Double, _ text: String) {
        #expect(CanonicalNumber.format(value) == text)
    }

    @Test func customFramesKeepExpressionsInCanonicalSpelling() throws {
        let document = """
            name: c
            section:
              group:
                layout: custom
                size: {width: fractionalWidth(1), height: absolute(120)}
                customItems: [{x: "(0)", y: 0.0, width: "( width-32 )/3", height: "height/3", zIndex: 0}]
            """
        let text = try #require(Doc.definition(document)).canonicalText
        #expect(text.contains(#"{"height":"height / 3","width":"(width - 32) / 3","x":0,"y":0}"#), "\(text)")
    }

    // MARK: Round trip

    @Test(arguments: Fixtures.validDocuments)
    func decodingTheCanonicalTextGivesTheSameModel(_ document: String) throws {
        let definition = try #require(Doc.definition(document))
        let again = try #require(Doc.definition(definition.canonicalText))
        #expect(again == definition)
        #expect(again.canonicalText == definition.canonicalText)
    }

    @Test func prettyCanonicalJSONDecodesToo() throws {
        let definition = try #require(Doc.definition(Fixtures.everythingYAML))
        #expect(Doc.definition(definition.canonicalJSON.prettyText) == definition)
    }

    // MARK: Hash

    static let blockStyle = """
        name: hashed
        tags: [b, a]
        section:
          contentInsets: 10
          group:
            layout: horizontal
            size:
              width: fractionalWidth(0.5)
              height: absolute(44)
            subitems:
              - item:
                  size: {width: fractionalWidth(1), height: fractionalHeight(1)}
        """

    static let flowStyle = """
        section: {group: {subitems: [{item: {size: {height: {fractionalHeight: 1}, width: {fractionalWidth: 1.0}}}}], size: {height: {absolute: 44.0}, width: {fractionalWidth: 0.5}}, layout: horizontal}, contentInsets: {top: 10, leading: 10, bottom: 10, trailing: 10}}
        tags: [a, b, a]
        name: hashed
        """

    @Test func differentlyFormattedDocumentsOfOneModelHashTheSame() throws {
        let block = try #require(Doc.definition(Self.blockStyle))
        let flow = try #require(Doc.definition(Self.flowStyle))
        #expect(block == flow)
        #expect(block.contentHash == flow.contentHash)
        let json =
            #"{"name": "hashed", "tags": ["a", "b"], "section": {"contentInsets": 10, "group": {"layout": "horizontal", "size": {"width": "fractionalWidth(0.5)", "height": "absolute(44)"}, "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}}}"#
        #expect(try #require(Doc.definition(json)).contentHash == block.contentHash)
    }

    @Test func changingOneValueChangesTheHash() throws {
        let block = try #require(Doc.definition(Self.blockStyle))
        let changed = try #require(Doc.definition(Self.blockStyle.replacingOccurrences(of: "absolute(44)", with: "absolute(45)")))
        #expect(block.contentHash != changed.contentHash)
        let retagged = try #require(Doc.definition(Self.blockStyle.replacingOccurrences(of: "[b, a]", with: "[b, c]")))
        #expect(block.contentHash != retagged.contentHash)
    }

    @Test func theHashIsTheSHA256OfTheCanonicalText() throws {
        let definition = try #require(Doc.definition(Fixtures.twoColumn))
        #expect(definition.contentHash == ContentHash.sha256(Self.twoColumnCanonical))
        #expect(definition.contentHash.count == 64)
        #expect(definition.contentHash.allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test func sha256KnownAnswers() {
        // FIPS 180-2 test vectors.
        #expect(ContentHash.sha256("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.sha256("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            ContentHash.sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(ContentHash.sha256(Data("abc".utf8)) == ContentHash.sha256("abc"))
    }

    // MARK: JSON printing

    @Test func jsonStringsAreEscaped() {
        let value = JSONValue.object(["k": .string("a\"b\\c\nd\u{01}é")])
        #expect(value.canonicalText == #"{"k":"a\"b\\c\nd\u0001é"}"#)
    }

    @Test func prettyTextIndentsObjectsAndKeepsScalarArraysOnOneLine() {
        let value = JSONValue.object(["b": .array([.number(0.3), .number(-0.3)]), "a": .object(["x": .bool(true), "y": .null])])
        #expect(value.prettyText == "{\n  \"a\": {\n    \"x\": true,\n    \"y\": null\n  },\n  \"b\": [0.3, -0.3]\n}")
    }
}
