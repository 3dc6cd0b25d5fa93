/// A folder of definition files in a git revision, read through `git ls-tree` and `git show`
/// in the current directory's repository: nothing is checked out and the working tree is
/// never touched.
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
            return try entries.filter(\.isDefinition).map { try document(folder + "layouts/" + $0.name) }
        }
        let files = entries.filter(\.isDefinition)
        if files.isEmpty { throw refusal("the folder holds no .yaml, .yml or .json files") }
        return try files.map { try document(folder + $0.name) }
    }

    private struct Entry {
        var name: String
        var isTree: Bool

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
        return result.output.split(separator: "\0").compactMap { line in
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ")
            return Entry(name: String(line[line.index(after: tab)...]), isTree: fields.count > 1 && fields[1] == "tree")
        }
    }

    private func document(_ file: String) throws -> SourceDocument {
        let spec = "\(revision):\(file)"
        guard let result = ChildProcess.run("git", ["show", spec]), result.status == 0 else {
            throw ServiceError.unreadableFile(spec, reason: "git show could not read it")
        }
        return SourceDocument(path: spec, text: result.output)
    }

    private func refusal(_ reason: String) -> ServiceError {
        .unreadableFile("\(revision):\(path)", reason: reason)
    }
}
