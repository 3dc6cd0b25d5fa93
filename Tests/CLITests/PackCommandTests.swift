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
            "publish", "grid@1", "two-column-grid", "--key", "keys/prod.key", "--out", "two.pack",
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
        let badVersion = try setup.cli.run(["publish", "grid", "--key", "keys/prod.key", "--out", "x.pack", "--minimum-app-version", "5.x"])
        #expect(badVersion.status == 1)
        #expect(badVersion.stderr.contains("'5.x' is not a version"))
        // An existing pack is replaced only with --force.
        let again = try setup.cli.run(["publish", "grid", "--key", "keys/prod.key", "--out", "two.pack"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("pass --force to replace it"))
        #expect(try setup.cli.run(["publish", "grid", "--key", "keys/prod.key", "--out", "two.pack", "--force"]).status == 0)
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
        let refused = try setup.cli.run(["publish", "wide-insets", "grid", "--key", "keys/prod.key", "--out", "wide.pack"])
        #expect(refused.status == 1)
        // 200 + 200 pt of insets need 400 pt; the phones 375 and 393 pt wide have less.
        #expect(refused.stderr == """
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
        #expect(changed.stderr == "✗ changed.pack: refused (signature): the signature does not match: the pack was changed after it was signed, or signed with another key\n")
        #expect(try setup.cli.run(["keys", "generate", "--out", "keys/other"]).status == 0)
        #expect(try setup.cli.run(["verify-pack", "prod.pack", "--key", "keys/other.pub"]).status == 1)
        let missing = try setup.cli.run(["verify-pack", "missing.pack", "--key", "keys/prod.pub"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: missing.pack: cannot read the pack: no such file\n")
        let privateKey = try setup.cli.run(["verify-pack", "prod.pack", "--key", "keys/prod.key"])
        #expect(privateKey.status == 2)
        #expect(privateKey.stderr.contains("this is a private key file; give the public one"))
    }

    static func sha256(_ data: Data) -> String {
        // The file's hash as `sha256sum` prints it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"]
        let input = Pipe(), output = Pipe()
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
