import Foundation
import LayoutModel

/// Writes export files so that a user-given path can never send them anywhere else: names are
/// sanitised to one path component, `..` and absolute names are refused, symlinks in the
/// target are refused, and an existing file is only replaced with `force` (identical content
/// is left alone, so re-exporting an unchanged catalog touches nothing).
public struct SafeOutput: Sendable {
    /// The folder everything goes under.
    public let directory: URL
    public let force: Bool

    /// What happened to one file.
    public enum Outcome: String, Sendable, Hashable, Encodable {
        case written, replaced, unchanged
    }

    /// Opens (and creates, with its parents) the target folder, refusing a symlink.
    public init(directory path: String, force: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let manager = FileManager.default
        if Self.isSymlink(url) {
            throw ServiceError.unsafePath(path, reason: "the target is a symbolic link; give the real folder")
        }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw ServiceError.unsafePath(path, reason: "exists and is not a folder") }
        } else {
            do {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw ServiceError.unsafePath(path, reason: "cannot create the folder: \(error.localizedDescription)")
            }
        }
        directory = url.standardizedFileURL
        self.force = force
    }

    /// A string made safe to be one file or folder name: letters, digits, `-`, `_` and `.`,
    /// never empty, never `.` or `..`, never hidden.
    public static func sanitize(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        var result = String(name.map { allowed.contains($0) ? $0 : "-" })
        while result.hasPrefix(".") { result.removeFirst() }
        if result.isEmpty { result = "unnamed" }
        return String(result.prefix(120))
    }

    /// Writes `data` at `relativePath` (components separated by `/`, each already a safe name)
    /// inside the target.
    @discardableResult
    public func write(_ data: Data, to relativePath: String) throws -> Outcome {
        try Self.replace(target(relativePath, creatingFolders: true), with: data, force: force)
    }

    /// Checks every file of a set as `write` would, writing nothing: a set written after this
    /// passes is not left half-written by a symlink, a pipe or a changed file met on the way.
    public func check(_ files: [(relativePath: String, data: Data)]) throws {
        for file in files {
            _ = try Self.outcome(try target(file.relativePath, creatingFolders: false), with: file.data, force: force)
        }
    }

    /// The file `relativePath` names inside the target, refusing what could lead elsewhere;
    /// its missing folders are created when `creatingFolders` is set.
    private func target(_ relativePath: String, creatingFolders: Bool) throws -> URL {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relativePath.hasPrefix("/"), !components.isEmpty,
            components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") && $0 == Self.sanitize($0) })
        else {
            throw ServiceError.unsafePath(relativePath, reason: "names must be plain relative names inside the target (no '..', no absolute paths)")
        }
        var url = directory
        for (index, component) in components.enumerated() {
            url.appendPathComponent(component)
            if Self.isSymlink(url) {
                throw ServiceError.unsafePath(url.path, reason: "is a symbolic link; refusing to write through it")
            }
            if creatingFolders, index < components.count - 1, !FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            }
        }
        guard url.standardizedFileURL.path.hasPrefix(directory.path + "/") else {
            throw ServiceError.unsafePath(relativePath, reason: "resolves outside the target folder")
        }
        return url
    }

    /// Writes one file at a user-given path (no folder target), with the same rules.
    public static func writeFile(_ data: Data, at path: String, force: Bool) throws -> Outcome {
        let url = URL(fileURLWithPath: path)
        if isSymlink(url) { throw ServiceError.unsafePath(path, reason: "is a symbolic link; refusing to write through it") }
        var existing: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &existing), existing.boolValue {
            throw ServiceError.pathIsFolder(path)
        }
        var isDirectory: ObjCBool = false
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ServiceError.unsafePath(path, reason: "the folder \(parent.path) does not exist")
        }
        return try replace(url, with: data, force: force)
    }

    /// Writes text at a user-given path (a single exported layout), with the same rules.
    public static func writeFile(_ text: String, at path: String, force: Bool) throws -> WrittenFile {
        WrittenFile(path: path, outcome: try writeFile(Data(text.utf8), at: path, force: force))
    }

    private static func replace(_ url: URL, with data: Data, force: Bool) throws -> Outcome {
        let outcome = try outcome(url, with: data, force: force)
        guard outcome != .unchanged else { return outcome }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ServiceError.unsafePath(url.path, reason: "cannot write: \(error.localizedDescription)")
        }
        return outcome
    }

    /// What writing `data` at `url` would do, or why it must not: only a regular file is ever
    /// replaced (a pipe, a device or a socket at the path is refused, never read or renamed
    /// over), and one with other content only with `force`. The existing file is read no
    /// further than the new content's length.
    private static func outcome(_ url: URL, with data: Data, force: Bool) throws -> Outcome {
        guard FileManager.default.fileExists(atPath: url.path) else { return .written }
        if let kind = RegularFile.refusedKind(atPath: url.path) {
            throw ServiceError.unsafePath(url.path, reason: "is \(kind); only a regular file is replaced")
        }
        if (try? RegularFile.contents(atPath: url.path, maximumBytes: data.count)) == data { return .unchanged }
        guard force else { throw ServiceError.fileExists(url.path) }
        return .replaced
    }

    /// True when the path itself (not what it points to) is a symbolic link.
    static func isSymlink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
