import CatalogTestSupport
import Foundation
import Testing

/// `keys generate`, `publish` and `verify-pack` as a user runs them.
@Suite struct PackCommandTests {
    struct Setup {
        var directory: TemporaryDirectory
        var cli: CLIRunner

        /// A catalog with three layouts tagged `prod` and a key pair under `keys/`.
        init() throws {
            directory = try TemporaryDirectory()
            cli = CLIRunner(directory: directory.url)
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("keys"), withIntermediateDirectories: true)
            for name in ["grid", "two-column-grid", "list-inset-grouped"] {
                let tagged = try cli.run(["tag", "\(name)@1", "prod"])
                #expect(tagged.status == 0, "\(tagged.stderr)")
            }
            let keys = try cli.run(["keys", "generate", "--out", "keys/prod"])
            #expect(keys.status == 0, "\(keys.stderr)")
        }

        func auditActions() throws -> [String] {
            let audit = try cli.run(["audit", "list", "--format", "json"])
            let events = try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [[String: Any]] ?? []
            return events.compactMap { $0["action"] as? String }
        }
    }

    @Test func keysAreTwoFilesThePrivateOneForItsOwnerOnly() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        let privateText = try String(contentsOfFile: setup.directory.path("keys/prod.key"), encoding: .utf8)
        let publicText = try String(contentsOfFile: setup.directory.path("keys/prod.pub"), encoding: .utf8)
        #expect(privateText.hasPrefix("catalog-layout-pack-private-key ed25519 ") && privateText.hasSuffix("=\n"))
        #expect(publicText.hasPrefix("catalog-layout-pack-public-key ed25519 ") && publicText.hasSuffix("=\n"))
        let attributes = try FileManager.default.attributesOfItem(atPath: setup.directory.path("keys/prod.key"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // Never overwritten.
        let again = try setup.cli.run(["keys", "generate", "--out", "keys/prod"])
        #expect(again.status == 1)
        #expect(again.stderr == "error: keys/prod.key: already exists; a key is never overwritten (remove it first to replace it)\n")
        #expect(try String(contentsOfFile: setup.directory.path("keys/prod.key"), encoding: .utf8) == privateText)
        let json = try setup.cli.run(["keys", "generate", "--out", "keys/other", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["publicKeyPath"] as? String == "keys/other.pub")
        #expect((object?["keyID"] as? String)?.count == 16)
    }

    /// Tag → publish → verify: every layout at the tag, one audit event naming the pack's hash,
    /// and verify-pack agrees with the runtime.
    @Test func publishByTagThenVerify() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        let before = try setup.auditActions()
        let published = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "prod.pack", "--format", "json"])
        #expect(published.status == 0, "\(published.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(published.stdout.utf8)) as? [String: Any])
        let layouts = object["layouts"] as? [[String: Any]] ?? []
        #expect(layouts.compactMap { $0["name"] as? String } == ["grid", "list-inset-grouped", "two-column-grid"])
        #expect(layouts.compactMap { $0["minimumAppVersion"] as? String } == ["0", "0", "0"])
        #expect((object["devices"] as? [String])?.count == 8)
        let data = try Data(contentsOf: setup.directory.url.appendingPathComponent("prod.pack"))
        let hash = object["packHash"] as? String
        #expect(hash == Self.sha256(data))
        // Exactly one new event, naming the pack.
        let after = try setup.auditActions()
        #expect(after == before + ["pack.publish"])
        let audit = try setup.cli.run(["audit", "list", "--format", "json"])
        let events = try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(events.last?["subject"] as? String == "pack:" + (hash ?? ""))
        #expect(try setup.cli.run(["audit", "verify"]).status == 0)

        let verified = try setup.cli.run(["verify-pack", "prod.pack", "--key", "keys/prod.pub"])
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout.hasPrefix("✓ prod.pack: good pack signed with key "))
        #expect(verified.stdout.contains("list-inset-grouped"))
    }

    @Test func publishNamedRevisionsWithMinimumAppVersions() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        let published = try setup.cli.run([
            "publish", "grid@1", "two-column-grid", "--channel", "prod", "--key", "keys/prod.key", "--out", "two.pack",
            "--minimum-app-version", "5.2", "--minimum-app-version", "grid=5.3",
        ])
        #expect(published.status == 0, "\(published.stderr)")
        #expect(published.stdout.hasPrefix("wrote two.pack: 2 layouts, "))
        let verified = try setup.cli.run(["verify-pack", "two.pack", "--key", "keys/prod.pub", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(verified.stdout.utf8)) as? [String: Any]
        let versions = (object?["layouts"] as? [[String: Any]])?.compactMap { $0["minimumAppVersion"] as? String }
        #expect(versions == ["5.3", "5.2"])
        #expect(object?["tag"] is NSNull)
        // Usage: a tag or names, not both; versions must be versions.
        #expect(try setup.cli.run(["publish", "grid", "--tag", "prod", "--key", "keys/prod.key", "--out", "x.pack"]).status == 64)
        let badVersion = try setup.cli.run([
            "publish", "grid", "--channel", "prod", "--key", "keys/prod.key", "--out", "x.pack", "--minimum-app-version", "5.x",
        ])
        #expect(badVersion.status == 1)
        #expect(badVersion.stderr.contains("'5.x' is not a version"))
        // An existing pack is replaced only with --force.
        let again = try setup.cli.run(["publish", "grid", "--channel", "prod", "--key", "keys/prod.key", "--out", "two.pack"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("pass --force to replace it"))
        #expect(try setup.cli.run(["publish", "grid", "--channel", "prod", "--key", "keys/prod.key", "--out", "two.pack", "--force"]).status == 0)
        // Named layouts need a channel; a key is required.
        let noChannel = try setup.cli.run(["publish", "grid", "--key", "keys/prod.key", "--out", "x.pack"])
        #expect(noChannel.status == 1)
        #expect(noChannel.stderr == "error: a pack of named layouts needs a channel: give --channel NAME (a pack published by --tag takes the tag)\n")
        #expect(try setup.cli.run(["publish", "grid", "--channel", "prod", "--out", "x.pack"]).status == 64)
    }

    /// A layout that does not fit an iPhone SE is refused, and nothing is written: no file, no
    /// audit event.
    @Test func aLayoutThatDoesNotResolveEverywhereIsNotPublished() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        let wide = """
            name: wide-insets
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(44)}
                contentInsets: {leading: 200, trailing: 200}
                subitems:
                  - item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}
            """
        try wide.write(toFile: setup.directory.path("wide.yaml"), atomically: true, encoding: .utf8)
        #expect(try setup.cli.run(["add", "wide.yaml"]).status == 0)
        let before = try setup.auditActions()
        let refused = try setup.cli.run(["publish", "wide-insets", "grid", "--channel", "prod", "--key", "keys/prod.key", "--out", "wide.pack"])
        #expect(refused.status == 1)
        // 200 + 200 pt of insets need 400 pt; the phones 375 and 393 pt wide have less.
        #expect(
            refused.stderr == """
                error: 1 layout does not resolve on every device (portrait, each on its newest iOS); nothing was published: \
                wide-insets@1 on iphone-se, iphone-8, iphone-11-pro, iphone-15 (iphone-se: section.group: no room for this group: \
                contentInsets need 400 pt of width but only 375 pt is available)

                """)
        #expect(!FileManager.default.fileExists(atPath: setup.directory.path("wide.pack")))
        #expect(try setup.auditActions() == before)
    }

    /// verify-pack: 1 with the reason for a bad pack (a changed byte, the wrong key's pack), 2
    /// when the pack or the key cannot be read.
    @Test func verifyPackExitsByTheTable() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        #expect(try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "prod.pack"]).status == 0)
        var bytes = [UInt8](try Data(contentsOf: setup.directory.url.appendingPathComponent("prod.pack")))
        bytes[bytes.count - 20] ^= 0x01
        try Data(bytes).write(to: setup.directory.url.appendingPathComponent("changed.pack"))
        let changed = try setup.cli.run(["verify-pack", "changed.pack", "--key", "keys/prod.pub"])
        #expect(changed.status == 1)
        #expect(
            changed.stderr
                == "✗ changed.pack: refused (signature): the signature does not match: the pack was changed after it was signed, or signed with another key\n"
        )
        #expect(try setup.cli.run(["keys", "generate", "--out", "keys/other"]).status == 0)
        let other = try setup.cli.run(["verify-pack", "prod.pack", "--key", "keys/other.pub"])
        #expect(other.status == 1)
        #expect(other.stderr.hasPrefix("✗ prod.pack: refused (untrustedKey): no signature by a trusted key: signed by key "))
        #expect(try setup.cli.run(["verify-pack", "prod.pack", "--key", "keys/other.pub", "--key", "keys/prod.pub"]).status == 0)
        let missing = try setup.cli.run(["verify-pack", "missing.pack", "--key", "keys/prod.pub"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: missing.pack: cannot read the pack: no such file\n")
        let privateKey = try setup.cli.run(["verify-pack", "prod.pack", "--key", "keys/prod.key"])
        #expect(privateKey.status == 2)
        #expect(privateKey.stderr.contains("this is a private key file; give the public one"))
    }

    /// The manifest of a pack file, as JSON.
    func manifest(_ setup: Setup, _ file: String) throws -> [String: Any] {
        let text = try String(contentsOfFile: setup.directory.path(file), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let line = try #require(lines.first { $0.hasPrefix("{") })
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// Each channel counts on its own; a number is given once, in the publish's transaction, so
    /// a publish that fails uses none and `--after` lifts the count past a live pack's.
    @Test func sequencesGrowPerChannelAndAreNeverReused() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        func publish(_ arguments: [String]) throws -> [String: Any] {
            let result = try setup.cli.run(["publish"] + arguments + ["--key", "keys/prod.key", "--format", "json", "--force"])
            #expect(result.status == 0, "\(result.stderr)")
            return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        }
        #expect(try publish(["--tag", "prod", "--out", "a.pack"])["sequence"] as? Int == 1)
        #expect(try publish(["--tag", "prod", "--out", "a.pack"])["sequence"] as? Int == 2)
        let beta = try publish(["grid", "--channel", "beta", "--out", "b.pack"])
        #expect(beta["channel"] as? String == "beta" && beta["sequence"] as? Int == 1)
        // Refused inside the transaction (signing with the key it revokes): no number used.
        let keyID = try #require(try publish(["--tag", "prod", "--out", "a.pack"])["keyIDs"] as? [String]).first ?? ""
        let refused = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "a.pack", "--force", "--revoke", keyID])
        #expect(try setup.cli.run(["keys", "list", "keys"]).stdout.contains("signed the newest beta (#1), prod (#3)"), "nothing was revoked")
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "error: keys/prod.key: key \(keyID) is revoked in this catalog; sign with a key that is not (see `catalog keys list`)\n"
        )
        #expect(try publish(["--tag", "prod", "--out", "a.pack"])["sequence"] as? Int == 4)
        #expect(try publish(["--tag", "prod", "--out", "a.pack", "--after", "40"])["sequence"] as? Int == 41)
        #expect(try publish(["--tag", "prod", "--out", "a.pack", "--after", "3"])["sequence"] as? Int == 42)
        #expect(try manifest(setup, "a.pack")["sequence"] as? Int == 42)
        // The audit trail names each pack's channel, sequence, expiry and keys.
        let audit = try setup.cli.run(["audit", "list", "--format", "json"])
        let events = try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [[String: Any]] ?? []
        let packs = events.filter { $0["action"] as? String == "pack.publish" }.compactMap { event in
            (event["details"] as? String).flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }
        #expect(packs.compactMap { $0["sequence"] as? Int } == [1, 2, 1, 3, 4, 41, 42])
        #expect(packs.compactMap { $0["channel"] as? String } == ["prod", "prod", "beta", "prod", "prod", "prod", "prod"])
        #expect(packs.allSatisfy { ($0["keyIDs"] as? [String]) == [keyID] && ($0["expires"] as? String)?.hasSuffix("Z") == true })
        #expect(try setup.cli.run(["audit", "verify"]).status == 0)
    }

    @Test func packsExpireAfterTheLifetimeGiven() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        func lifetime(_ extra: [String]) throws -> TimeInterval? {
            let result = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "p.pack", "--force"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let manifest = try manifest(setup, "p.pack")
            let parse = ISO8601DateFormatter()
            parse.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            guard let created = (manifest["created"] as? String).flatMap(parse.date),
                let expires = (manifest["expires"] as? String).flatMap(parse.date)
            else { return nil }
            return expires.timeIntervalSince(created)
        }
        #expect(try lifetime([]) == 30 * 86_400, "30 days by default")
        #expect(try lifetime(["--expires-in", "12h"]) == 12 * 3_600)
        #expect(try lifetime(["--expires-in", "2w"]) == 14 * 86_400)
        for (text, message) in [
            ("30m", "'30m' is not a lifetime: give a whole number and h, d or w, e.g. 30d"),
            ("400d", "'400d' is outside the lifetimes a pack may have: from 1h to 366d"),
            ("0d", "'0d' is not a lifetime: give a whole number and h, d or w, e.g. 30d"),
        ] {
            let bad = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "q.pack", "--expires-in", text])
            #expect(bad.status == 1)
            #expect(bad.stderr == "error: \(message)\n")
        }
        #expect(!FileManager.default.fileExists(atPath: setup.directory.path("q.pack")))
    }

    /// A rotation from the command line: both keys sign, the new key alone revokes the old one,
    /// `keys list` shows which is which, and the catalog refuses the old key from then on.
    @Test func keysRotateAndAreListed() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        #expect(try setup.cli.run(["keys", "generate", "--out", "keys/next"]).status == 0)
        let both = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--key", "keys/next.key", "--out", "both.pack"])
        #expect(both.status == 0, "\(both.stderr)")
        let text = try String(contentsOfFile: setup.directory.path("both.pack"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "catalog-layout-pack 2")
        #expect(lines[1].hasPrefix("ed25519 ") && lines[2].hasPrefix("ed25519 ") && lines[3].hasPrefix("{"))
        let listing = try setup.cli.run(["keys", "list", "keys", "--format", "json"])
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])["keys"] as? [[String: Any]] ?? []
        #expect(keys.compactMap { $0["privateKeyPaths"] as? [String] } == [["keys/next.key"], ["keys/prod.key"]])
        let ids = keys.compactMap { $0["keyID"] as? String }
        let prodID = try #require(ids.last)
        let nextID = try #require(ids.first)
        #expect(both.stdout.contains("signed with keys \(prodID) and \(nextID)"))
        // Either key verifies the two-key pack.
        #expect(try setup.cli.run(["verify-pack", "both.pack", "--key", "keys/prod.pub"]).status == 0)
        #expect(try setup.cli.run(["verify-pack", "both.pack", "--key", "keys/next.pub"]).status == 0)
        let revoking = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/next.key", "--revoke", "keys/prod.pub", "--out", "next.pack"])
        #expect(revoking.status == 0, "\(revoking.stderr)")
        #expect(revoking.stdout.contains("; revokes \(prodID)"))
        #expect(try manifest(setup, "next.pack")["revokedKeys"] as? [String] == [prodID])
        let table = try setup.cli.run(["keys", "list", "keys"])
        #expect(table.status == 0)
        let rows = table.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.first == ["KEY", "PRIVATE", "PUBLIC", "STATUS"])
        #expect(rows.dropFirst().first?.prefix(6) == [nextID, "keys/next.key", "keys/next.pub", "signed", "the", "newest"])
        #expect(rows.dropFirst(2).first?.prefix(4) == [prodID, "keys/prod.key", "keys/prod.pub", "revoked"])
        // Every later pack still lists the revoked key; the catalog refuses to sign with it.
        let later = try setup.cli.run(["publish", "grid", "--channel", "beta", "--key", "keys/next.key", "--out", "beta.pack"])
        #expect(later.stdout.contains("; still lists revoked \(prodID)"))
        #expect(try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "old.pack"]).status == 1)
        // The old key's app refuses the pack it cannot verify.
        let old = try setup.cli.run(["verify-pack", "next.pack", "--key", "keys/prod.pub"])
        #expect(old.status == 1 && old.stderr.contains("refused (untrustedKey)"))
        // A file that is not a key is named, and the listing exits 1.
        try "hello\n".write(toFile: setup.directory.path("keys/notes.key"), atomically: true, encoding: .utf8)
        let damaged = try setup.cli.run(["keys", "list", "keys"])
        #expect(damaged.status == 1)
        #expect(
            damaged.stderr
                == "warning: keys/notes.key: not a pack key: not a key file: expected one line 'catalog-layout-pack-public-key ed25519 <base64>'\n")
        let missing = try setup.cli.run(["keys", "list", "nowhere"])
        #expect(missing.status == 2 && missing.stderr == "error: nowhere: no such file or folder\n")
        let duplicate = try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/next.key", "--key", "keys/next.key", "--out", "d.pack"])
        #expect(duplicate.status == 1 && duplicate.stderr.contains("is given twice (keys/next.key, keys/next.key)"))
        #expect(
            try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/next.key", "--revoke", "XYZ", "--out", "d.pack"]).stderr
                == "error: 'XYZ' is neither a key ID (16 lowercase hex digits, as `catalog keys list` shows them) nor a key file\n")
        // A key file names its key: the public half is enough.
        let byFile = try setup.cli.run([
            "publish", "grid", "--channel", "beta", "--key", "keys/next.key", "--revoke", "keys/other-half.pub", "--out", "e.pack",
        ])
        #expect(byFile.status == 1 && byFile.stderr.contains("keys/other-half.pub"))
    }

    /// verify-pack proves what an app with this channel, installed sequence and clock would do.
    @Test func verifyPackChecksChannelSequenceAndExpiry() throws {
        let setup = try Setup()
        defer { setup.directory.remove() }
        #expect(try setup.cli.run(["publish", "--tag", "prod", "--key", "keys/prod.key", "--out", "p.pack", "--expires-in", "7d"]).status == 0)
        let expires = try #require(try manifest(setup, "p.pack")["expires"] as? String)
        func verify(_ extra: [String]) throws -> (Int32, String) {
            let result = try setup.cli.run(["verify-pack", "p.pack", "--key", "keys/prod.pub"] + extra)
            return (result.status, result.status == 0 ? result.stdout : result.stderr)
        }
        let good = try verify(["--channel", "prod", "--after", "0"])
        #expect(good.0 == 0)
        #expect(
            good.1.contains(
                "\nchannel prod, sequence 1, expires \(expires)\nchecked as an app would install it: channel prod, installed sequence 0, clock "))
        #expect(try verify(["--channel", "beta"]) == (1, "✗ p.pack: refused (wrongChannel): the pack is for channel 'prod', not 'beta'\n"))
        #expect(
            try verify(["--after", "1"]) == (
                1,
                "✗ p.pack: refused (rollback): the pack is sequence 1 of channel prod, not above sequence 1, which this app has already seen (an older pack replayed, or a number used twice)\n"
            ))
        // Within the hour's tolerance, then past it.
        let parse = ISO8601DateFormatter()
        parse.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let expiry = try #require(parse.date(from: expires))
        let within = ISO8601DateFormatter().string(from: expiry.addingTimeInterval(59 * 60))
        let past = ISO8601DateFormatter().string(from: expiry.addingTimeInterval(61 * 60))
        #expect(try verify(["--now", within]).0 == 0)
        let expired = try verify(["--now", past])
        #expect(expired.0 == 1 && expired.1.hasPrefix("✗ p.pack: refused (expired): the pack expired at \(expires) (device clock: "))
        let json = try setup.cli.run(["verify-pack", "p.pack", "--key", "keys/prod.pub", "--channel", "prod", "--now", past, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["good"] as? Bool == false && object["channel"] as? String == "prod" && object["sequence"] as? Int == 1)
        #expect((object["problem"] as? [String: Any])?["reason"] as? String == "expired")
        #expect((object["checked"] as? [String: Any])?["channel"] as? String == "prod")
        let badTime = try setup.cli.run(["verify-pack", "p.pack", "--key", "keys/prod.pub", "--now", "soon"])
        #expect(badTime.status == 2 && badTime.stderr == "error: 'soon' is not an ISO 8601 time, e.g. 2026-12-01T00:00:00Z\n")
        #expect(try setup.cli.run(["verify-pack", "p.pack"]).status == 64)
    }

    static func sha256(_ data: Data) -> String {
        // The file's hash as `sha256sum` prints it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(data)
        try? input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }
}
