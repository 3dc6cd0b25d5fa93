#if canImport(UIKit)
import UIKit
#elseif canImport(UIKitStandIn)
import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)
extension LayoutLibrary {
    /// The layout named `name` from the remote pack, else the bundled pack, else `compiledIn`.
    @MainActor
    public func layout(named name: String, compiledIn: () -> UICollectionViewCompositionalLayout) -> UICollectionViewCompositionalLayout {
        let (built, _, _) = first(name) { pack throws(LayoutPackError) in try pack.layout(named: name) }
        return built ?? compiledIn()
    }

    /// Which source `layout(named:compiledIn:)` would use now, with the layout it builds
    /// (nil for the compiled-in one) and every source skipped on the way.
    @MainActor
    public func resolve(_ name: String) -> (layout: UICollectionViewCompositionalLayout?, source: LayoutSource, fallbacks: [LayoutFallback]) {
        first(name) { pack throws(LayoutPackError) in try pack.layout(named: name) }
    }

    /// The section for a provider the app writes itself: from the remote pack, else the bundled
    /// one, else `compiledIn`.
    @MainActor
    public func section(named name: String, sectionIndex: Int = 0, environment: any NSCollectionLayoutEnvironment,
                        compiledIn: () -> NSCollectionLayoutSection?) -> NSCollectionLayoutSection? {
        let (built, source, _) = first(name) { pack throws(LayoutPackError) in
            try pack.section(named: name, sectionIndex: sectionIndex, environment: environment)
        }
        return source == .compiledIn ? compiledIn() : built ?? nil
    }
}
#endif
