import LayoutModel
import Testing

@testable import LayoutEngine

@Suite("§1 contentInsetsReference: none, safeArea, layoutMargins, readableContent")
struct ContentInsetsReferenceTests {
    /// Landscape-like insets: safe area left 30 / right 10 (top 50 ignored by a vertical
    /// layout), margins 46 / 26, readable width 200.
    private let environment = LayoutEnvironment(
        width: 400, height: 800, safeArea: EdgeInsets(top: 50, left: 30, bottom: 0, right: 10),
        layoutMargins: EdgeInsets(top: 50, left: 46, bottom: 0, right: 26), readableContentWidth: 200)

    private func cell(section reference: String?, configuration: String? = nil) throws -> Rect? {
        let layout = try LayoutResolver.resolve(
            try definition(
                """
                name: t
                \(configuration.map { "configuration: {contentInsetsReference: \($0)}" } ?? "")
                section:
                  \(reference.map { "contentInsetsReference: \($0)" } ?? "")
                  group:
                    layout: horizontal
                    size: {width: fractionalWidth(1), height: fractionalHeight(0.5)}
                    subitems:
                      - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
                """), environment: environment, data: LayoutData(itemCounts: [1]))
        return layout.cell(0, 0)
    }

    @Test func automaticFollowsTheConfigurationsDefaultSafeArea() throws {
        // x = 30, width = 400 − 40 = 360; height 0.5 × 800 (top/bottom safe area not applied)
        expectRect(try cell(section: nil), R(30, 0, 360, 400))
    }

    @Test func noneMeasuresFromTheBounds() throws {
        expectRect(try cell(section: "none"), R(0, 0, 400, 400))
    }

    @Test func layoutMarginsIncludeTheSafeArea() throws {
        // 400 − 46 − 26 = 328
        expectRect(try cell(section: "layoutMargins"), R(46, 0, 328, 400))
    }

    @Test func readableContentIsCentredInsideTheMargins() throws {
        // margins width 328, readable 200 → leading = 46 + (328 − 200) / 2 = 110
        expectRect(try cell(section: "readableContent"), R(110, 0, 200, 400))
    }

    @Test func automaticSectionFollowsANonDefaultConfiguration() throws {
        expectRect(try cell(section: "automatic", configuration: "layoutMargins"), R(46, 0, 328, 400))
    }
}
