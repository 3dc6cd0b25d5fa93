#if canImport(UIKit)
import UIKit
#elseif canImport(UIKitStandIn)
import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)
extension LayoutPack {
    /// Builds the layout named `name`: the `UICollectionViewCompositionalLayout` the Swift
    /// `catalog export` writes for it.
    ///
    /// - Throws: `layoutMissing`, `layoutNeedsNewerApp`, `layoutNeedsNewerSystem` (a list
    ///   section below iOS 14) or `layoutInvalid`.
    @MainActor
    public func layout(named name: String) throws(LayoutPackError) -> UICollectionViewCompositionalLayout {
        try builder(name).layout()
    }

    /// The section the layout's provider gives data section `sectionIndex` in `environment`, for
    /// an app that writes its own section provider; nil where the layout has none (past the
    /// end without a `defaultSection`, or no `when` alternative holds).
    @MainActor
    public func section(named name: String, sectionIndex: Int = 0, environment: any NSCollectionLayoutEnvironment) throws(LayoutPackError) -> NSCollectionLayoutSection? {
        try builder(name).section(at: sectionIndex, environment: environment)
    }

    @MainActor
    private func builder(_ name: String) throws(LayoutPackError) -> LayoutBuilder {
        let layout = try usable(name)
        guard RunningSystem.supports(layout.plan.minimumSystem) else {
            throw .layoutNeedsNewerSystem(name, minimum: layout.plan.minimumSystem, running: RunningSystem.version)
        }
        return LayoutBuilder(definition: layout.definition, plan: layout.plan)
    }
}
#endif
