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
        }
    }
}

/// One layout that failed the publish check on one device.
public struct UnresolvedLayout: Sendable, Hashable, Encodable {
    public var layout: String
    public var device: String
    public var reason: String
}
