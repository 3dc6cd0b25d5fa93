import LayoutEngine

@testable import Rendering

/// Pictures built by hand for the tests: small ones whose every number is worked out in the
/// test, and one phone-sized picture that exercises every layer.
enum SamplePictures {
    static func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double, z: Int = 0) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, elementKind: nil, indexPath: ElementIndexPath(section: section, item: item),
            frame: Rect(x: x, y: y, width: width, height: height), zIndex: z)
    }

    static func supplementary(_ kind: String, _ section: Int, _ item: Int, _ frame: Rect, z: Int = 0) -> LayoutAttributes {
        LayoutAttributes(
            category: .supplementary, elementKind: kind, indexPath: ElementIndexPath(section: section, item: item), frame: frame,
            zIndex: z)
    }

    static func decoration(_ kind: String, _ section: Int, _ frame: Rect, z: Int = -1) -> LayoutAttributes {
        LayoutAttributes(
            category: .decoration, elementKind: kind, indexPath: ElementIndexPath(section: section, item: 0), frame: frame,
            zIndex: z)
    }

    /// Four 100 × 80 cells filling a 200 × 160 viewport.
    static let grid2x2 = LayoutPicture(
        elements: [
            cell(0, 0, 0, 0, 100, 80), cell(0, 1, 100, 0, 100, 80),
            cell(0, 2, 0, 80, 100, 80), cell(0, 3, 100, 80, 100, 80),
        ],
        contentSize: Extent(width: 200, height: 160),
        viewport: Rect(x: 0, y: 0, width: 200, height: 160))

    /// An iPhone 15 portrait screen: a header, a two-column grid on a background with a badge,
    /// an orthogonal row running off the right edge, and a long list below the fold.
    static var phone: LayoutPicture {
        var elements: [LayoutAttributes] = []
        var sections: [PictureSection] = []
        var labels: [ElementIndexPath: String] = [:]
        let width = 393.0
        // Section 0: header + 2-column grid on a rounded background.
        elements.append(decoration("background", 0, Rect(x: 12, y: 103, width: 369, height: 356)))
        elements.append(supplementary("UICollectionElementKindSectionHeader", 0, 0, Rect(x: 0, y: 59, width: width, height: 44)))
        for item in 0..<6 {
            let column = Double(item % 2)
            let row = Double(item / 2)
            elements.append(cell(0, item, 20 + column * 181, 111 + row * 116, 173, 108))
        }
        labels[ElementIndexPath(section: 0, item: 0)] = "Nested <Groups> & \"Friends\""
        labels[ElementIndexPath(section: 0, item: 3)] = "東京タワー"
        elements.append(supplementary("badge", 0, 1, Rect(x: 364, y: 101, width: 20, height: 20), z: 1))
        sections.append(PictureSection(index: 0, frame: Rect(x: 0, y: 59, width: width, height: 400)))
        // Section 1: an orthogonal row of 8 cards, 150 wide, continuing past the right edge.
        elements.append(supplementary("UICollectionElementKindSectionHeader", 1, 0, Rect(x: 0, y: 459, width: width, height: 36)))
        for item in 0..<8 {
            elements.append(cell(1, item, 16 + Double(item) * 160, 503, 150, 180))
        }
        sections.append(
            PictureSection(
                index: 1, frame: Rect(x: 0, y: 459, width: width, height: 232),
                orthogonalContentFrame: Rect(x: 0, y: 503, width: 1296, height: 180)))
        // Section 2: a plain list, 40 rows of 44.
        for item in 0..<40 {
            elements.append(cell(2, item, 0, 691 + Double(item) * 45, width, 44))
        }
        sections.append(PictureSection(index: 2, frame: Rect(x: 0, y: 691, width: width, height: 1800)))
        return LayoutPicture(
            elements: elements, contentSize: Extent(width: width, height: 2491),
            viewport: Rect(x: 0, y: 0, width: width, height: 852),
            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), sections: sections, labels: labels,
            title: "nested-groups@3 · iPhone 15 (393 × 852)")
    }
}
