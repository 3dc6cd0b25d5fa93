import LayoutModelCore

/// What building a definition needs to know, worked out once when the pack is decoded (on any
/// thread) rather than on the main thread each time a layout is built.
///
/// The runtime builds exactly what the Swift `catalog export` writes for an iOS 13 deployment
/// target, call for call (docs/layout-packs.md, "What the runtime builds"): one fixed section
/// when the definition has one section that needs no environment, a section provider
/// otherwise; and inside each section, an item or group equal to one already built is reused,
/// except that a group several sections share (`GroupSharing`) is built afresh wherever it is
/// used, as generated code calls its function.
struct BuildPlan: Sendable, Hashable {
    enum Entry: Sendable, Hashable {
        /// `UICollectionViewCompositionalLayout(section:)`.
        case fixedSection(Section)
        /// A provider building this one list section (a list needs the environment).
        case listProvider(Section)
        /// A provider choosing among the sections by index and environment.
        case provider
    }

    let entry: Entry
    /// Groups built in a scope of their own wherever they appear.
    let sharedGroups: Set<Group>
    /// The oldest iOS the layout can be built on: 14 for list sections and the `mac` idiom, 17
    /// for `vision`.
    let minimumSystem: VersionNumber

    init(_ definition: LayoutDefinition) {
        if case .single(.section(let only)) = definition.sections, only.when == nil {
            entry = only.group == nil ? .listProvider(only) : .fixedSection(only)
            sharedGroups = []
        } else {
            entry = .provider
            sharedGroups = Set(GroupSharing.sharedGroups(of: definition.sections))
        }
        let system = definition.minimumIOS
        minimumSystem = VersionNumber(system.major, system.minor)
    }
}
