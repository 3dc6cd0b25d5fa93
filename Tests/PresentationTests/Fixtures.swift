import CatalogService
import CatalogTestSupport
import Foundation

/// Layouts and catalogs the presentation tests share.
enum Fixtures {
    /// Two half-width cells per 44 pt row.
    static let grid = """
        name: my-grid
        title: My Grid
        tags: [grid, mine]
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems:
              - item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}
        """

    /// Full-width 44 pt rows under a 44 pt header.
    static let header44 = """
        name: feed
        section:
          group:
            layout: horizontal
            size: {width: fractionalWidth(1), height: absolute(44)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]
          boundarySupplementaryItems:
            - {elementKind: header, size: {width: fractionalWidth(1), height: absolute(44)}, alignment: top}
        """

    /// The same with a 60 pt header.
    static let header60 = header44.replacingOccurrences(of: "height: absolute(44)}, alignment", with: "height: absolute(60)}, alignment")

    /// A seeded catalog whose clock stands still.
    static func catalog(_ dir: TemporaryDirectory) throws -> Catalog {
        try Catalog(
            location: CatalogLocation(path: dir.path("c.sqlite"), isDefault: false), create: true,
            clock: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    /// A catalog whose `feed` has revisions 1 (44 pt header, by ana) and 2 (60 pt, by ben).
    static func catalogWithTwoRevisions(_ dir: TemporaryDirectory) throws -> Catalog {
        let catalog = try catalog(dir)
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: header44)], author: "ana", message: "first")
        _ = try catalog.add([SourceDocument(path: "feed.yaml", text: header60)], author: "ben", message: "taller header")
        return catalog
    }
}
