import CatalogTestSupport
import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// The pack store on the device: what it writes where, that a write is whole or absent, and that
/// an unwritable store costs persistence, never the pack.
@Suite struct PackStoreTests {
    @Test func theStoreKeepsThePackAndTheStateApart() throws {
        let lab = try PackLab()
        let pack = try lab.pack(2)
        _ = try lab.launch().installRemotePack(pack)
        let names = try FileManager.default.contentsOfDirectory(atPath: lab.store.directory.path).sorted()
        #expect(names == ["channel-70726f64.pack", "state.json"], "prod in hex, and the state; no temporary file left")
        #expect(try Data(contentsOf: lab.store.packURL(channel: "prod")) == pack, "the pack is stored byte for byte")
        let state = try JSONDecoder().decode(LayoutPackStoreState.self, from: Data(contentsOf: lab.store.stateURL))
        #expect(state.channels["prod"]?.mark == LayoutPackMark(sequence: 2, packHash: ContentHash.sha256(pack)))
        #expect(lab.store.packURL(channel: "Prod") != lab.store.packURL(channel: "prod"), "channels differing in case stay apart")
    }

    /// Every step of a replacement stopped as a crash would: the file is the old one or the new
    /// one, never a mix, and what is left over is a temporary file the next load removes.
    @Test func aReplacementIsWholeOrAbsentAtEveryStep() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("f")
        try AtomicFile.replace(file, with: Data("old".utf8))
        for step in [AtomicFile.Step.written, .flushed, .renamed] {
            try AtomicFile.replace(file, with: Data("old".utf8))
            #expect(throws: AtomicFile.Interrupted.self) { try AtomicFile.replace(file, with: Data("new bytes".utf8), crash: step) }
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(step == .renamed ? text == "new bytes" : text == "old", "\(step): \(text)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path("")).filter(AtomicFile.isTemporary)
            #expect(leftovers.count == (step == .renamed ? 0 : 1), "\(step)")
            for name in leftovers { try FileManager.default.removeItem(at: directory.url.appendingPathComponent(name)) }
        }
    }

    /// A store that cannot be written (its folder is a file): the pack is still installed, from
    /// memory, and the app is told.
    @Test func anUnwritableStoreCostsPersistenceNotThePack() throws {
        let lab = try PackLab()
        try FileManager.default.createDirectory(at: lab.store.directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: lab.store.directory)
        let app = try lab.launch()
        guard case .success(let installed) = app.installRemotePack(try lab.pack(2)) else {
            Issue.record("refused")
            return
        }
        guard case .store(let what)? = installed.warnings.first else {
            Issue.record("no warning: \(installed.warnings)")
            return
        }
        #expect(what.hasPrefix("cannot create the folder \(lab.store.directory.path): "))
        #expect(app.remoteManifest?.sequence == 2)
    }

    /// A state file of a format this runtime does not read, or too large, is set aside with a
    /// warning; the stored pack then sets the mark again.
    @Test func aStateFileItCannotReadIsReportedAndRebuilt() throws {
        let lab = try PackLab()
        _ = try lab.launch().installRemotePack(try lab.pack(3))
        try Data(#"{"format":9,"channels":{},"revokedKeys":[]}"#.utf8).write(to: lab.store.stateURL)
        let app = try lab.launch()
        #expect(app.mark?.sequence == 3)
        #expect(lab.warnings.contains { if case .store(let what) = $0 { what.contains("state format 9") } else { false } })
        try Data(count: LayoutPackStore.maximumStateBytes + 1).write(to: lab.store.stateURL)
        #expect(try lab.launch().mark?.sequence == 3)
        #expect(
            lab.warnings.contains {
                if case .store(let what) = $0 { what.contains("at most \(LayoutPackStore.maximumStateBytes) are read") } else { false }
            })
    }

    /// Removing the remote pack removes its file and keeps the mark.
    @Test func removingThePackKeepsTheMark() throws {
        let lab = try PackLab()
        let app = try lab.launch()
        _ = app.installRemotePack(try lab.pack(3))
        app.removeRemotePack()
        #expect(!FileManager.default.fileExists(atPath: lab.store.packURL(channel: "prod").path))
        #expect(app.mark?.sequence == 3)
        #expect(PackLab.observed(app.installRemotePack(try lab.pack(2))) == "refused: rollback")
        #expect(PackLab.observed(app.installRemotePack(try lab.pack(3))) == "accepted", "the same pack again")
    }
}
