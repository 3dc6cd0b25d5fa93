#if canImport(UIKit)
    import UIKit
#elseif canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if canImport(UIKit) || canImport(UIKitStandIn)
    import LayoutModelCore

    extension LayoutPack {
        /// Builds the layout named `name`: the `UICollectionViewCompositionalLayout` the Swift
        /// `catalog export` writes for it.
        ///
        /// - Throws: `layoutMissing`, `layoutNeedsNewerApp`, `layoutNeedsNewerSystem` (a list
        ///   section below iOS 14), `layoutNeedsSectionKind` (a layout going by section kind: use
        ///   `layout(named:sectionKind:)`) or `layoutInvalid`.
        @MainActor
        public func layout(named name: String) throws(LayoutPackError) -> UICollectionViewCompositionalLayout {
            try builder(name, sectionKind: nil).layout()
        }

        /// Builds the layout named `name`, telling a layout that goes by section kind
        /// (`sectionsByKind`) each data section's identifier: what the exported
        /// `makeNameLayout(sectionKind:)` builds when given the same closure.
        ///
        /// - Parameters:
        ///   - name: the layout's name in the pack.
        ///   - sectionKind: the identifier of data section `sectionIndex` as text, or nil
        ///   when it has none — the case name of a section enum (`featured`, or `category(id: 7)`
        ///   with associated values, as `String(describing:)` writes it) or a string identifier,
        ///   e.g. `{ [weak dataSource] index in dataSource?.sectionIdentifier(for: index).map { String(describing: $0) } }`.
        ///   The provider calls it once each time UIKit asks for a section; the text before the
        ///   first "(" is the kind that picks the section, and other kinds and nil get
        ///   `defaultSection` (no section without one). A layout that does not go by kind never
        ///   calls it.
        /// - Throws: as `layout(named:)`, except `layoutNeedsSectionKind`.
        @MainActor
        public func layout(named name: String, sectionKind: @escaping (Int) -> String?) throws(LayoutPackError) -> UICollectionViewCompositionalLayout
        {
            try builder(name, sectionKind: sectionKind).layout()
        }

        /// The section the layout's provider gives data section `sectionIndex` in `environment`, for
        /// an app that writes its own section provider; nil where the layout has none (past the
        /// end without a `defaultSection`, or no `when` alternative holds).
        ///
        /// - Parameters:
        ///   - name: the layout's name in the pack.
        ///   - sectionIndex: the data section UIKit asks for.
        ///   - sectionKind: for a layout that goes by section kind, as in
        ///     `layout(named:sectionKind:)` (called once, with `sectionIndex`); without it such a
        ///     layout throws `layoutNeedsSectionKind`.
        ///   - environment: the environment UIKit hands the provider.
        @MainActor
        public func section(
            named name: String, sectionIndex: Int = 0, sectionKind: ((Int) -> String?)? = nil,
            environment: any NSCollectionLayoutEnvironment
        ) throws(LayoutPackError) -> NSCollectionLayoutSection? {
            try builder(name, sectionKind: sectionKind).section(at: sectionIndex, environment: environment)
        }

        @MainActor
        private func builder(_ name: String, sectionKind: ((Int) -> String?)?) throws(LayoutPackError) -> LayoutBuilder {
            let layout = try usable(name)
            // Without the identifiers every section would be taken for an unknown kind; an app that
            // cannot give them is better served by the next source (its compiled-in layout).
            if case .byKind = layout.definition.sections, sectionKind == nil { throw .layoutNeedsSectionKind(name) }
            guard RunningSystem.supports(layout.plan.minimumSystem) else {
                throw .layoutNeedsNewerSystem(name, minimum: layout.plan.minimumSystem, running: RunningSystem.version)
            }
            return LayoutBuilder(definition: layout.definition, plan: layout.plan, sectionKind: sectionKind)
        }
    }
#endif
