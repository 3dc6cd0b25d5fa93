import Foundation

/// What an app trusts and expects of its layout packs: the keys that may sign them, the channel
/// it follows, and how far its clock may be off.
///
/// ```swift
/// let policy = LayoutPackPolicy(
///     trustedKeys: [try LayoutPackPublicKey(base64: "5EA+ma2QAeyLXMCVr0B2zGus26VV+bQrZa9PsnDfCbk=")],
///     channel: "prod")
/// ```
public struct LayoutPackPolicy: Sendable {
    /// The keys a pack may be signed with (by key ID); one good signature by one that is not
    /// revoked is enough. During a rotation the app ships both the old and the new key.
    public var trustedKeys: [LayoutPackPublicKey]
    /// The one channel whose packs this app installs (`prod`; a beta build: `beta`).
    public var channel: String
    /// How far past a pack's `expires` the device clock may be before the pack counts as
    /// expired: clocks drift and some are set by hand. One hour by default.
    public var clockTolerance: TimeInterval
    /// The device clock (injectable for tests).
    public var clock: @Sendable () -> Date

    /// The default tolerance for `expires`: one hour.
    public static let defaultClockTolerance: TimeInterval = 3_600

    public init(
        trustedKeys: [LayoutPackPublicKey], channel: String, clockTolerance: TimeInterval = LayoutPackPolicy.defaultClockTolerance,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.trustedKeys = trustedKeys
        self.channel = channel
        self.clockTolerance = clockTolerance
        self.clock = clock
    }

    /// The trusted keys' IDs.
    public var trustedKeyIDs: [String] { trustedKeys.map(\.keyID) }
}
