import LayoutModelCore

/// The runtime's own version: packs name the lowest one that can read them
/// (`minimumRuntimeVersion`), so an app built with an older runtime falls back instead of
/// guessing at a format it does not know.
public enum CatalogRuntime {
    /// 1.0: pack format 1, definition format 1. 1.1: layouts that go by kind (`sectionsByKind`).
    /// 2.0: pack format 2 (channel, sequence, expiry, several signatures, revoked keys), a set of
    /// trusted keys, the pack store and the updater; format 1 packs are still read.
    public static let version = VersionNumber(2, 0)

    /// The lowest runtime that builds every one of `definitions`: 1.1 when one goes by kind
    /// (1.0 would refuse it as invalid instead of falling back), else 1.0, so apps built with
    /// the first runtime keep loading packs that need nothing newer.
    public static func minimumVersion(toBuild definitions: [LayoutDefinition]) -> VersionNumber {
        definitions.contains { if case .byKind = $0.sections { true } else { false } } ? VersionNumber(1, 1) : VersionNumber(1, 0)
    }

    /// The lowest runtime that reads a pack of `format` holding `definitions`: what the content
    /// needs, and at least the runtime that introduced the format (2.0 for format 2), so the
    /// manifest never names a runtime that could not have read it.
    public static func minimumVersion(format: Int, toBuild definitions: [LayoutDefinition]) -> VersionNumber {
        let content = minimumVersion(toBuild: definitions)
        let reader = format >= 2 ? VersionNumber(2, 0) : VersionNumber(1, 0)
        return max(content, reader)
    }

    /// The newest pack format this runtime reads (see docs/layout-packs.md); it reads every
    /// older one too.
    public static let packFormat = 2
}
