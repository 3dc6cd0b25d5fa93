import Foundation
import LayoutModel
import Testing

@testable import CatalogRuntime

/// The hostile suite of issue 32: every way a signed pack can be the wrong one — replayed,
/// frozen, expired, from another channel, signed by a key that is not or no longer trusted,
/// spliced, cut short, too large, or a store file tampered with or torn by a crash — is tried
/// against a real library, store and (for downloads) the updater and a local server. Each is
/// refused with its documented reason or recovered from; none is accepted. The table the run
/// produces is docs/pack-security.md's, word for word.
@Suite(.serialized) struct PackAttackTests {
    struct Attack: Sendable {
        var name: String
        var expected: String
        var run: @Sendable () async throws -> String
    }

    static let day: TimeInterval = 86_400

    static let attacks: [Attack] = [
        Attack(name: "Rollback: last month's pack replayed after today's", expected: "refused: rollback") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(3))
            return PackLab.observed(app.installRemotePack(try lab.pack(2)))
        },
        Attack(name: "Rollback after a restart: the older pack offered to the relaunched app", expected: "refused: rollback") {
            let lab = try PackLab()
            _ = try lab.launch().installRemotePack(try lab.pack(3))
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2)))
        },
        Attack(name: "A different pack with a sequence already installed (a fork)", expected: "refused: rollback") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(3))
            return PackLab.observed(app.installRemotePack(try lab.pack(3, layouts: [lab.variant, lab.layouts[1]])))
        },
        Attack(name: "A pack older than the one bundled in the app", expected: "refused: rollback") {
            let lab = try PackLab()
            return PackLab.observed(try lab.launch(bundledSequence: 5).installRemotePack(try lab.pack(4)))
        },
        Attack(name: "A format 1 pack of the channel replayed after format 2 ones", expected: "refused: rollback") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(2))
            return PackLab.observed(app.installRemotePack(try lab.pack(0, format: 1)))
        },
        Attack(name: "Freeze: the installed pack outlives its expiry (a mirror serving it forever)", expected: "fallback to bundled: expired") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(2, expiresIn: 30 * day))
            lab.clock.advance(by: 31 * day)
            return lab.observedSource(app)
        },
        Attack(name: "Freeze: the same expired pack downloaded again", expected: "refused: expired") {
            let lab = try PackLab()
            let app = try lab.launch()
            let pack = try lab.pack(2, expiresIn: 30 * day)
            _ = app.installRemotePack(pack)
            lab.clock.advance(by: 31 * day)
            return PackLab.observed(app.installRemotePack(pack))
        },
        Attack(name: "An expired pack (past expires and the one-hour tolerance)", expected: "refused: expired") {
            let lab = try PackLab()
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2, expiresIn: -2 * 3_600)))
        },
        Attack(name: "A beta pack signed with the same key, offered to production", expected: "refused: wrongChannel") {
            let lab = try PackLab()
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(9, channel: "beta")))
        },
        Attack(name: "A format 1 pack published without a tag (no channel)", expected: "refused: wrongChannel") {
            let lab = try PackLab()
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(0, format: 1, tag: nil)))
        },
        Attack(name: "A pack signed only by a key the app does not trust", expected: "refused: untrustedKey") {
            let lab = try PackLab()
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2, signers: [LayoutPackSigningKey()])))
        },
        Attack(name: "A pack re-signed with a revoked (leaked) key", expected: "refused: untrustedKey") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(2, signers: [lab.newKey], revoking: [lab.oldKey]))
            return PackLab.observed(app.installRemotePack(try lab.pack(3, signers: [lab.oldKey])))
        },
        Attack(name: "The revoked key's pack offered after a restart", expected: "refused: untrustedKey") {
            let lab = try PackLab()
            _ = try lab.launch().installRemotePack(try lab.pack(2, signers: [lab.newKey], revoking: [lab.oldKey]))
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(3, signers: [lab.oldKey])))
        },
        Attack(name: "A pack revoking the only key that signed it", expected: "refused: untrustedKey") {
            let lab = try PackLab()
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2, signers: [lab.oldKey], revoking: [lab.oldKey])))
        },
        Attack(name: "A valid pack with one layout line swapped for another pack's", expected: "refused: signature") {
            let lab = try PackLab()
            var lines = String(decoding: try lab.pack(2), as: UTF8.self).components(separatedBy: "\n")
            let other = String(decoding: try lab.pack(3, layouts: [lab.variant, lab.layouts[1]]), as: UTF8.self).components(separatedBy: "\n")
            lines[3] = other[3]
            return PackLab.observed(try lab.launch().installRemotePack(Data(lines.joined(separator: "\n").utf8)))
        },
        Attack(name: "A forged signature line naming a trusted key", expected: "refused: signature") {
            let lab = try PackLab()
            let stranger = LayoutPackSigningKey()
            let text = String(decoding: try lab.pack(2, signers: [stranger]), as: UTF8.self)
                .replacingOccurrences(of: stranger.publicKey.keyID, with: lab.oldKey.publicKey.keyID)
            return PackLab.observed(try lab.launch().installRemotePack(Data(text.utf8)))
        },
        Attack(name: "The trusted signature stripped from a two-key pack", expected: "refused: untrustedKey") {
            let lab = try PackLab()
            var lines = String(decoding: try lab.pack(2, signers: [lab.oldKey, lab.newKey]), as: UTF8.self).components(separatedBy: "\n")
            lines.remove(at: 2)
            return PackLab.observed(try lab.launch(trusting: [lab.newKey]).installRemotePack(Data(lines.joined(separator: "\n").utf8)))
        },
        Attack(name: "A format 2 pack relabelled format 1 (a downgrade)", expected: "refused: signature") {
            let lab = try PackLab()
            var lines = String(decoding: try lab.pack(2), as: UTF8.self).components(separatedBy: "\n")
            lines[0] = "catalog-layout-pack 1"
            let words = lines[1].split(separator: " ")
            lines[1] = "ed25519 \(words[2])"
            return PackLab.observed(try lab.launch().installRemotePack(Data(lines.joined(separator: "\n").utf8)))
        },
        Attack(name: "Two signature lines for one key", expected: "refused: invalid") {
            let lab = try PackLab()
            var lines = String(decoding: try lab.pack(2), as: UTF8.self).components(separatedBy: "\n")
            lines.insert(lines[1], at: 1)
            return PackLab.observed(try lab.launch().installRemotePack(Data(lines.joined(separator: "\n").utf8)))
        },
        Attack(name: "A truncated download (the connection closes early)", expected: "refused: truncated") {
            let lab = try PackLab()
            let pack = try lab.pack(2)
            return try await Self.download(lab, .truncated(declared: pack.count, body: pack.prefix(pack.count / 2)))
        },
        Attack(name: "A truncated pack served whole (its length matching)", expected: "refused: signature") {
            let lab = try PackLab()
            let pack = try lab.pack(2)
            return try await Self.download(lab, .full(status: 200, headers: [:], body: pack.prefix(pack.count - 40)))
        },
        Attack(name: "An oversized download (a body that never ends)", expected: "refused: tooLarge") {
            let lab = try PackLab()
            return try await Self.download(lab, .stream(total: 64 << 20, declared: nil), limit: 1 << 20)
        },
        Attack(name: "An oversized declared length", expected: "refused: tooLarge") {
            let lab = try PackLab()
            return try await Self.download(lab, .stream(total: 8 << 20, declared: 8 << 20), limit: 1 << 20)
        },
        Attack(name: "A 304 to a request that sent no validators", expected: "refused: HTTP 304") {
            let lab = try PackLab()
            return try await Self.download(lab, .full(status: 304, headers: [:], body: Data()))
        },
        Attack(name: "Store: the pack file replaced with an older valid pack", expected: "fallback to bundled: rollback") {
            let lab = try PackLab()
            let app = try lab.launch()
            let older = try lab.pack(2)
            _ = app.installRemotePack(older)
            _ = app.installRemotePack(try lab.pack(3))
            try older.write(to: lab.store.packURL(channel: TestPacks.channel))
            return lab.observedSource(try lab.launch())
        },
        Attack(name: "Store: the pack file truncated", expected: "fallback to bundled: signature") {
            let lab = try PackLab()
            let pack = try lab.pack(2)
            _ = try lab.launch().installRemotePack(pack)
            try pack.prefix(pack.count / 3).write(to: lab.store.packURL(channel: TestPacks.channel))
            return lab.observedSource(try lab.launch())
        },
        Attack(name: "Store: the pack file deleted, then the older pack offered", expected: "refused: rollback") {
            let lab = try PackLab()
            _ = try lab.launch().installRemotePack(try lab.pack(3))
            try FileManager.default.removeItem(at: lab.store.packURL(channel: TestPacks.channel))
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2)))
        },
        Attack(name: "Store: state.json deleted, then the older pack offered", expected: "refused: rollback") {
            let lab = try PackLab()
            _ = try lab.launch().installRemotePack(try lab.pack(3))
            try FileManager.default.removeItem(at: lab.store.stateURL)
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2)))
        },
        Attack(name: "Store: state.json damaged, then the older pack offered", expected: "refused: rollback") {
            let lab = try PackLab()
            _ = try lab.launch().installRemotePack(try lab.pack(3))
            try Data("{\"format\":1,\"chan".utf8).write(to: lab.store.stateURL)
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2)))
        },
        Attack(name: "Store: state.json put back to an older copy, then the older pack offered", expected: "refused: rollback") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(2))
            let oldState = try Data(contentsOf: lab.store.stateURL)
            _ = app.installRemotePack(try lab.pack(3))
            try oldState.write(to: lab.store.stateURL)
            return PackLab.observed(try lab.launch().installRemotePack(try lab.pack(2)))
        },
        Attack(name: "Crash after writing the new pack's temporary file, before the rename", expected: "recovered: remote #2 in use") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(2))
            lab.store.crash = (lab.store.packURL(channel: TestPacks.channel).lastPathComponent, .flushed)
            _ = app.installRemotePack(try lab.pack(3))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: lab.store.directory.path).filter(AtomicFile.isTemporary)
            let relaunched = try lab.launch()
            let cleaned = try FileManager.default.contentsOfDirectory(atPath: lab.store.directory.path).filter(AtomicFile.isTemporary)
            guard leftovers.count == 1, cleaned.isEmpty, lab.warnings.contains(.leftoverFilesRemoved(count: 1)) else {
                return "leftovers: \(leftovers), \(cleaned)"
            }
            return "recovered: " + lab.observedSource(relaunched)
        },
        Attack(name: "Crash between the pack's rename and the state's (a torn store)", expected: "recovered: remote #3 in use") {
            let lab = try PackLab()
            let app = try lab.launch()
            _ = app.installRemotePack(try lab.pack(2))
            lab.store.crash = (LayoutPackStore.stateFileName, .written)
            _ = app.installRemotePack(try lab.pack(3))
            let relaunched = try lab.launch()
            guard lab.warnings.contains(.storeRepaired(channel: TestPacks.channel, sequence: 3)),
                relaunched.installRemotePack(try lab.pack(2)) == .failure(.rollback(channel: TestPacks.channel, sequence: 2, installed: 3))
            else { return "not repaired: \(lab.warnings)" }
            return "recovered: " + lab.observedSource(relaunched)
        },
    ]

    /// Serves `reply` once and runs the updater against it; the library's remote pack must be
    /// unchanged afterwards.
    static func download(_ lab: PackLab, _ reply: LocalHTTPServer.Reply, limit: Int = LayoutPackLimits.maximumBytes) async throws -> String {
        let server = try LocalHTTPServer { _ in reply }
        defer { server.stop() }
        let app = try lab.launch()
        let updater = LayoutPackUpdater(url: server.url("/layouts.pack"), library: app, idleTimeout: 5, deadline: 20, maximumBytes: limit)
        let outcome = await updater.update()
        guard app.remotePackHash == nil else { return "accepted" }
        switch outcome {
        case .installed, .unchanged, .notModified: return "accepted"
        case .refused(let error): return "refused: \(error.reason.rawValue)"
        case .tooLarge: return "refused: tooLarge"
        case .truncated: return "refused: truncated"
        case .timedOut: return "refused: timedOut"
        case .httpStatus(let status): return "refused: HTTP \(status)"
        case .failed(let reason): return "failed: \(reason)"
        case .cancelled: return "cancelled"
        }
    }

    /// The table's rows: number, attack, expected, observed.
    static func table(_ rows: [(Attack, String)]) -> String {
        var lines = ["| # | attack | expected | observed |", "|---|---|---|---|"]
        for (index, (attack, observed)) in rows.enumerated() {
            lines.append("| \(index + 1) | \(attack.name) | \(attack.expected) | \(observed) |")
        }
        return lines.joined(separator: "\n")
    }

    static let documentation = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/pack-security.md")

    @Test func everyAttackIsRefusedOrRecoveredFromNoneAccepted() async throws {
        var rows: [(Attack, String)] = []
        for attack in Self.attacks {
            let observed: String
            do {
                observed = try await attack.run()
            } catch {
                observed = "test failed: \(error)"
            }
            rows.append((attack, observed))
            #expect(observed == attack.expected, "\(attack.name)")
        }
        #expect(rows.filter { $0.1.hasPrefix("accepted") }.isEmpty, "accepted: \(rows.filter { $0.1.hasPrefix("accepted") }.map(\.0.name))")
        let table = Self.table(rows)
        FileHandle.standardError.write(Data(("pack attacks:\n" + table + "\n").utf8))
        // The documentation shows this very table, between its markers.
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- attack-table:begin -->\n"))
        let end = try #require(text.range(of: "\n<!-- attack-table:end -->"))
        #expect(String(text[begin.upperBound..<end.lowerBound]) == table, "docs/pack-security.md's attack table differs from the run's")
    }

    @Test func attackNamesAreUnique() {
        #expect(Set(Self.attacks.map(\.name)).count == Self.attacks.count)
    }
}
