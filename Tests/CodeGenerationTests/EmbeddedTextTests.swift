import Foundation
import Testing

@testable import CodeGeneration

/// The probe harness is a file of `Sources/CodeGeneration/Embedded`, built into the binary: what
/// the probe carries is that file, byte for byte.
@Suite struct EmbeddedTextTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CodeGeneration/Embedded")

    static func file(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theProbeCarriesTheHarnessFile() throws {
        let harness = try Self.file("probe/harness.swift")
        #expect(ProbeHarness.source + "\n" == harness)
        #expect(harness.contains("private enum CatalogProbeError: Error"))
    }

    @Test func anUnknownNameIsEmpty() {
        #expect(EmbeddedText.named("probe/missing.swift") == "")
    }
}
