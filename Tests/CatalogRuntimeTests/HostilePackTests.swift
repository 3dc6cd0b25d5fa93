import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// Packs built to hurt: every one is refused with a typed error, quickly, without a crash.
/// Content that only a signed pack can carry is signed with the test key, as a careless or
/// compromised publisher would.
@Suite struct HostilePackTests {
    /// Every prefix of a pack is refused: damage or a signature that no longer holds.
    @Test func everyTruncationIsRefused() throws {
        let data = try TestPacks.pack(Array(try TestPacks.presets().prefix(2)))
        for length in 0..<data.count {
            do {
                _ = try LayoutPack(data: data.prefix(length), publicKey: TestPacks.publicKey)
                Issue.record("a pack cut to \(length) of \(data.count) bytes was accepted")
            } catch {
                #expect(error.reason == .invalid || error.reason == .signature, "\(length): \(error)")
            }
        }
    }

    /// A 1 GB file is refused by its size before a byte is read: the check takes no time and no
    /// memory (the file is sparse, so it costs no disk either).
    @Test func aGigabyteFileIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).pack")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let start = Date()
        #expect(throws: LayoutPackError.tooLarge(bytes: 1 << 30, limit: LayoutPackLimits.maximumBytes)) {
            try LayoutPack(contentsOf: url, publicKey: TestPacks.publicKey)
        }
        #expect(Date().timeIntervalSince(start) < 1)
        // Bytes already in memory are checked the same way, first.
        #expect(throws: LayoutPackError.tooLarge(bytes: LayoutPackLimits.maximumBytes + 1, limit: LayoutPackLimits.maximumBytes)) {
            try LayoutPack(data: Data(count: LayoutPackLimits.maximumBytes + 1), publicKey: TestPacks.publicKey)
        }
    }

    /// A layout nested 100,000 deep (signed, with a matching hash) is refused at the
    /// definition limit, 128 levels, without recursion; a deep manifest at its limit, 8.
    @Test func deepNestingIsRefusedAtTheLimit() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let data = try TestPacks.pack(bodyLines: [TestPacks.manifestLine([("deep", deep)]), deep])
        let start = Date()
        let pack = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
        #expect(Date().timeIntervalSince(start) < 2)
        do {
            _ = try pack.definition(named: "deep")
            Issue.record("a 100,000-level document was accepted")
        } catch {
            guard case .layoutInvalid("deep", let diagnostics) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(diagnostics.map(\.message) == ["mappings and lists nest more than 128 deep"])
            #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 129))
        }
        let manifest = #"{"a":"# + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "}"
        #expect(throws: LayoutPackError.malformed("line 3 (the manifest): 1:13: mappings and lists nest more than 8 deep")) {
            try LayoutPack(data: try TestPacks.pack(bodyLines: [manifest]), publicKey: TestPacks.publicKey)
        }
    }

    /// JSON has no aliases, so a "billion laughs" cannot be written in a pack; written in YAML
    /// it is refused as not JSON, before anything is expanded.
    @Test func aYAMLAliasBombIsNotJSON() throws {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<10 {
            let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        // One line, as a pack needs: flow style with explicit separators.
        let bomb = "{" + lines.joined(separator: ", ") + "}"
        let data = try TestPacks.pack(bodyLines: [TestPacks.manifestLine([("bomb", bomb)]), bomb])
        let start = Date()
        let pack = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
        do {
            _ = try pack.definition(named: "bomb")
            Issue.record("YAML was accepted as a layout")
        } catch {
            guard case .layoutInvalid("bomb", let diagnostics) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(diagnostics.first?.message == "expected a quoted key")
            #expect(diagnostics.first?.location == SourceLocation(line: 1, column: 2))
        }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    /// Sizes that are not finite — written as `.nan`, as an overflowing literal, or as an
    /// expression dividing by zero — are refused by the catalog's validation, with the path.
    @Test func sizesThatAreNotFiniteAreRefused() throws {
        let cases: [(String, String)] = [
            (#"{"fractionalWidth":".nan"}"#, "section.group.size.width"),
            (#"{"absolute":1e999}"#, "section.group.size.width"),
            (#""absolute(1 / 0)""#, "section.group.size.width"),
        ]
        for (index, (width, path)) in cases.enumerated() {
            let name = "nan-\(index)"
            let line =
                #"{"name":"\#(name)","section":{"group":{"layout":"horizontal","size":{"height":"absolute(44)","width":\#(width)},"subitems":[{"item":{"size":{"height":"fractionalHeight(1)","width":"fractionalWidth(1)"}}}]}}}"#
            let data = try TestPacks.pack(bodyLines: [TestPacks.manifestLine([(name, line)]), line])
            let pack = try LayoutPack(data: data, publicKey: TestPacks.publicKey)
            do {
                _ = try pack.definition(named: name)
                Issue.record("\(width) was accepted")
            } catch {
                guard case .layoutInvalid(name, let diagnostics) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(diagnostics.map(\.path.description) == [path], "\(width): \(diagnostics)")
            }
        }
    }

    /// More layouts than a pack may hold, and a layout line over the definition size limit.
    @Test func countsAndSizesPastTheLimitsAreRefused() throws {
        let many = (0...LayoutPackLimits.maximumLayouts).map { (name: "l\($0)", text: "{}") }
        #expect(throws: LayoutPackError.malformed("line 3 (the manifest): layouts: 1001 layouts; at most 1000 are read")) {
            try LayoutPack(data: try TestPacks.pack(bodyLines: [TestPacks.manifestLine(many)] + many.map(\.text)), publicKey: TestPacks.publicKey)
        }
        let huge = #"{"name":"huge","title":""# + String(repeating: "x", count: DocumentLimits.definition.maximumBytes) + #""}"#
        let pack = try LayoutPack(
            data: try TestPacks.pack(bodyLines: [TestPacks.manifestLine([("huge", huge)]), huge]), publicKey: TestPacks.publicKey)
        #expect(
            throws: LayoutPackError.layoutInvalid(
                "huge",
                [
                    Diagnostic(
                        .error, at: .root, location: nil,
                        "line 4: the layout is \(huge.utf8.count) bytes; at most \(DocumentLimits.definition.maximumBytes) are read")
                ])
        ) {
            try pack.definition(named: "huge")
        }
    }

    /// A pipe is refused before it is opened (reading one that no writer ever ends would never
    /// return); a link to a good pack is read.
    @Test func onlyRegularFilesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.pack")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: LayoutPackError.malformed("pipe.pack is not a regular file")) {
            try LayoutPack(contentsOf: fifo, publicKey: TestPacks.publicKey)
        }
        let real = folder.appendingPathComponent("real.pack")
        let link = folder.appendingPathComponent("link.pack")
        try TestPacks.pack(Array(try TestPacks.presets().prefix(1))).write(to: real)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        #expect(try LayoutPack(contentsOf: link, publicKey: TestPacks.publicKey).layoutNames.count == 1)
    }

    /// Random bytes after a valid header and signature line, and random bytes alone: refused.
    @Test func noiseIsRefused() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let noise = Data((0..<Int.random(in: 0..<400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
            #expect(throws: LayoutPackError.self) { try LayoutPack(data: noise, publicKey: TestPacks.publicKey) }
            let framed = Data("catalog-layout-pack 1\ned25519 \(Data(count: 64).base64EncodedString())\n".utf8) + noise
            #expect(throws: LayoutPackError.signature) { try LayoutPack(data: framed, publicKey: TestPacks.publicKey) }
        }
    }
}
