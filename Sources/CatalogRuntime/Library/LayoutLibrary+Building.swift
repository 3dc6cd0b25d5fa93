#if canImport(UIKit)
    import UIKit
#elseif canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)
    extension LayoutLibrary {
        /// The layout named `name` from the remote pack, else the bundled pack, else `compiledIn`.
        ///
        /// A pack layout that picks its sections by section kind (`sectionsByKind`) cannot be built
        /// without being told the identifiers: that source is skipped and reported
        /// (`needsSectionKind`), as for an app too old for it; use `layout(named:sectionKind:compiledIn:)`.
        @MainActor
        public func layout(named name: String, compiledIn: () -> UICollectionViewCompositionalLayout) -> UICollectionViewCompositionalLayout {
            let (built, _, _) = first(name) { pack throws(LayoutPackError) in try pack.layout(named: name) }
            return built ?? compiledIn()
        }

        /// The layout named `name` from the remote pack, else the bundled pack, else `compiledIn`,
        /// for layouts that pick sections by the kind of each data section's identifier
        /// (`sectionsByKind`), as the exported `makeNameLayout(sectionKind:)` does:
        ///
        /// ```swift
        /// let sectionKind: (Int) -> String? = { [weak dataSource] index in
        ///     dataSource?.sectionIdentifier(for: index).map { String(describing: $0) }
        /// }
        /// collectionView.collectionViewLayout = layouts.layout(named: "feed", sectionKind: sectionKind) {
        ///     makeFeedLayout(sectionKind: sectionKind)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - name: the layout's name in the packs.
        ///   - sectionKind: the identifier of data section `sectionIndex` as text (an enum case's
        ///     name, `category(id: 7)` with associated values, or a string identifier), or nil when
        ///     it has none. The provider calls it once each time UIKit asks for a section; the text
        ///     before the first "(" is the kind that picks the section, and other kinds and nil get
        ///     `defaultSection` (no section without one). Layouts that do not go by kind never call
        ///     it, so it can be passed for any layout.
        ///   - compiledIn: the layout compiled into the app, used when no pack can give one.
        @MainActor
        public func layout(
            named name: String, sectionKind: @escaping (Int) -> String?,
            compiledIn: () -> UICollectionViewCompositionalLayout
        ) -> UICollectionViewCompositionalLayout {
            let (built, _, _) = first(name) { pack throws(LayoutPackError) in try pack.layout(named: name, sectionKind: sectionKind) }
            return built ?? compiledIn()
        }

        /// Which source `layout(named:compiledIn:)` (with `sectionKind`,
        /// `layout(named:sectionKind:compiledIn:)`) would use now, with the layout it builds (nil for
        /// the compiled-in one) and every source skipped on the way.
        @MainActor
        public func resolve(_ name: String, sectionKind: ((Int) -> String?)? = nil)
            -> (layout: UICollectionViewCompositionalLayout?, source: LayoutSource, fallbacks: [LayoutFallback])
        {
            first(name) { pack throws(LayoutPackError) in
                if let sectionKind { return try pack.layout(named: name, sectionKind: sectionKind) }
                return try pack.layout(named: name)
            }
        }

        /// The section for a provider the app writes itself: from the remote pack, else the bundled
        /// one, else `compiledIn`. A layout going by section kind needs `sectionKind` (called once,
        /// with `sectionIndex`; see `layout(named:sectionKind:compiledIn:)`), else that source is
        /// skipped (`needsSectionKind`).
        ///
        /// - Parameters:
        ///   - name: the layout's name in the packs.
        ///   - sectionIndex: the data section UIKit asks for.
        ///   - sectionKind: the identifier of a data section as text, for layouts that go by kind.
        ///   - environment: the environment UIKit hands the provider.
        ///   - compiledIn: the app's own section, used when no pack can give one.
        @MainActor
        public func section(
            named name: String, sectionIndex: Int = 0, sectionKind: ((Int) -> String?)? = nil,
            environment: any NSCollectionLayoutEnvironment,
            compiledIn: () -> NSCollectionLayoutSection?
        ) -> NSCollectionLayoutSection? {
            let (built, source, _) = first(name) { pack throws(LayoutPackError) in
                try pack.section(named: name, sectionIndex: sectionIndex, sectionKind: sectionKind, environment: environment)
            }
            return source == .compiledIn ? compiledIn() : built ?? nil
        }
    }
#endif
