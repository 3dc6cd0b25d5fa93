import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the catalog lists a folder's files: symbolic links are followed only to places
/// inside the folder, and no folder or file is visited twice, so a link to `..` cannot lead the
/// walk out of the folder or round in a loop (three links to `..` made the old walk run on while
/// its memory grew).
///
/// Entries of any type whose names are wanted are returned — a named pipe or a device among
/// them is refused by `RegularFile` when it is read, with what it is — so nothing the user put
/// in the folder is silently left out.
package struct FolderWalk {
    /// A path the walk did not follow, and why.
    package struct Refusal: Sendable, Hashable {
        package var path: String
        package var reason: String
    }

    /// The wanted files, in name order, each folder's files where its name sorts.
    package private(set) var files: [String] = []
    /// Links that lead out of the folder or to nothing, and folders that cannot be listed.
    package private(set) var refusals: [Refusal] = []

    /// Walks `folder`.
    ///
    /// - Parameters:
    ///   - recursive: descend into subfolders (and links to subfolders inside the folder).
    ///   - wants: whether a file of this name is returned.
    ///   - descends: whether a subfolder of this name is walked.
    package init(_ folder: String, recursive: Bool, wants: (String) -> Bool, descends: (String) -> Bool = { _ in true }) {
        guard let root = Self.realPath(folder) else {
            refusals.append(Refusal(path: folder, reason: "cannot be read"))
            return
        }
        var visited: Set<FileIdentity> = []
        if let identity = FileIdentity(path: root) { visited.insert(identity) }
        // An explicit stack of files and folders still to visit, in name order (a folder's
        // entries where its name sorts, as a depth-first walk lists them): a deep tree of
        // folders costs memory, never the thread's stack.
        var pending: [(path: String, isFolder: Bool)] = [(folder, true)]
        while let (current, isFolder) = pending.popLast() {
            guard isFolder else {
                files.append(current)
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
                refusals.append(Refusal(path: current, reason: "the folder cannot be listed"))
                continue
            }
            var entries: [(path: String, isFolder: Bool)] = []
            for name in names.sorted() {
                let path = (current as NSString).appendingPathComponent(name)
                var link = stat()
                guard lstat(path, &link) == 0 else { continue }
                var target = link
                if link.st_mode & S_IFMT == S_IFLNK {
                    guard stat(path, &target) == 0, let real = Self.realPath(path) else {
                        if wants(name) { refusals.append(Refusal(path: path, reason: "a symbolic link to nothing")) }
                        continue
                    }
                    guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
                        if wants(name) || (recursive && target.st_mode & S_IFMT == S_IFDIR && descends(name)) {
                            refusals.append(
                                Refusal(path: path, reason: "a symbolic link that leads out of the folder; links are followed only inside it"))
                        }
                        continue
                    }
                }
                if target.st_mode & S_IFMT == S_IFDIR {
                    guard recursive, descends(name) else { continue }
                    // A link to a folder already walked (`..`, `.`, a sibling) is not walked again.
                    guard visited.insert(FileIdentity(target)).inserted else { continue }
                    entries.append((path, true))
                } else if wants(name) {
                    // The same file reached twice (a link beside its target) is read once.
                    guard visited.insert(FileIdentity(target)).inserted else { continue }
                    entries.append((path, false))
                }
            }
            pending += entries.reversed()
        }
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A file's device and inode: what makes two paths the same file.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(status)
        }
    }
}
