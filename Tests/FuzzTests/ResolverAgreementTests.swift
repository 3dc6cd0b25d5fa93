import LayoutEngine
import LayoutModel
import Testing

/// Issue 12, point 4: what validation refuses for the resolver's sake is exactly what the
/// resolver fails on. Each document decodes cleanly (structure is fine), the resolver refuses
/// it at the path named, and validation refuses it at that same path — so `add` keeps it out
/// and `export --format swift` never sees it.
@Suite struct ResolverAgreementTests {
    static func grid(_ group: String) -> String {
        "name: t\nsection:\n  group:\n" + group.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    static let cases: [(name: String, document: String, path: String)] = [
        (
            "a count above the per-group limit",
            grid(
                """
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                count: 1000000000
                """), "section.group.count"
        ),
        (
            "counts multiplied through nesting",
            grid(
                """
                layout: vertical
                size: {width: fractionalWidth(1), height: absolute(100)}
                count: 1000
                subitem:
                  group:
                    layout: horizontal
                    size: {width: fractionalWidth(1), height: fractionalHeight(1)}
                    count: 1000
                    subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}
                """), "section.group"
        ),
        (
            "a million 1 pt items in a 1,000,000 pt group",
            grid(
                """
                layout: horizontal
                size: {width: absolute(1000000), height: absolute(10)}
                subitems: [{item: {size: {width: absolute(1), height: absolute(10)}}}]
                """), "section.group"
        ),
        (
            "a remainder by zero",
            grid(
                """
                layout: custom
                size: {width: fractionalWidth(1), height: absolute(100)}
                customItems: [{x: 0, y: 0, width: "width % 0", height: 10}]
                """), "section.group.customItems[0].width"
        ),
        (
            "a division of zero by zero",
            grid(
                """
                layout: custom
                size: {width: fractionalWidth(1), height: absolute(100)}
                customItems: [{x: "0/0", y: 0, width: 10, height: 10}]
                """), "section.group.customItems[0].x"
        ),
        (
            "a frame of an absolute group that divides by zero",
            grid(
                """
                layout: custom
                size: {width: absolute(200), height: absolute(100)}
                customItems: [{x: "width / (height - height)", y: 0, width: 10, height: 10}]
                """), "section.group.customItems[0].x"
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func validationRefusesWhereTheResolverFails(_ index: Int) throws {
        let (name, document, path) = Self.cases[index]
        let decoded = LayoutDocument.decode(document)
        let definition = try #require(decoded.definition, "\(name): \(decoded.errors.map(\.description))")
        let device = try #require(Device.named("iphone-15"))
        do {
            _ = try LayoutResolver.resolve(definition, environment: device.environment(), data: LayoutData(itemCounts: [10]))
            Issue.record("\(name): the resolver laid it out")
        } catch {
            #expect(error.description.hasPrefix(path + ":"), "\(name): \(error)")
        }
        let errors = LayoutDocument.check(document).errors
        #expect(errors.map(\.path.description) == [path], "\(name): \(errors.map(\.description))")
    }

    @Test func anAbsurdEstimateFailsToResolveAndIsRefused() throws {
        let document = Self.grid(
            """
            layout: vertical
            size: {width: fractionalWidth(1), height: estimated(1e308)}
            subitems: [{item: {size: {width: fractionalWidth(1), height: estimated(1e308)}}}]
            """)
        let definition = try #require(LayoutDocument.decode(document).definition)
        let device = try #require(Device.named("iphone-15"))
        #expect(throws: ResolveError.self) {
            try LayoutResolver.resolve(definition, environment: device.environment(), data: LayoutData(itemCounts: [10]))
        }
        #expect(
            LayoutDocument.check(document).errors.map(\.path.description)
                == ["section.group.size.height", "section.group.subitems[0].item.size.height"])
    }
}
