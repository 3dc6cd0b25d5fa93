import LayoutModel

/// The local a section's code reads the layout container from: `let container =
/// layoutEnvironment.container` (an `id<NSCollectionLayoutContainer>` in Objective-C), declared
/// first in the sections whose numbers are expressions over it, and only there (an unused local
/// would draw a warning). Expressions read its `effectiveContentSize` (`container.width`) and
/// its `contentSize` (`container.contentSize.width`); the display scale comes from the
/// environment's trait collection.
enum ContainerLocal {
    /// The local's name; each section function (or provider) claims it before any other local.
    static let name = "container"
    /// Its value: what `ContainerSize` stands for.
    static let value = "layoutEnvironment.container"
    /// `traitCollection.displayScale`, read from the environment itself (a container has no
    /// trait collection).
    static let displayScale = "layoutEnvironment.traitCollection.displayScale"

    /// What each container variable is read as, from the local `local`.
    static func spellings(local: String) -> [String: String] {
        [
            "container.width": local + ".effectiveContentSize.width", "container.height": local + ".effectiveContentSize.height",
            "container.contentSize.width": local + ".contentSize.width", "container.contentSize.height": local + ".contentSize.height",
            ContainerSize.displayScaleVariable: displayScale,
        ]
    }
}
