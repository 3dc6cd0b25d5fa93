import CodeGeneration
import Foundation
import LayoutEngine
import LayoutModel
import Rendering
import Testing

/// Issue 12, point 1: every recursive walk over a definition is bounded by the limits. The
/// deepest definition validation accepts — groups nested 16 deep, a frame expression 64
/// operations deep — goes through every walk on a 512 KB stack (a secondary thread on macOS).
@Suite struct DeepestDefinitionTests {
    /// 15 vertical groups around a custom group (16 in all) whose x is a 64-deep sum.
    static var document: String {
        var lines = ["name: deepest", "section:", "  group:"]
        for level in 1...16 {
            let pad = String(repeating: " ", count: 4 + 6 * (level - 1))
            if level < 16 {
                lines += [
                    pad + "layout: vertical", pad + "size: {width: fractionalWidth(1), height: absolute(\(1000 - level))}",
                    pad + "subitems:", pad + "  - group:",
                ]
            } else {
                let sum = Array(repeating: "1", count: 65).joined(separator: " + ")
                lines += [
                    pad + "layout: custom", pad + "size: {width: fractionalWidth(1), height: fractionalHeight(1)}",
                    pad + "customItems:", pad + "  - {x: \"\(sum)\", y: 0, width: \"width / 2\", height: 10}",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    final class Results: @unchecked Sendable {
        var accepted = false
        var firstCellX: Double?
        var swiftLines = 0
        var roundTrips = false
    }

    @Test func everyWalkCompletesOnASmallStack() throws {
        let text = Self.document
        let results = Results()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            guard let definition = LayoutDocument.check(text).definition else { return }
            results.accepted = true
            results.roundTrips =
                LayoutDocument.check(definition.canonicalText).definition == definition
                && LayoutDocument.check(definition.yamlText).definition == definition
            _ = DefinitionDiff.changes(from: definition, to: definition)
            if let device = Device.named("iphone-15"),
                let layout = try? LayoutResolver.resolve(definition, environment: device.environment(), data: LayoutData(itemCounts: [1]))
            {
                results.firstCellX = layout.attributesForItem(at: ElementIndexPath(section: 0, item: 0))?.frame.x
                let picture = LayoutPicture(
                    elements: layout.elements(in: Rect(x: 0, y: 0, width: 393, height: 852)),
                    contentSize: layout.contentSize, environment: device.environment())
                _ = SVGRenderer().render(picture)
            }
            let swift = CodeGenerator(language: .swift).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
            _ = CodeGenerator(language: .objc).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
            results.swiftLines = swift.split(separator: "\n").count
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        #expect(results.accepted)
        #expect(results.roundTrips)
        // x = 1 + 1 + … (65 ones) = 65 from the custom group's origin, which sits at the left
        // edge: every enclosing group is full width with no insets.
        #expect(results.firstCellX == 65)
        #expect(results.swiftLines > 16)
    }
}
