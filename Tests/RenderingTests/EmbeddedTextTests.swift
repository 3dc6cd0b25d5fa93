import Foundation
import Testing

@testable import Rendering

/// The style sheet and the script are files of `Sources/Rendering/Embedded`, built into the
/// binary: what the gallery writes is those files, byte for byte.
@Suite struct EmbeddedTextTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Rendering/Embedded")

    static func file(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theGalleryWritesTheEmbeddedFilesAsTheyAre() throws {
        let assets = Dictionary(uniqueKeysWithValues: GallerySite.assets.map { ($0.path, $0.text) })
        #expect(assets[GallerySite.styleSheetPath] == (try Self.file("gallery/style.css")))
        #expect(assets[GallerySite.scriptPath] == (try Self.file("gallery/gallery.js")))
        // Real content, not an empty file that happened to match.
        #expect(assets[GallerySite.styleSheetPath]?.contains("--accent: #0072b2;") == true)
        #expect(assets[GallerySite.scriptPath]?.contains("\"use strict\";") == true)
    }

    @Test func anUnknownNameIsEmpty() {
        #expect(EmbeddedText.named("gallery/missing.css") == "")
    }
}
