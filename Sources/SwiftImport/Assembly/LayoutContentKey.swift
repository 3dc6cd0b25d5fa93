import LayoutModel

/// A definition's content apart from its name, to find identical layouts (and variants that
/// build one another's layout).
struct LayoutContentKey: Hashable {
    var configuration: LayoutConfiguration
    var sections: SectionProvider

    init(_ content: LayoutContent) {
        configuration = content.configuration
        sections = content.sections
    }
}
