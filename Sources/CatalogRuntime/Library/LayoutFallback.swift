/// One step down the fallback chain: which layout, which source was skipped, and why.
public struct LayoutFallback: Sendable, Hashable, CustomStringConvertible {
    /// The reasons a source is skipped, in one word each (the error says more).
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// The signature does not hold (a changed byte; in format 1, also another key).
        case signature
        /// No signature by a key the app trusts and has not seen revoked.
        case untrustedKey
        /// The pack is for another channel, or (format 1 without a tag) names none.
        case wrongChannel
        /// The pack's sequence is not above the newest the app has seen for its channel: an
        /// older pack replayed, or a store file replaced with one.
        case rollback
        /// The pack's `expires` has passed (device clock, with the tolerance of
        /// `LayoutPackPolicy.clockTolerance`). Never given for the bundled pack.
        case expired
        /// A newer pack format or runtime than the app carries.
        case formatTooNew
        /// The layout needs a newer app version.
        case needsNewerApp
        /// The layout needs a newer iOS release.
        case needsNewerSystem
        /// The layout goes by section kind (`sectionsByKind`) and was asked for without a
        /// `sectionKind` closure (an app that predates it); the next source is used instead.
        case needsSectionKind
        /// The pack has no such layout.
        case missing
        /// The pack or the layout is damaged or does not validate.
        case invalid
        /// The source has no pack.
        case noPack
    }

    public var layout: String
    /// The source skipped.
    public var source: LayoutSource
    public var error: LayoutPackError

    public var reason: Reason { error.reason }

    public var description: String {
        "\(layout): \(source) skipped (\(reason.rawValue)): \(error)"
    }
}

/// Where a layout comes from, in the order they are tried.
public enum LayoutSource: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The pack the app downloaded and installed.
    case remote
    /// The pack shipped inside the app.
    case bundled
    /// The layout compiled into the app (for example the Swift `catalog export` writes).
    case compiledIn

    public var description: String { rawValue }
}
