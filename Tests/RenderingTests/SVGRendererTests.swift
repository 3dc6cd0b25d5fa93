import LayoutEngine
import Testing

@testable import Rendering

@Suite struct SVGRendererTests {
    /// A 200 × 100 screen: a header, two cells and a background.
    ///
    /// The drawing is 200 pt wide; the document's minimum width, 420, minus margins (2 × 24)
    /// and padding (2 × 12) leaves 348 px, so the scale is 348 / 200 = 1.74 px/pt, and the
    /// drawing's origin is (24 + 12, 24 + 48 header + 12) = (36, 84).
    static let small = LayoutPicture(
        elements: [
            SamplePictures.supplementary("header", 0, 0, Rect(x: 0, y: 0, width: 200, height: 15)),
            SamplePictures.cell(0, 0, 10, 20, 80, 30),
            SamplePictures.decoration("background", 0, Rect(x: 5, y: 18, width: 190, height: 40)),
            SamplePictures.cell(0, 1, 110, 20, 80, 30),
        ],
        contentSize: Extent(width: 200, height: 100),
        viewport: Rect(x: 0, y: 0, width: 200, height: 100))

    private func parse(_ picture: LayoutPicture, options: SVGRenderer.Options = .init()) throws -> (String, ParsedSVG) {
        let svg = SVGRenderer(options: options).render(picture)
        let parsed = try #require(ParsedSVG(svg), "not well-formed XML:\n\(svg)")
        return (svg, parsed)
    }

    private func geometry(_ node: ParsedSVG.Node) -> [String?] {
        ["x", "y", "width", "height"].map { node.attributes[$0] }
    }

    @Test func phonePictureIsWellFormedXML() throws {
        let (svg, parsed) = try parse(SamplePictures.phone)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(parsed.nodes.first?.name == "svg")
        #expect(parsed.nodes(named: "title").first?.text == "nested-groups@3 · iPhone 15 (393 × 852)")
    }

    @Test func oneRectPerElementAtScaledCoordinates() throws {
        let (_, parsed) = try parse(Self.small)
        let rects = parsed.elementRects
        #expect(rects.count == 4)
        #expect(parsed.nodes.first?.attributes["width"] == "420")
        let byPath = { (category: String, path: String) in
            rects.first { $0.attributes["data-category"] == category && $0.attributes["data-index-path"] == path }
        }
        // x = 36 + 10 × 1.74, y = 84 + 20 × 1.74, 80 × 1.74, 30 × 1.74
        #expect(try geometry(#require(byPath("cell", "0-0"))) == ["53.4", "118.8", "139.2", "52.2"])
        // x = 36 + 110 × 1.74 = 227.4
        #expect(try geometry(#require(byPath("cell", "0-1"))) == ["227.4", "118.8", "139.2", "52.2"])
        // 200 × 1.74 = 348, 15 × 1.74 = 26.1
        #expect(try geometry(#require(byPath("supplementary", "0-0"))) == ["36", "84", "348", "26.1"])
        // x = 36 + 5 × 1.74 = 44.7, y = 84 + 18 × 1.74 = 115.32, 190 × 1.74 = 330.6, 40 × 1.74 = 69.6
        #expect(try geometry(#require(byPath("decoration", "0-0"))) == ["44.7", "115.32", "330.6", "69.6"])
    }

    @Test func wideContentIsScaledDownToTheMaximumWidth() throws {
        // 1000 pt wide: the drawing gets 900 − 72 = 828 px, so 0.828 px/pt.
        let picture = LayoutPicture(
            elements: [SamplePictures.cell(0, 0, 100, 50, 250, 125.5)],
            contentSize: Extent(width: 1000, height: 500), viewport: Rect(x: 0, y: 0, width: 1000, height: 500))
        let (_, parsed) = try parse(picture)
        #expect(parsed.nodes.first?.attributes["width"] == "900")
        // 36 + 82.8, 84 + 41.4, 250 × 0.828, 125.5 × 0.828 = 103.914 → two decimals
        #expect(try geometry(#require(parsed.elementRects.first)) == ["118.8", "125.4", "207", "103.91"])
    }

    @Test func elementsArePaintedBackToFrontByZIndexThenInputOrder() throws {
        let picture = LayoutPicture(
            elements: [
                SamplePictures.supplementary("badge", 0, 1, Rect(x: 0, y: 0, width: 20, height: 20), z: 2),
                SamplePictures.cell(0, 5, 0, 0, 50, 50),
                SamplePictures.cell(0, 3, 0, 0, 50, 50),
                SamplePictures.decoration("background", 0, Rect(x: 0, y: 0, width: 100, height: 100), z: 0),
                SamplePictures.decoration("under", 1, Rect(x: 0, y: 0, width: 100, height: 100), z: -5),
                SamplePictures.cell(0, 4, 0, 0, 50, 50),
            ],
            contentSize: Extent(width: 100, height: 100), viewport: Rect(x: 0, y: 0, width: 100, height: 100))
        let (_, parsed) = try parse(picture)
        let order = parsed.elementRects.map { "\($0.attributes["data-category"] ?? "?") \($0.attributes["data-index-path"] ?? "?")" }
        #expect(
            order == [
                "decoration 1-0",  // z −5
                "decoration 0-0",  // z 0, a background: behind the cells it ties with
                "cell 0-5", "cell 0-3", "cell 0-4",  // z 0 in input order
                "supplementary 0-1",  // z 2
            ])
    }

    @Test func labelsTitlesAndKindsAreEscaped() throws {
        let tricky = "a<b & \"c\" 'd'>"
        let picture = LayoutPicture(
            elements: [
                SamplePictures.cell(0, 0, 0, 0, 400, 100),
                SamplePictures.supplementary("k<&\">", 0, 0, Rect(x: 0, y: 100, width: 400, height: 40)),
            ],
            contentSize: Extent(width: 400, height: 200), viewport: Rect(x: 0, y: 0, width: 400, height: 200),
            labels: [ElementIndexPath(section: 0, item: 0): tricky], title: "T <&\"> \u{1}")
        let (svg, parsed) = try parse(picture)
        #expect(svg.contains("a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"))
        #expect(!svg.contains(tricky))
        #expect(!svg.contains("k<&"))
        // Parsed back, the texts are the originals; the control character is written as an escape.
        #expect(parsed.texts.contains(tricky))
        #expect(parsed.texts.contains("k<&\">"))
        #expect(parsed.nodes(named: "title").first?.text == "T <&\"> \\u{1}")
        #expect(parsed.nodes(named: "rect").contains { $0.attributes["data-kind"] == "k<&\">" })
    }

    @Test func sameInputSameBytes() {
        var labels: [ElementIndexPath: String] = [:]
        for item in 0..<20 { labels[ElementIndexPath(section: 2, item: item)] = "row \(item)" }
        var reversed: [ElementIndexPath: String] = [:]
        for item in (0..<20).reversed() { reversed[ElementIndexPath(section: 2, item: item)] = "row \(item)" }
        var first = SamplePictures.phone
        var second = SamplePictures.phone
        first.labels.merge(labels) { $1 }
        second.labels.merge(reversed) { $1 }
        let renderer = SVGRenderer()
        let output = renderer.render(first)
        #expect(output == renderer.render(first))
        #expect(output == renderer.render(second))
        #expect(output.contains("row 7"))
    }

    @Test func numbersHaveAtMostTwoDecimals() throws {
        let (svg, _) = try parse(SamplePictures.phone)
        var digitsAfterPoint = 0
        var longest = 0
        var afterPoint = false
        for character in svg {
            if character == "." {
                afterPoint = true
                digitsAfterPoint = 0
            } else if afterPoint, character.isASCII, character.isNumber {
                digitsAfterPoint += 1
                longest = max(longest, digitsAfterPoint)
            } else {
                afterPoint = false
            }
        }
        #expect(longest == 2)  // there are fractional numbers, and none longer
        #expect(SVGNumber.format(103.914) == "103.91")
        #expect(SVGNumber.format(2.5) == "2.5")
        #expect(SVGNumber.format(-0.001) == "0")
        #expect(SVGNumber.format(-0.125) == "-0.13")  // exact in binary: halves round away from zero
        #expect(SVGNumber.format(0.1 + 0.2) == "0.3")
        #expect(SVGNumber.format(1e300) == "1000000000000")
        #expect(SVGNumber.format(.nan) == "0")
    }

    @Test func includesViewportFrameLegendAndTitle() throws {
        let (_, parsed) = try parse(Self.small)
        // The screen is (36, 84, 348, 174); the 6 px bezel sits just outside it, centred 3 px
        // out, with corners of 174 × 0.09 + 3 = 18.66.
        let bezel = try #require(parsed.nodes(named: "rect").first { $0.attributes["data-viewport"] == "true" })
        #expect(geometry(bezel) == ["33", "81", "354", "180"])
        #expect(bezel.attributes["rx"] == "18.66")
        let legend = parsed.nodes(named: "text").filter { $0.groups.contains("layer-legend") }.map(\.text)
        #expect(legend == ["2 cells", "1 supplementary", "1 decoration", "viewport 200 × 100", "off-screen"])
        #expect(parsed.texts.first == "Layout")
        #expect(parsed.texts.contains("content 200 × 100 pt · viewport 200 × 100 at (0, 0)"))
        // Labels: the index path on cells, the kind on the header.
        #expect(parsed.texts.contains("0·0"))
        #expect(parsed.texts.contains("0·1"))
        #expect(parsed.texts.contains("header"))

        let (_, bare) = try parse(Self.small, options: .init(showsSections: false, showsLegend: false))
        #expect(!bare.nodes.contains { $0.groups.contains("layer-legend") })
    }

    @Test func idPrefixesAreValidNames() throws {
        let (_, parsed) = try parse(Self.small, options: .init(idPrefix: "2 \"x\"#y"))
        #expect(parsed.nodes(named: "title").first?.attributes["id"] == "layout2xy-title")
        #expect(parsed.nodes.contains { $0.attributes["clip-path"] == "url(#layout2xy-clip)" })
        let (_, named) = try parse(Self.small, options: .init(idPrefix: "before"))
        #expect(named.nodes(named: "clipPath").first?.attributes["id"] == "before-clip")
    }

    @Test func sectionsAreDashedOutlinesWithTheirIndex() throws {
        let (_, parsed) = try parse(SamplePictures.phone)
        let outlines = parsed.nodes(named: "rect").filter { $0.attributes["class"] == "section" && $0.attributes["data-section"] != nil }
        #expect(outlines.map { $0.attributes["data-section"] } == ["0", "1", "2"])
        #expect(parsed.texts.contains("§0") && parsed.texts.contains("§2"))
        // The orthogonal row runs to 1296 pt, past the one screen of overflow shown.
        #expect(parsed.texts.contains("row continues → 1296 pt"))
    }

    @Test func longContentIsCutWithACountOfWhatIsBelow() throws {
        // Scale 1 (393 pt fits between the width limits); 1000 px of drawing shows rows whose
        // top is above y = 1000: rows 0…22 (22 × 44 = 968, 23 × 44 = 1012). 77 are left.
        let rows = (0..<100).map { SamplePictures.cell(0, $0, 0, Double($0) * 44, 393, 44) }
        let picture = LayoutPicture(
            elements: rows, contentSize: Extent(width: 393, height: 4400), viewport: Rect(x: 0, y: 0, width: 393, height: 852))
        let (_, parsed) = try parse(picture, options: .init(maxDrawingHeight: 1000))
        #expect(parsed.elementRects.count == 23)
        #expect(parsed.texts.contains("… 77 more elements below"))
        // The clip path is the drawing: 393 × 1000 px.
        let clip = try #require(parsed.nodes(named: "rect").first { $0.groups.isEmpty && $0.attributes["class"] == nil })
        #expect(geometry(clip) == ["36", "84", "393", "1000"])
    }

    @Test func theViewportIsNeverCutEvenWhenTheLimitIsSmaller() throws {
        let rows = (0..<30).map { SamplePictures.cell(0, $0, 0, Double($0) * 44, 393, 44) }
        let picture = LayoutPicture(
            elements: rows, contentSize: Extent(width: 393, height: 1320), viewport: Rect(x: 0, y: 0, width: 393, height: 852))
        let (_, parsed) = try parse(picture, options: .init(maxDrawingHeight: 100))
        // Rows whose top is above 852: 0…19 (19 × 44 = 836).
        #expect(parsed.elementRects.count == 20)
        #expect(parsed.texts.contains("… 10 more elements below"))
    }

    @Test func contentBesideTheViewportIsShownUpToOneScreenAndCounted() throws {
        // Cards every 150 pt; one 400 pt screen of overflow shows x < 800: cards 0…5.
        let cards = (0..<8).map { SamplePictures.cell(0, $0, Double($0) * 150, 100, 140, 100) }
        let picture = LayoutPicture(
            elements: cards, contentSize: Extent(width: 400, height: 300), viewport: Rect(x: 0, y: 0, width: 400, height: 300))
        let (_, parsed) = try parse(picture)
        #expect(parsed.elementRects.count == 6)
        #expect(parsed.texts.contains("… 2 more elements to the right"))
        #expect(parsed.nodes.first?.attributes["width"] == "872")  // 800 px at scale 1 + 72
        // Off-screen content is veiled: one even-odd path over the drawing with the screen cut out.
        let veil = parsed.nodes(named: "path").filter { $0.attributes["class"] == "offscreen" }
        #expect(veil.count == 1)
        #expect(veil.first?.attributes["fill-rule"] == "evenodd")
    }

    @Test func tinyElementsStayVisible() throws {
        // At 0.828 px/pt a 0.5 pt badge would be 0.41 px; it is grown about its centre to 1 px.
        let picture = LayoutPicture(
            elements: [SamplePictures.supplementary("badge", 0, 0, Rect(x: 500, y: 10, width: 0.5, height: 0.5))],
            contentSize: Extent(width: 1000, height: 500), viewport: Rect(x: 0, y: 0, width: 1000, height: 500))
        let (_, parsed) = try parse(picture)
        let badge = try #require(parsed.elementRects.first)
        // x = 36 + 500 × 0.828 − (1 − 0.414) / 2 = 449.707
        #expect(geometry(badge) == ["449.71", "91.99", "1", "1"])
    }

    @Test func safeAreaIsShadedInsideTheScreen() throws {
        var picture = Self.small
        picture.safeArea = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        let (_, parsed) = try parse(picture)
        let bands = parsed.nodes(named: "rect").filter { $0.attributes["class"] == "safe" && $0.groups.contains("layer-safe-area") }
        // The subtitle gains "safe area top 10, bottom 5" and, at 372 px / (12 px × 0.58) = 53
        // columns, wraps to a second line: the header grows by 16, so the drawing starts at
        // y = 24 + 48 + 16 + 12 = 100.
        #expect(
            parsed.nodes(named: "text").filter { $0.attributes["class"] == "subtitle" }.map(\.text)
                == ["content 200 × 100 pt · viewport 200 × 100 at (0, 0)", "safe area top 10, bottom 5"])
        // top: 10 × 1.74 = 17.4 px; bottom: 5 × 1.74 = 8.7 px, ending at 100 + 174 = 274.
        #expect(bands.map(geometry) == [["36", "100", "348", "17.4"], ["36", "265.3", "348", "8.7"]])
    }

    @Test func badInputDoesNotCrashAndStillMakesADocument() throws {
        let elements = [
            SamplePictures.cell(0, 0, .nan, 0, 10, 10),
            SamplePictures.cell(0, 1, 0, .infinity, 10, 10),
            SamplePictures.cell(0, 2, 1e300, -1e300, 1e300, 1e300),
            SamplePictures.cell(0, 3, 50, 50, -20, -20),
            SamplePictures.cell(0, 4, 10, 10, 0, 0),
        ]
        let pictures = [
            LayoutPicture(elements: [], contentSize: .zero, viewport: .zero),
            LayoutPicture(elements: elements, contentSize: Extent(width: -5, height: .nan), viewport: Rect(x: .nan, y: 0, width: 0, height: 10)),
            LayoutPicture(
                elements: elements, contentSize: Extent(width: 1e300, height: 1e300), viewport: Rect(x: 0, y: 0, width: 1e-300, height: 1e-300),
                safeArea: EdgeInsets(top: .infinity, left: -3, bottom: .nan, right: 1e300),
                sections: [
                    PictureSection(
                        index: 0, frame: Rect(x: .nan, y: 0, width: 1, height: 1),
                        orthogonalContentFrame: Rect(x: 0, y: 0, width: .infinity, height: 1))
                ]),
        ]
        let options: [SVGRenderer.Options] = [
            .init(), .init(minWidth: .nan, maxWidth: -1, maxDrawingHeight: 0, horizontalOverflow: .infinity),
            .init(minWidth: 1e308, maxWidth: 1e308, maxDrawingHeight: .infinity, horizontalOverflow: -.infinity),
        ]
        for picture in pictures {
            for option in options {
                let (svg, parsed) = try parse(picture, options: option)
                #expect(!svg.contains("nan") && !svg.contains("inf"))
                if picture.elements.count == 5 && option == SVGRenderer.Options() {
                    #expect(parsed.texts.contains("2 elements with an invalid frame not drawn"))
                }
            }
        }
    }
}
