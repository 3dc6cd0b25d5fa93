import Foundation
import LayoutModel

/// A folder of definition files in a git revision, read through `git ls-tree` and
/// `git cat-file` in the current directory's repository: nothing is checked out and the working
/// tree is never touched. A blob's size is asked first and a file over the definition limit is
/// refused unread; no more than the limit is ever read.
struct GitTree {
    var revision: String
    var path: String

    /// The tree's own definition files, or else those of its `layouts/` subtree, sorted.
    func documents() throws -> [SourceDocument] {
        // A leading dash would make git read the revision as an option.
        guard !revision.hasPrefix("-") else { throw refusal("a revision cannot start with '-'") }
        let folder = path.hasSuffix("/") || path.isEmpty ? path : path + "/"
        var entries = try listing(folder)
        if !entries.contains(where: { $0.isDefinition }), entries.contains(where: { $0.isTree && $0.name == "layouts" }) {
            entries = try listing(folder + "layouts/")
            return try entries.filter(\.isDefinition).map { try document($0, in: folder + "layouts/") }
        }
        let files = entries.filter(\.isDefinition)
        if files.isEmpty { throw refusal("the folder holds no .yaml, .yml or .json files") }
        return try files.map { try document($0, in: folder) }
    }

    private struct Entry {
        var name: String
        var mode: String
        var type: String

        var isTree: Bool { type == "tree" }

        var isDefinition: Bool {
            guard !isTree, !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
            return SourceDocument.extensions.contains(name[name.index(after: dot)...].lowercased())
        }
    }

    /// `git ls-tree REV:FOLDER`: one `mode type object<TAB>name` line per entry.
    private func listing(_ folder: String) throws -> [Entry] {
        guard let result = ChildProcess.run("git", ["ls-tree", "-z", "\(revision):\(folder)"]) else {
            throw refusal("git could not be started (is it installed?)")
        }
        guard result.status == 0 else {
            throw refusal("git found no folder \(folder.isEmpty ? "(root)" : folder) in revision \(revision) of the repository here")
        }
        guard !result.truncated else {
            throw refusal("the folder's listing is over \(ChildProcess.defaultMaximumBytes) bytes")
        }
        return result.output.split(separator: "\0").compactMap { line in
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count > 1 else { return nil }
            return Entry(name: String(line[line.index(after: tab)...]), mode: String(fields[0]), type: String(fields[1]))
        }
    }

    /// The most bytes of one definition file read from git: a definition's limit.
    static let maximumBytes = DocumentLimits.definition.maximumBytes

    private func document(_ entry: Entry, in folder: String) throws -> SourceDocument {
        let spec = "\(revision):\(folder)\(entry.name)"
        // A link's blob is the path it points to: reading it as a definition would be
        // meaningless, and following it could leave the folder.
        guard entry.mode != "120000", entry.type == "blob" else {
            throw ServiceError.unreadableFile(
                spec, reason: entry.mode == "120000" ? "a symbolic link; links are not followed in a git revision" : "not a file (\(entry.type))")
        }
        guard let sized = ChildProcess.run("git", ["cat-file", "-s", spec]), sized.status == 0,
            let size = Int(sized.output.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw ServiceError.unreadableFile(spec, reason: "git could not read it")
        }
        guard size <= Self.maximumBytes else {
            throw ServiceError.unreadableFile(spec, reason: "the file is \(size) bytes; at most \(Self.maximumBytes) are read")
        }
        guard let result = ChildProcess.run("git", ["cat-file", "blob", spec], maximumBytes: Self.maximumBytes), result.status == 0 else {
            throw ServiceError.unreadableFile(spec, reason: "git could not read it")
        }
        // The blob grew between the two questions only if the revision names moved: refused too.
        guard !result.truncated else {
            throw ServiceError.unreadableFile(spec, reason: "the file is over \(Self.maximumBytes) bytes; at most \(Self.maximumBytes) are read")
        }
        return SourceDocument(path: spec, text: result.output)
    }

    private func refusal(_ reason: String) -> ServiceError {
        .unreadableFile("\(revision):\(path)", reason: reason)
    }
}
