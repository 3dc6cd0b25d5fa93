import CatalogTestSupport
import Testing

@testable import Rendering

@Suite struct HTMLWriterTests {
    @Test func escapesTheFiveSpecialCharactersInTextAndAttributes() {
        #expect(HTMLEscaping.text(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
        #expect(HTMLEscaping.attribute(#"a"b'c<d>&"#) == "a&quot;b&apos;c&lt;d&gt;&amp;")
    }

    @Test func textKeepsLineBreaksAttributesEncodeThem() {
        #expect(HTMLEscaping.text("a\n\tb\r\nc") == "a\n\tb\nc")
        #expect(HTMLEscaping.attribute("a\nb") == "a&#10;b")
    }

    @Test func charactersXMLForbidsBecomeReplacementCharacters() {
        #expect(HTMLEscaping.text("a\u{0}b\u{1B}c\u{FFFE}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(HTMLEscaping.text("emoji 😀 and 全") == "emoji 😀 and 全")
    }

    @Test func nestsBlocksClosesEverythingAndSelfClosesVoidElements() {
        var writer = HTMLWriter()
        writer.element("div", ["class": "a", "hidden": nil]) { div in
            div.void("img", ["src": "x.svg", "alt": "\"quoted\""])
            div.inline("p") { p in
                p.text("one ")
                p.span("code", text: "<two>")
            }
            div.element("span", text: "three")
        }
        #expect(
            writer.output == """
                <div class="a">
                  <img src="x.svg" alt="&quot;quoted&quot;" />
                  <p>one <code>&lt;two&gt;</code></p>
                  <span>three</span>
                </div>

                """)
        #expect(ParsedPage(writer.output).isWellFormed)
    }

    @Test func preformattedTextIsNotIndented() {
        var writer = HTMLWriter()
        writer.element("section") { section in
            section.inline("pre") { pre in pre.inline("code") { code in code.preformatted("a:\n  b: 1\n") } }
        }
        #expect(writer.output.contains("<pre><code>a:\n  b: 1\n</code></pre>"))
    }

    @Test func namesThatAreNotPlainLowercaseAreNeverWritten() {
        var writer = HTMLWriter()
        writer.element("div", ["onclick\" x=\"": "y", "class": "ok"]) { div in
            div.element("bad name", text: "dropped")
            div.void("img onerror", [:])
        }
        #expect(writer.output == "<div class=\"ok\">\n</div>\n")
    }

    @Test func attributesKeepTheirOrderAndSetReplaces() {
        var attributes: HTMLAttributes = ["b": "1", "a": "2"]
        attributes.set("c", "3")
        attributes.set("b", "4")
        attributes.set("a", nil)
        #expect(attributes.markup == #" c="3" b="4""#)
    }

    @Test func linksClimbToTheRootAndEncodeEveryComponent() {
        #expect(GalleryLink(depth: 0).href("layouts/grid.html") == "layouts/grid.html")
        #expect(GalleryLink(depth: 1).href("pictures/grid/iphone-15.svg") == "../pictures/grid/iphone-15.svg")
        #expect(GalleryLink(depth: 1).href("index.html", fragment: ("tag", "a b&c")) == "../index.html#tag=a%20b%26c")
        #expect(GalleryLink(depth: 0).href("a/../../b/./c?d#e") == "a/b/c%3Fd%23e")
        #expect(GalleryLink.encode("é/") == "%C3%A9%2F")
    }
}
