import LayoutModel

/// The local a section's code reads the layout container from: `let container =
/// layoutEnvironment.container` (an `id<NSCollectionLayoutContainer>` in Objective-C), declared
/// first in the sections whose numbers are expressions over it, and only there (an unused local
/// would draw a warning). Expressions read its `effectiveContentSize` (`container.width`) and
/// its `contentSize` (`container.contentSize.width`).
enum ContainerLocal {
    /// The local's name; each section function (or provider) claims it before any other local.
    static let name = "container"
    /// Its value: what `ContainerSize` stands for.
    static let value = "layoutEnvironment.container"

    /// What each container variable is read as, from the local `local`.
    static func spellings(local: String) -> [String: String] {
        [
            "container.width": local + ".effectiveContentSize.width", "container.height": local + ".effectiveContentSize.height",
            "container.contentSize.width": local + ".contentSize.width", "container.contentSize.height": local + ".contentSize.height",
        ]
    }

    /// Whether any number of `section` is an expression over the layout container.
    static func uses(_ section: Section) -> Bool {
        // The model's own list of expressions, so no field that may hold one is missed here.
        LayoutDefinition(name: "section", sections: .single(.section(section))).hasContainerExpressions
    }

    /// Whether `group`, or anything inside it, has a number over the layout container. Such a
    /// group never gets a function of its own: the function would need the environment.
    static func uses(_ group: Group) -> Bool {
        uses(Section(content: .group(group)))
    }
}
