import LayoutModelCore

/// Why a pack, or a layout in it, cannot be used. Every failure of the runtime is one of these:
/// nothing in a pack can crash the app or make it hang.
public enum LayoutPackError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pack is larger than the runtime reads (checked before anything is read).
    case tooLarge(bytes: Int, limit: Int)
    /// The bytes are not a layout pack, or are damaged: where and what.
    case malformed(String)
    /// Written in a newer pack format, or for a newer runtime, than this app carries.
    case formatTooNew(format: Int, minimumRuntimeVersion: VersionNumber?)
    /// A signature does not hold for these bytes: a byte was changed after signing, or (format
    /// 1, whose signature names no key) the pack was signed with a key the app does not trust.
    case signature
    /// No signature by a key the app trusts and has not seen revoked: the key IDs the pack's
    /// signature lines name (`signedBy`), and those of them that are revoked (`revoked`).
    case untrustedKey(signedBy: [String], revoked: [String])
    /// The pack is for another channel (a beta pack in production), or names none (a format 1
    /// pack without a tag).
    case wrongChannel(pack: String?, expected: String)
    /// The pack's sequence is not above the newest the app has seen for its channel (`installed`):
    /// an older pack replayed, or (equal numbers) a different pack with a number already used.
    case rollback(channel: String, sequence: Int, installed: Int)
    /// The pack's `expires` has passed by the device clock, beyond the stated tolerance.
    case expired(expires: String, now: String)
    /// The pack has no layout of this name.
    case layoutMissing(String)
    /// The layout needs a newer app than this one (`minimumAppVersion`).
    case layoutNeedsNewerApp(String, minimum: VersionNumber, app: VersionNumber)
    /// The layout uses API this iOS release does not have (list sections need iOS 14).
    case layoutNeedsNewerSystem(String, minimum: VersionNumber, running: VersionNumber)
    /// The layout picks its sections by the kind of each data section's identifier
    /// (`sectionsByKind`), and was asked for without a `sectionKind` closure to tell it the
    /// identifiers — typically an app built before the layout went by kind.
    case layoutNeedsSectionKind(String)
    /// The layout does not decode or validate: every diagnostic, with its document path.
    case layoutInvalid(String, [Diagnostic])
    /// The source has no pack (none installed, or none bundled).
    case noPack

    /// The reason in one word, as the fallback chain reports it.
    public var reason: LayoutFallback.Reason {
        switch self {
        case .tooLarge, .malformed, .layoutInvalid: .invalid
        case .formatTooNew: .formatTooNew
        case .signature: .signature
        case .untrustedKey: .untrustedKey
        case .wrongChannel: .wrongChannel
        case .rollback: .rollback
        case .expired: .expired
        case .layoutMissing: .missing
        case .layoutNeedsNewerApp: .needsNewerApp
        case .layoutNeedsNewerSystem: .needsNewerSystem
        case .layoutNeedsSectionKind: .needsSectionKind
        case .noPack: .noPack
        }
    }

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "the pack is \(bytes) bytes; at most \(limit) are read"
        case .malformed(let what):
            "not a valid layout pack: \(what)"
        case .formatTooNew(let format, let runtime?):
            "the pack (format \(format)) needs runtime \(runtime) or newer; this is \(CatalogRuntime.version)"
        case .formatTooNew(let format, nil):
            "the pack is in format \(format); this runtime reads format \(CatalogRuntime.packFormat)"
        case .signature:
            "the signature does not match: the pack was changed after it was signed, or signed with another key"
        case .untrustedKey(let signedBy, let revoked):
            Self.untrusted(signedBy: signedBy, revoked: revoked)
        case .wrongChannel(let pack?, let expected):
            "the pack is for channel '\(pack)', not '\(expected)'"
        case .wrongChannel(nil, let expected):
            "the pack names no channel (a format 1 pack published without a tag); this app takes channel '\(expected)'"
        case .rollback(let channel, let sequence, let installed):
            "the pack is sequence \(sequence) of channel \(channel), not above sequence \(installed), which this app has already seen (an older pack replayed, or a number used twice)"
        case .expired(let expires, let now):
            "the pack expired at \(expires) (device clock: \(now)); publish a new one"
        case .layoutMissing(let name):
            "the pack has no layout '\(DiagnosticText.excerpt(name))'"
        case .layoutNeedsNewerApp(let name, let minimum, let app):
            "layout '\(name)' needs app version \(minimum) or newer; this is \(app)"
        case .layoutNeedsNewerSystem(let name, let minimum, let running):
            "layout '\(name)' needs iOS \(minimum) or newer; this is \(running)"
        case .layoutNeedsSectionKind(let name):
            "layout '\(name)' picks its sections by the kind of each section's identifier (sectionsByKind); ask for it with a sectionKind closure"
        case .layoutInvalid(let name, let diagnostics):
            "layout '\(name)' is not valid: " + diagnostics.prefix(3).map(\.description).joined(separator: "; ")
        case .noPack:
            "no pack"
        }
    }

    private static func untrusted(signedBy: [String], revoked: [String]) -> String {
        let named = signedBy.isEmpty ? "the pack names no key" : "signed by key\(signedBy.count == 1 ? "" : "s") \(signedBy.joined(separator: ", "))"
        if revoked.isEmpty { return "no signature by a trusted key: \(named), none of them trusted by this app" }
        let all = Set(revoked) == Set(signedBy)
        return
            "no signature by a trusted key: \(named); \(all ? "" : "of these, ")\(revoked.joined(separator: ", ")) \(revoked.count == 1 ? "is" : "are") revoked"
    }
}
