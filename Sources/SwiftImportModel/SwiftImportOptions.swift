import LayoutModel

/// How an import run follows code it cannot fully see.
public struct SwiftImportOptions: Sendable, Hashable, Codable {
    /// The iOS version whose `#available` branches are taken; nil takes the newest (every check
    /// holds). The branch not taken is reported as a note.
    public var iOSVersion: IOSVersion?
    /// Import layouts that depend on values the importer cannot follow, with each unknown value
    /// replaced by the nearest literal the code offers (a `?? 44` default, a `var`'s initial
    /// value, the first branch of a condition) and reported in `ImportedLayout.assumptions`.
    /// Without it such layouts are skipped.
    public var allowPartial: Bool
    /// Put before every imported layout's name (`--name-prefix`).
    public var namePrefix: String
    /// Also import each function or property returning a section or group that another
    /// imported layout already uses (by default such building blocks are part of that layout
    /// only).
    public var includeBuildingBlocks: Bool

    public init(iOSVersion: IOSVersion? = nil, allowPartial: Bool = false, namePrefix: String = "", includeBuildingBlocks: Bool = false) {
        self.iOSVersion = iOSVersion
        self.allowPartial = allowPartial
        self.namePrefix = namePrefix
        self.includeBuildingBlocks = includeBuildingBlocks
    }
}
