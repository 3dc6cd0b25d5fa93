/// A pack `LayoutLibrary.installRemotePack` accepted.
public struct LayoutPackInstallation: Sendable, Hashable {
    /// The installed pack's manifest: its channel, sequence, expiry and layouts.
    public var manifest: LayoutPackManifest
    /// SHA-256 of the pack's bytes.
    public var packHash: String
    /// The trusted keys whose signatures hold.
    public var signers: [String]
    /// What the app should log although the pack is used (a format 1 pack; a store that could
    /// not be written, so the pack is used from memory only).
    public var warnings: [LayoutPackWarning]
    /// The pack was already the installed one: nothing changed.
    public var unchanged: Bool
}
