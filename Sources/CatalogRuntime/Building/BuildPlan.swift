import LayoutModelCore

/// What building a definition needs to know, worked out once when the pack is decoded (on any
/// thread) rather than on the main thread each time a layout is built.
///
/// The runtime builds exactly what the Swift `catalog export` writes for an iOS 13 deployment
/// target, call for call (docs/layout-packs.md, "What the runtime builds"): one fixed section
/// when the definition has one section that needs no environment (no list, no number over the
/// layout container), a section provider otherwise; and inside each section, an item or group
/// equal to one already built is reused, except that a group several sections share
/// (`GroupSharing`, less groups with numbers over the container, which the export builds in each
/// section) is built afresh wherever it is used, as generated code calls its function.
struct BuildPlan: Sendable, Hashable {
    enum Entry: Sendable, Hashable {
        /// `UICollectionViewCompositionalLayout(section:)`.
        case fixedSection(Section)
        /// A provider building this one section: a list, or numbers over the layout container,
        /// need the environment.
        case inlineProvider(Section)
        /// A provider choosing among the sections by index and environment.
        case provider
    }

    let entry: Entry
    /// Groups built in a scope of their own wherever they appear.
    let sharedGroups: Set<Group>
    /// The oldest iOS the layout can be built on: 14 for list sections and the `mac` idiom, 17
    /// for `vision`.
    let minimumSystem: VersionNumber
    /// Whether some number is an expression over the layout container, evaluated in each
    /// provider call's container.
    let usesContainer: Bool

    init(_ definition: LayoutDefinition) {
        if case .single(.section(let only)) = definition.sections, only.when == nil {
            entry = only.group == nil || only.hasContainerExpressions ? .inlineProvider(only) : .fixedSection(only)
            sharedGroups = []
        } else {
            entry = .provider
            sharedGroups = Set(GroupSharing.sharedGroups(of: definition.sections).filter { !$0.hasContainerExpressions })
        }
        usesContainer = definition.hasContainerExpressions
        let system = definition.minimumIOS
        minimumSystem = VersionNumber(system.major, system.minor)
    }
}
