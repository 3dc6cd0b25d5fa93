import Foundation

/// The git work tree some code lives in, read by running `git` (never by reading `.git`, whose
/// layout varies: worktrees, submodules, packed refs). Outside a work tree, or without git,
/// there is none, and that is not an error.
struct GitWorkTree: Sendable, Hashable {
    /// The work tree's top folder, absolute, symlinks resolved (as git prints it).
    var root: String
    /// HEAD's full commit hash; nil in a repository without commits.
    var head: String?

    /// The work tree holding `path` (a file or folder), or nil.
    static func containing(_ path: String) -> GitWorkTree? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        var folder = exists && isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        guard let top = ChildProcess.run("git", ["-C", folder, "rev-parse", "--show-toplevel"]), top.status == 0 else { return nil }
        let root = top.output.trimmingCharacters(in: .newlines)
        guard !root.isEmpty else { return nil }
        let head = ChildProcess.run("git", ["-C", root, "rev-parse", "--verify", "--quiet", "HEAD"])
            .flatMap { $0.status == 0 ? $0.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil }
        return GitWorkTree(root: resolved(root), head: head?.isEmpty == false ? head : nil)
    }

    /// `path` relative to the top folder (`Sources/Feed.swift`; empty for the top folder
    /// itself), or nil when it lies outside.
    func relativePath(of path: String) -> String? {
        let absolute = Self.resolved(path)
        if absolute == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }

    /// The files under `paths` (relative to the top folder) that differ from HEAD or are not
    /// tracked: their content is not that of the commit.
    func uncommittedFiles(under paths: [String]) -> Set<String> {
        let arguments =
            ["-C", root, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--"]
            + (paths.isEmpty ? ["."] : paths.map { $0.isEmpty ? "." : $0 })
        guard let result = ChildProcess.run("git", arguments), result.status == 0 else { return [] }
        var files: Set<String> = []
        var fields = result.output.split(separator: "\0", omittingEmptySubsequences: true)[...]
        while let field = fields.popFirst() {
            // "XY path"; a rename or copy is followed by its original path as its own field.
            guard field.count > 3 else { continue }
            let status = field.prefix(2)
            files.insert(String(field.dropFirst(3)))
            if status.contains("R") || status.contains("C") { _ = fields.popFirst() }
        }
        return files
    }

    /// HEAD's author name and subject line, or nil without commits.
    func headCommit() -> (author: String, subject: String)? {
        guard head != nil, let result = ChildProcess.run("git", ["-C", root, "log", "-1", "--format=%an%x00%s", "HEAD"]), result.status == 0 else {
            return nil
        }
        let parts = result.output.trimmingCharacters(in: .newlines).split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// An absolute path with `.`/`..` and symlinks resolved, as git reports its top folder.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
