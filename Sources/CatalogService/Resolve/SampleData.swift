import LayoutEngine
import LayoutModel

/// Data for layouts that carry no `preview`: enough items to fill about two screens.
enum SampleData {
    /// The most items a sample gives one section.
    static let maximumPerSection = 200

    static func fillingTwoScreens(_ definition: LayoutDefinition, environment: LayoutEnvironment) throws -> LayoutData {
        let sections = Catalog.sectionCount(definition, fallback: 1)
        let horizontal = definition.configuration.scrollDirection == .horizontal
        let target = 2 * (horizontal ? environment.width : environment.height)
        var perSection = 1
        // Resolving is microseconds, so grow until the content is two screens long.
        while perSection < maximumPerSection {
            let data = LayoutData(itemCounts: counts(definition, perSection: perSection, sections: sections))
            let layout = try LayoutResolver.resolve(definition, environment: environment, data: data)
            let length = horizontal ? layout.contentSize.width : layout.contentSize.height
            if length >= target { break }
            perSection *= 2
        }
        return LayoutData(itemCounts: counts(definition, perSection: min(perSection, maximumPerSection), sections: sections))
    }

    /// `perSection` items in each of `sections` data sections, but none where the provider
    /// returns nil (UIKit raises for items there).
    static func counts(_ definition: LayoutDefinition, perSection: Int, sections: Int) -> [Int] {
        (0..<sections).map { definition.sections.returnsNil(forDataSection: $0, identifier: nil) ? 0 : perSection }
    }
}
