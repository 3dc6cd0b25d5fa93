import LayoutEngine
import Testing

@testable import CatalogPresentation

/// Geometric diffs (text and overlay pictures) name supplementaries by kind in words: UIKit's
/// header and footer kinds as "section header" / "section footer", custom kinds whole.
@Suite struct DiffKindLabelTests {
    @Test func uikitKindsReadAsWordsAndStayApart() {
        let header = GeometryDiffText.label(.supplementary, "UICollectionElementKindSectionHeader", IndexPath(section: 1, item: 0))
        let footer = GeometryDiffText.label(.supplementary, "UICollectionElementKindSectionFooter", IndexPath(section: 1, item: 0))
        #expect(header == "section header [1, 0]")
        #expect(footer == "section footer [1, 0]")
        #expect(GeometryDiffText.label(.supplementary, "badge-element-kind", IndexPath(section: 0, item: 3)) == "badge-element-kind [0, 3]")
        #expect(GeometryDiffText.label(.decoration, "background", IndexPath(section: 2, item: 0)) == "decoration background [2, 0]")
        #expect(GeometryDiffText.label(.cell, nil, IndexPath(section: 0, item: 4)) == "cell [0, 4]")
    }
}
