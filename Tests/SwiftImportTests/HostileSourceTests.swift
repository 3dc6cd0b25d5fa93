import Foundation
import LayoutModel
import Testing

@testable import SwiftImport

#if canImport(Glibc)
    import Glibc
#endif

/// Swift sources get the hardening definitions got (issue 12): nothing in a file crashes the
/// importer, hangs it or grows without bound; each refusal names the place and the reason.
@Suite struct HostileSourceTests {
    /// One layout, `hostile`, whose item height is `height`, after `setup` statements.
    static func source(height: String, setup: String = "") -> String {
        """
        import UIKit

        enum Hostile {
            static func makeLayout() -> UICollectionViewLayout {
        \(setup)
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(\(height))))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """
    }

    static func run(_ text: String) -> SwiftImportReport {
        SwiftImporter().importSources([SwiftSource(path: "Hostile.swift", text: text)])
    }

    static func skipReason(_ text: String) -> String? {
        run(text).skipped.first { $0.name == "hostile" }?.reason.message
    }

    static func height(_ text: String) -> LayoutModel.Dimension? {
        guard case .subitems(let children)? = run(text).layout(named: "hostile")?.definition.sectionsWithPaths.first?.section.group?.children,
            case .item(let item)? = children.first
        else { return nil }
        return item.size.height
    }

    @Test func aSumOfAHundredThousandTermsIsRefused() {
        // Folded, it was a tree 100,000 deep: evaluating and freeing it overflowed the stack.
        // One term a line (on one line, the file is refused before it is parsed: SourceShapeTests).
        let sum = Array(repeating: "1", count: 100_000).joined(separator: " +\n")
        #expect(Self.skipReason(Self.source(height: sum))?.hasSuffix("an operator expression of more than 500 operators") == true)
        // 500 operators is the limit: 501 terms of a `CGFloat` 1 sum to 501 (computed as the
        // tree passes 256 nodes); 502 terms are one operator too many.
        let terms = { (count: Int) in Array(repeating: "n", count: count).joined(separator: " + ") }
        let setup = "        let n: CGFloat = 1"
        #expect(Self.height(Self.source(height: terms(501), setup: setup)) == .absolute(501))
        #expect(
            Self.skipReason(Self.source(height: terms(502), setup: setup))?.hasSuffix("an operator expression of more than 500 operators") == true)
    }

    @Test func expressionsNestedPastTheLimitAreRefused() {
        // Five parentheses (well within the parser's own nesting limit, which is lower in debug
        // builds), each around a chain of 499 additions: about 2,500 levels of arithmetic.
        var expression = "1"
        for _ in 0..<5 { expression = "(" + expression + String(repeating: " + 1", count: 499) + ")" }
        #expect(Self.skipReason(Self.source(height: expression)) == "expressions nest deeper than 1000 levels")
    }

    @Test func aLoopAddingToANumberIsComputedAsItGoes() {
        // 100,000 turns of `total += 0.5`: a tree that grew a node per turn overflowed the
        // stack when freed; computed every 256 nodes it is 50,000.
        let setup = "        var total: CGFloat = 0\n        for _ in 0..<100000 { total += 0.5 }"
        #expect(Self.height(Self.source(height: "total", setup: setup)) == .absolute(50_000))
    }

    @Test func aValueAddedToItselfIsComputedNotDoubledAsATree() {
        // 40 doublings of 1 are 2^40 = 1,099,511,627,776 pt, past the 1,000,000-pt limit; as a
        // tree it had 2^41 - 1 nodes to visit. 19 doublings are 524,288 pt, within it.
        let setup = "        var n: CGFloat = 1\n        for _ in 0..<40 { n = n + n }"
        #expect(Self.skipReason(Self.source(height: "n", setup: setup))?.contains("1099511627776") == true)
        let within = setup.replacingOccurrences(of: "0..<40", with: "0..<19")
        #expect(Self.height(Self.source(height: "n", setup: within)) == .absolute(524_288))
    }

    @Test func literalArithmeticPastTheNodeLimitIsRefused() {
        // 128 ones and 127 `+` are 255 nodes: within the 256 limit. 129 ones are 257 nodes; an
        // untyped literal tree cannot be computed before its type is known, so it is refused.
        let ones = { (count: Int) in Array(repeating: "1", count: count).joined(separator: " + ") }
        #expect(Self.height(Self.source(height: ones(128))) == .absolute(128))
        #expect(Self.skipReason(Self.source(height: ones(129)))?.hasSuffix("arithmetic on literals grows past 256 numbers and operators") == true)
    }

    @Test func aFileThatIsNotUTF8IsNamedByByteLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // "import UIKit\n" is 13 bytes and "let a = 1 // " another 13: the 0xFF is byte 26, on
        // line 2 at column 14. Behind a byte-order mark, the offset is 29 and the place the same.
        let plain = folder.appendingPathComponent("Plain.swift").path
        try Data(Array("import UIKit\nlet a = 1 // ".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: plain))
        let marked = folder.appendingPathComponent("Marked.swift").path
        try Data([0xEF, 0xBB, 0xBF] + Array("import UIKit\nlet a = 1 // ".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: marked))
        // Columns count UTF-8 bytes, as compilers do: "let é = 1 // " is 13 characters but 14
        // bytes, so the 0xFF after it is at column 15 (byte 13 + 14 = 27).
        let accented = folder.appendingPathComponent("Accented.swift").path
        try Data(Array("import UIKit\nlet é = 1 // ".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: accented))
        let report = SwiftImporter().importFiles(atPaths: [plain, marked, accented])
        #expect(report.errors.isEmpty)
        let skipped = " warning: file skipped (unreadable-file, not-utf8): not UTF-8 text: byte 0xFF at byte offset"
        let rest = " does not begin a valid UTF-8 character; the other files are imported"
        #expect(
            report.skippedFiles.map(\.description) == [
                "\(plain):2:14:\(skipped) 26\(rest)", "\(marked):2:14:\(skipped) 29\(rest)", "\(accented):2:15:\(skipped) 27\(rest)",
            ])
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Huge.swift").path
        let size = SwiftImporter.maximumFileBytes + 1
        try Data(Array("// ".utf8) + Array(repeating: UInt8(ascii: "x"), count: size - 3)).write(to: URL(fileURLWithPath: path))
        let report = SwiftImporter().importFiles(atPaths: [path])
        #expect(report.errors.isEmpty)
        #expect(
            report.skippedFiles.map(\.description) == [
                "\(path): warning: file skipped (unreadable-file, unreadable): the file is 8388609 bytes; at most 8388608 are read; the other files are imported"
            ])
        #expect(report.layouts.isEmpty)
    }

    /// A device or a pipe is refused by what it is, before any read: `/dev/zero` never ends,
    /// and opening a named pipe blocked until a writer came (every reader hung on one).
    @Test func devicesAndPipesAreRefusedBeforeAnyRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let report = SwiftImporter().importFiles(atPaths: ["/dev/zero", pipe])
        #expect(report.errors.isEmpty)
        let skipped = "warning: file skipped (unreadable-file, unreadable):"
        let rest = "not a regular file; only regular files are read; the other files are imported"
        #expect(
            report.skippedFiles.map(\.description) == [
                "/dev/zero: \(skipped) a character device, \(rest)", "\(pipe): \(skipped) a named pipe (FIFO), \(rest)",
            ])
        // Found by walking the folder, the pipe is refused the same way.
        #expect(
            SwiftImporter().importFiles(atPaths: [folder.path]).skippedFiles.map(\.description) == [
                "\(pipe): \(skipped) a named pipe (FIFO), \(rest)"
            ])
    }
}
