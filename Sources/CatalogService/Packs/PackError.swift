import CatalogRuntime

/// Why `keys generate`, `publish` or `verify-pack` could not do what was asked. Nothing was
/// written when one is thrown.
public enum PackError: Error, Sendable, CustomStringConvertible {
    /// A key file that cannot be read or is not a key of the right kind.
    case keyFile(String, reason: String)
    /// A key file `keys generate` would overwrite.
    case keyExists(String)
    /// `publish --tag` found no layout with the tag.
    case noLayoutsTagged(String)
    /// Layouts that do not resolve on some device: each with the device and the reason.
    case doesNotResolve([UnresolvedLayout])
    /// A version that is not `1`–`4` dot-separated whole numbers.
    case malformedVersion(String)
    /// A per-layout version for a layout that is not published.
    case versionForUnpublishedLayout(String)
    /// The pack file cannot be read (missing, a folder): `verify-pack` could not run.
    case unreadablePack(String, reason: String)
    /// A lifetime that is not a whole number and `h`, `d` or `w`.
    case malformedDuration(String)
    /// A lifetime shorter than an hour or longer than 366 days.
    case durationOutOfRange(String)
    /// Publishing by names without `--channel`.
    case noChannel
    /// A channel name the format does not allow.
    case malformedChannel(String)
    /// A `--revoke` value that is neither a key ID (16 lowercase hex digits) nor a key file.
    case malformedKeyID(String)
    /// A signing key the catalog has revoked (or is being revoked by this very publish).
    case signingKeyRevoked(String, path: String)
    /// The same key given twice.
    case duplicateKey(String, paths: [String])
    /// More signing keys than a pack carries.
    case tooManyKeys(Int)
    /// A sequence past the format's largest.
    case sequenceExhausted(channel: String)
    /// A `--now` time that is not ISO 8601.
    case malformedTime(String)
    /// `keys list` was given a path that does not exist.
    case noSuchKeyPath(String)

    public var description: String {
        switch self {
        case .keyFile(let path, let reason):
            return "\(path): not a usable key: \(reason)"
        case .keyExists(let path):
            return "\(path): already exists; a key is never overwritten (remove it first to replace it)"
        case .noLayoutsTagged(let tag):
            return "no layout has the tag '\(tag)' (tag revisions with `catalog tag NAME@REV \(tag)`)"
        case .doesNotResolve(let failures):
            var layouts: [String] = []
            for failure in failures where !layouts.contains(failure.layout) { layouts.append(failure.layout) }
            let each = layouts.map { layout in
                let mine = failures.filter { $0.layout == layout }
                let first = mine.first.map { " (\($0.device): \($0.reason))" } ?? ""
                return "\(layout) on \(mine.map(\.device).joined(separator: ", "))\(first)"
            }
            let count = layouts.count == 1 ? "1 layout does" : "\(layouts.count) layouts do"
            return "\(count) not resolve on every device (portrait, each on its newest iOS); nothing was published: \(each.joined(separator: "; "))"
        case .malformedVersion(let text):
            return "'\(text)' is not a version: give 1 to 4 whole numbers separated by dots, e.g. 5.3"
        case .versionForUnpublishedLayout(let name):
            return "a minimum app version is given for '\(name)', which is not in the pack"
        case .unreadablePack(let path, let reason):
            return "\(path): cannot read the pack: \(reason)"
        case .malformedDuration(let text):
            return "'\(text)' is not a lifetime: give a whole number and h, d or w, e.g. 30d"
        case .durationOutOfRange(let text):
            return "'\(text)' is outside the lifetimes a pack may have: from 1h to 366d"
        case .noChannel:
            return "a pack of named layouts needs a channel: give --channel NAME (a pack published by --tag takes the tag)"
        case .malformedChannel(let text):
            return "'\(text)' is not a channel name: 1 to 64 letters, digits, '-', '_' or '.'"
        case .malformedKeyID(let text):
            return "'\(text)' is neither a key ID (16 lowercase hex digits, as `catalog keys list` shows them) nor a key file"
        case .signingKeyRevoked(let keyID, let path):
            return "\(path): key \(keyID) is revoked in this catalog; sign with a key that is not (see `catalog keys list`)"
        case .duplicateKey(let keyID, let paths):
            return "key \(keyID) is given twice (\(paths.joined(separator: ", "))); each key signs once"
        case .tooManyKeys(let count):
            return "\(count) keys; a pack carries at most \(LayoutPackLimits.maximumSignatures) signatures"
        case .sequenceExhausted(let channel):
            return "channel \(channel) has used every sequence a pack can carry"
        case .malformedTime(let text):
            return "'\(text)' is not an ISO 8601 time, e.g. 2026-12-01T00:00:00Z"
        case .noSuchKeyPath(let path):
            return "\(path): no such file or folder"
        }
    }
}

/// One layout that failed the publish check on one device.
public struct UnresolvedLayout: Sendable, Hashable, Encodable {
    public var layout: String
    public var device: String
    public var reason: String
}
