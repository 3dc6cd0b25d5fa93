/// How `import-swift` and `check` read code they cannot fully see.
public struct SwiftCodeOptions: Sendable, Hashable {
    /// The iOS version whose `#available` branches are taken (`16`, `17.4`); nil: the newest.
    public var iOSVersion: String?
    /// Import layouts that depend on values the code does not fix, each unknown value replaced by
    /// the nearest literal and the revision marked partial. Without it they are skipped.
    public var allowPartial: Bool
    /// Put before every imported layout's name.
    public var namePrefix: String

    public init(iOSVersion: String? = nil, allowPartial: Bool = false, namePrefix: String = "") {
        self.iOSVersion = iOSVersion
        self.allowPartial = allowPartial
        self.namePrefix = namePrefix
    }
}
