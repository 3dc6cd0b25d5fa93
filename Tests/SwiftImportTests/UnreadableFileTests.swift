import Foundation
import LayoutModel
import Testing

@testable import SwiftImport

#if canImport(Glibc)
    import Glibc
#endif

/// No file stops a run (issue 31): a `.swift` file that is encrypted, binary, not UTF-8 or not
/// a regular file is skipped with its place and cause, counted as `unreadable-file`, and the
/// other files import. The fixtures are written at test time, so the repository holds no
/// binary files. (Tests run as root in CI, where a mode of 000 does not stop a read: nothing
/// here relies on permissions.)
@Suite struct UnreadableFileTests {
    /// A layout of one section whose items are `height` points tall, built by `type`.
    static func layout(_ type: String, height: Int) -> String {
        """
        import UIKit

        enum \(type) {
            static func makeLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(\(height))))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }

        """
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func everyKindOfUnreadableFileIsSkippedAndTheRestImports() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        try write("Feed.swift", Array(Self.layout("Feed", height: 44).utf8))
        // What git-crypt leaves in a checkout without the key: its magic, then ciphertext.
        try write("Secret.swift", [0x00] + Array("GITCRYPT".utf8) + [0x00, 0x8A, 0x13, 0xFE, 0x00, 0x42])
        // "let a = 1\n" is 10 bytes: the NUL is byte 10, line 2, column 1.
        try write("Blob.swift", Array("let a = 1\n".utf8) + [0x00, 0x41, 0x0A])
        // Latin-1 "é" (0xE9) after "// caf": byte 6, line 1, column 7.
        try write("Latin1.swift", Array("// caf".utf8) + [0xE9, 0x0A])
        // A folder named like a Swift file is walked like any folder.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("X.swift"), withIntermediateDirectories: true)
        try write("X.swift/Inner.swift", Array(Self.layout("Inner", height: 60).utf8))
        // A named pipe: opening it to read would block until a writer came.
        let pipe = folder.appendingPathComponent("Y.swift").path
        #expect(mkfifo(pipe, 0o600) == 0)

        let report = SwiftImporter().importFiles(atPaths: [folder.path])
        let root = folder.path
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.layouts.map(\.name) == ["feed", "inner"])
        #expect(report.layout(named: "inner")?.source.file == "\(root)/X.swift/Inner.swift")
        #expect(report.fileCount == 2)
        // In the order the walk finds them: names sorted, `X.swift`'s file where `X.swift` sorts.
        #expect(report.skippedFiles.map(\.path) == ["\(root)/Blob.swift", "\(root)/Latin1.swift", "\(root)/Secret.swift", pipe])
        #expect(report.skippedFiles.map(\.cause) == [.binary, .notUTF8, .encrypted, .unreadable])
        #expect(
            report.skippedFiles.map(\.description) == [
                "\(root)/Blob.swift:2:1: warning: file skipped (unreadable-file, binary): binary content: a NUL byte at byte offset 10, which Swift source never holds; the other files are imported",
                "\(root)/Latin1.swift:1:7: warning: file skipped (unreadable-file, not-utf8): not UTF-8 text: byte 0xE9 at byte offset 6 does not begin a valid UTF-8 character; the other files are imported",
                "\(root)/Secret.swift: warning: file skipped (unreadable-file, encrypted): encrypted by git-crypt (it starts with \\0GITCRYPT); unlock the repository to import it; the other files are imported",
                "\(pipe): warning: file skipped (unreadable-file, unreadable): a named pipe (FIFO), not a regular file; only regular files are read; the other files are imported",
            ])
        #expect(report.recall.skippedFiles == 4)
        #expect(report.recall.found == 4)
        #expect(report.recall.imported == 4)
    }

    @Test func aNULByteMakesAFileBinaryEvenWhereItIsValidUTF8() {
        // U+0000 is valid UTF-8; a file holding it is still no Swift source.
        let result = SwiftFileContent.text(of: Array("import UIKit\n\u{0}".utf8), path: "A.swift", maximumBytes: 100)
        guard case .skipped(let skipped) = result else {
            Issue.record("a NUL byte was read as text")
            return
        }
        #expect(skipped.cause == .binary)
        #expect(skipped.position == SourcePosition(file: "A.swift", line: 2, column: 1))
        // A byte-order mark is text, not binary.
        let marked = SwiftFileContent.text(of: [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8), path: "B.swift", maximumBytes: 100)
        guard case .text(let text) = marked else {
            Issue.record("a byte-order mark was not read as text")
            return
        }
        #expect(text == "let a = 1\n")
    }

    @Test func onlyTwoWrittenNamesAlikeAreAnErrorOfTheRun() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ("// catalog: name = \"feed\"\n" + Self.layout("One", height: 44)).write(
            to: folder.appendingPathComponent("One.swift"), atomically: true, encoding: .utf8)
        try ("// catalog: name = \"feed\"\n" + Self.layout("Two", height: 50)).write(
            to: folder.appendingPathComponent("Two.swift"), atomically: true, encoding: .utf8)
        try Data([0x00, 0x01]).write(to: folder.appendingPathComponent("Blob.swift"))
        let report = SwiftImporter().importFiles(atPaths: [folder.path])
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.message.contains("feed") == true)
        #expect(report.skippedFiles.map(\.cause) == [.binary])
    }
}
