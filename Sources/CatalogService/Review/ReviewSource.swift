import Foundation

/// One side of `catalog review`: where its layouts come from.
public enum ReviewSource: Sendable, Hashable {
    /// A catalog file: every layout's head revision (archived layouts left out).
    case catalogFile(String)
    /// A folder of definition files, as `export --all` writes them: its own `.yaml/.yml/.json`
    /// files, or else those in its `layouts/` folder.
    case folder(String)
    /// Such a folder in a git revision of the current repository (`main:layouts/`), read with
    /// `git ls-tree` and `git show`, never by checking out.
    case gitRevision(revision: String, path: String)

    /// What the user typed for this side: an existing file is a catalog, an existing folder a
    /// folder of definitions, and anything else of the form `REV:PATH` a git revision.
    public static func locate(_ text: String) throws -> ReviewSource {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? .folder(text) : .catalogFile(text)
        }
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            return .gitRevision(revision: String(text[..<colon]), path: String(text[text.index(after: colon)...]))
        }
        throw ServiceError.unreadableFile(text, reason: "no such file or folder, and not a git revision of a folder (REV:PATH, e.g. main:layouts/)")
    }

    /// How reports name this side.
    public var label: String {
        switch self {
        case .catalogFile(let path), .folder(let path): path
        case .gitRevision(let revision, let path): "\(revision):\(path)"
        }
    }
}
