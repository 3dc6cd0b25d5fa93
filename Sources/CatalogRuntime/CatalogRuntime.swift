import LayoutModelCore

/// The runtime's own version: packs name the lowest one that can read them
/// (`minimumRuntimeVersion`), so an app built with an older runtime falls back instead of
/// guessing at a format it does not know.
public enum CatalogRuntime {
    /// 1.0: pack format 1, definition format 1. 1.1: layouts that go by kind (`sectionsByKind`).
    public static let version = VersionNumber(1, 1)

    /// The lowest runtime that builds every one of `definitions`: 1.1 when one goes by kind
    /// (1.0 would refuse it as invalid instead of falling back), else 1.0, so apps built with
    /// the first runtime keep loading packs that need nothing newer.
    public static func minimumVersion(toBuild definitions: [LayoutDefinition]) -> VersionNumber {
        definitions.contains { if case .byKind = $0.sections { true } else { false } } ? VersionNumber(1, 1) : VersionNumber(1, 0)
    }

    /// The newest pack format this runtime reads (see docs/layout-packs.md).
    public static let packFormat = 1
}
