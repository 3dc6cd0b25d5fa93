import LayoutModel
import Testing

@testable import LayoutEngine

/// `supplementariesFollowContentInsets: false` (§7's width box): before iOS 16 the header spans
/// the section's reference width without the section's insets; from iOS 16 the exported code and
/// the runtime set the successor `supplementaryContentInsetsReference = .none`, measured from
/// the bounds. An 800 × 400 window with a 40-pt safe area at each side (a landscape phone), the
/// configuration's default reference (`safeArea`), section insets leading 10 and trailing 20.
@Suite struct SupplementariesFollowContentInsetsTests {
    static func layout(follow: Bool, iOS: Int) throws -> ResolvedLayout {
        let environment = LayoutEnvironment(width: 800, height: 400, safeArea: EdgeInsets(left: 40, right: 40), iOSVersion: IOSVersion(iOS))
        return try resolve(
            """
            name: t
            section:
              contentInsets: {leading: 10, trailing: 20}
              supplementariesFollowContentInsets: \(follow)
              boundarySupplementaryItems:
                - {elementKind: h, size: {width: fractionalWidth(1), height: absolute(40)}, alignment: top}
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """, environment, items: [1])
    }

    @Test(arguments: [15, 17])
    func followingIsTheDefault(iOS: Int) throws {
        let layout = try Self.layout(follow: true, iOS: iOS)
        // Safe area 40 + leading 10 = 50; 800 − 80 − 30 = 690.
        expectRect(layout.kind("h").first?.frame, R(50, 0, 690, 40))
        expectRect(layout.cell(0, 0), R(50, 40, 690, 50))
    }

    @Test func beforeIOS16TheHeaderDropsOnlyTheSectionInsets() throws {
        let layout = try Self.layout(follow: false, iOS: 15)
        // The safe area stays: x 40, 800 − 80 = 720; the cell keeps the section insets.
        expectRect(layout.kind("h").first?.frame, R(40, 0, 720, 40))
        expectRect(layout.cell(0, 0), R(50, 40, 690, 50))
    }

    @Test func fromIOS16TheSuccessorMeasuresFromTheBounds() throws {
        let layout = try Self.layout(follow: false, iOS: 17)
        expectRect(layout.kind("h").first?.frame, R(0, 0, 800, 40))
        expectRect(layout.cell(0, 0), R(50, 40, 690, 50))
    }
}
