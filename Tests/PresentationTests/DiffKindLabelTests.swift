import LayoutEngine
import Testing

@testable import CatalogPresentation

/// Geometric diffs (text and overlay pictures) name supplementaries by kind in words: UIKit's
/// header and footer kinds as "section header" / "section footer", custom kinds whole.
@Suite struct DiffKindLabelTests {
    @Test func uikitKindsReadAsWordsAndStayApart() {
        let header = GeometryDiffText.label(.supplementary, "UICollectionElementKindSectionHeader", ElementIndexPath(section: 1, item: 0))
        let footer = GeometryDiffText.label(.supplementary, "UICollectionElementKindSectionFooter", ElementIndexPath(section: 1, item: 0))
        #expect(header == "section header [1, 0]")
        #expect(footer == "section footer [1, 0]")
        #expect(GeometryDiffText.label(.supplementary, "badge-element-kind", ElementIndexPath(section: 0, item: 3)) == "badge-element-kind [0, 3]")
        #expect(GeometryDiffText.label(.decoration, "background", ElementIndexPath(section: 2, item: 0)) == "decoration background [2, 0]")
        #expect(GeometryDiffText.label(.cell, nil, ElementIndexPath(section: 0, item: 4)) == "cell [0, 4]")
    }
}
