import Foundation
import Testing

@testable import LayoutModel

#if canImport(Glibc)
    import Glibc
#endif

/// Every reader opens files one bounded way, and folder walks stay in their folder (issue 22):
/// a named pipe hung every reader, a device was read until the limit, and three links to `..`
/// made a walk run on with growing memory.
@Suite struct BoundedReadingTests {
    /// A fresh folder, removed by `defer`.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func refusal(_ path: String, maximumBytes: Int = 1 << 20) -> String? {
        do {
            _ = try RegularFile.contents(atPath: path, maximumBytes: maximumBytes)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func onlyRegularFilesAreRead() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let pipe = dir + "/pipe.yaml"
        #expect(mkfifo(pipe, 0o600) == 0)
        // Opening a pipe for reading blocks until a writer comes: refused first, it returns.
        #expect(Self.refusal(pipe) == "a named pipe (FIFO), not a regular file; only regular files are read")
        #expect(Self.refusal("/dev/zero") == "a character device, not a regular file; only regular files are read")
        #expect(Self.refusal("/dev/null") == "a character device, not a regular file; only regular files are read")
        #expect(Self.refusal(dir) == "a folder, not a regular file; only regular files are read")
        #expect(Self.refusal(dir + "/missing.yaml") == "no such file")

        // A socket cannot even be opened for reading.
        let socketPath = dir + "/s.sock"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(Self.refusal(socketPath) == "a socket, not a regular file; only regular files are read")
    }

    @Test func theSizeIsReadFromTheHandleNotByReading() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A sparse file of 2 GiB: refused at once, nothing read.
        let huge = dir + "/huge.yaml"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 1 << 31)
        try handle.close()
        #expect(Self.refusal(huge) == "the file is 2147483648 bytes; at most 1048576 are read")
        // At the limit exactly, the file is read whole; one byte over, it is refused.
        let exact = dir + "/exact.yaml"
        try Data(repeating: 0x61, count: 100).write(to: URL(fileURLWithPath: exact))
        #expect(try RegularFile.contents(atPath: exact, maximumBytes: 100) == Data(repeating: 0x61, count: 100))
        #expect(Self.refusal(exact, maximumBytes: 99) == "the file is 100 bytes; at most 99 are read")
        // The text reader goes through it.
        #expect(throws: DocumentReadError(at: nil, "a named pipe (FIFO), not a regular file; only regular files are read")) {
            let pipe = dir + "/pipe.yaml"
            _ = mkfifo(pipe, 0o600)
            _ = try DocumentReader.textOfFile(atPath: pipe, maximumBytes: 100)
        }
    }

    /// root/a.yaml, root/sub/b.yaml, and links: `in.yaml` → sub/b.yaml (inside), `l1` → `..`
    /// and `sub/l3` → `../..` (out), `sub/l2` → `..` (the root itself: a loop), `out.yaml` → a
    /// file outside, `dangling.yaml` → nothing.
    static func tree() throws -> (root: String, outside: String) {
        let outside = try folder()
        let root = outside + "/root"
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try "a: 1\n".write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        try "b: 1\n".write(toFile: root + "/sub/b.yaml", atomically: true, encoding: .utf8)
        try "secret: 1\n".write(toFile: outside + "/secret.yaml", atomically: true, encoding: .utf8)
        for (link, target) in [
            ("in.yaml", "sub/b.yaml"), ("l1", ".."), ("sub/l2", ".."), ("sub/l3", "../.."),
            ("out.yaml", "../secret.yaml"), ("dangling.yaml", "nowhere.yaml"),
        ] {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: target)
        }
        return (root, outside)
    }

    @Test func aRecursiveWalkStaysInItsFolderAndVisitsEachPlaceOnce() throws {
        let (root, outside) = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let walk = FolderWalk(root, recursive: true) { $0.hasSuffix(".yaml") }
        // `in.yaml` sorts before `sub`, so it stands for b.yaml, which is then not read again.
        #expect(walk.files == [root + "/a.yaml", root + "/in.yaml"])
        #expect(
            walk.refusals == [
                .init(path: root + "/dangling.yaml", reason: "a symbolic link to nothing"),
                .init(path: root + "/l1", reason: "a symbolic link that leads out of the folder; links are followed only inside it"),
                .init(path: root + "/out.yaml", reason: "a symbolic link that leads out of the folder; links are followed only inside it"),
                .init(path: root + "/sub/l3", reason: "a symbolic link that leads out of the folder; links are followed only inside it"),
            ])
    }

    @Test func aFlatWalkReportsOnlyTheFilesItWants() throws {
        let (root, outside) = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let walk = FolderWalk(root, recursive: false) { $0.hasSuffix(".yaml") }
        #expect(walk.files == [root + "/a.yaml", root + "/in.yaml"])
        #expect(walk.refusals.map(\.path) == [root + "/dangling.yaml", root + "/out.yaml"])
    }

    @Test func threeLinksToTheParentEndTheWalk() throws {
        let outside = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let root = outside + "/loops"
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try "x\n".write(toFile: root + "/sub/a.swift", atomically: true, encoding: .utf8)
        for (link, target) in [("l1", ".."), ("sub/l2", ".."), ("sub/l3", "../..")] {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: target)
        }
        let walk = FolderWalk(root, recursive: true) { $0.hasSuffix(".swift") }
        #expect(walk.files == [root + "/sub/a.swift"])
        #expect(walk.refusals.map(\.path) == [root + "/l1", root + "/sub/l3"])
    }
}
