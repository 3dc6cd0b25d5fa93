import CatalogService

/// `catalog keys generate`, `keys list`, `catalog publish` and `catalog verify-pack`.
public enum PackPrinter {
    /// The two key files and what each is for.
    public static func writeKeys(_ keys: PackKeys.Generated, on console: Console) {
        console.print("wrote \(keys.privateKeyPath) (private: keep it secret, never ship it) and \(keys.publicKeyPath) (public: ship it in the app)")
        console.print("key \(keys.keyID); public key \(keys.publicKey)")
    }

    /// One row per key with its files and what the catalog knows of it; files that are not
    /// keys on standard error.
    public static func writeKeyListing(_ listing: KeyListing, on console: Console) {
        if listing.keys.isEmpty && listing.problems.isEmpty {
            console.print("no pack keys here (`catalog keys generate --out PREFIX` makes a pair)")
        } else if !listing.keys.isEmpty {
            console.table(
                [.init("KEY"), .init("PRIVATE"), .init("PUBLIC"), .init("STATUS")],
                listing.keys.map { key in
                    [key.keyID, files(key.privateKeyPaths), files(key.publicKeyPaths), status(key)]
                })
        }
        for problem in listing.problems {
            console.error("warning: \(problem.path): not a pack key: \(problem.reason)")
        }
    }

    private static func files(_ paths: [String]) -> String {
        paths.isEmpty ? "-" : paths.joined(separator: ", ")
    }

    private static func status(_ key: KeyListing.Key) -> String {
        if let revoked = key.revokedAt { return "revoked \(revoked)" }
        if key.newestPacks.isEmpty { return "-" }
        return "signed the newest " + key.newestPacks.map { "\($0.channel) (#\($0.sequence))" }.joined(separator: ", ")
    }

    /// The pack, its layouts, the check they passed and the audit event.
    public static func writePublished(_ pack: PublishedPack, on console: Console) {
        let verb = pack.outcome == .replaced ? "replaced" : "wrote"
        let source = pack.tag.map { " at tag \($0)" } ?? ""
        console.print(
            "\(verb) \(pack.path): \(count(pack.layouts.count, "layout"))\(source), \(pack.bytes) bytes, sha256 \(pack.packHash.prefix(16))…, \(signed(pack.keyIDs))"
        )
        console.print(
            "channel \(pack.channel), sequence \(pack.sequence), expires \(pack.expires)\(revocations(pack.revokedKeys, new: pack.newlyRevokedKeys))")
        console.table(
            [.init("LAYOUT"), .init("REVISION", alignment: .right), .init("HASH"), .init("MIN APP")],
            pack.layouts.map { [$0.name, "\($0.revision)", String($0.contentHash.prefix(12)), $0.minimumAppVersion] })
        console.print("every layout resolves on \(pack.devices.count) devices (portrait, each on its newest iOS)")
        console.print("audit event #\(pack.auditEvent) records the pack (trail head before it: \(pack.auditHead.prefix(12))…)")
    }

    private static func signed(_ keyIDs: [String]) -> String {
        "signed with key\(keyIDs.count == 1 ? "" : "s") \(keyIDs.joined(separator: " and "))"
    }

    private static func revocations(_ all: [String], new: [String]) -> String {
        guard !all.isEmpty else { return "" }
        let old = all.filter { !new.contains($0) }
        var parts: [String] = []
        if !new.isEmpty { parts.append("revokes \(new.joined(separator: ", "))") }
        if !old.isEmpty { parts.append("still lists revoked \(old.joined(separator: ", "))") }
        return "; " + parts.joined(separator: "; ")
    }

    /// The verdict (a refusal on standard error), what it was checked against, then the layouts
    /// the manifest lists.
    public static func writeVerification(_ result: PackVerification, on console: Console) {
        if let problem = result.problem {
            console.error(console.paint(.red, "✗ ") + "\(result.path): refused (\(problem.reason)): \(problem.message)")
        } else {
            let tag = result.tag.map { ", tag \($0)" } ?? ""
            console.print(
                console.paint(.green, "✓ ")
                    + "\(result.path): good pack \(signed(result.signers)): format \(result.format ?? 0), runtime \(result.minimumRuntimeVersion ?? "?") or newer, created \(result.created ?? "?")\(tag)"
            )
        }
        if let sequence = result.sequence, result.format != nil {
            let channel = result.channel ?? "(none)"
            let expires = result.expires.map { "expires \($0)" } ?? "never expires"
            let revoked = result.revokedKeys.isEmpty ? "" : "; revokes \(result.revokedKeys.joined(separator: ", "))"
            console.print("channel \(channel), sequence \(sequence), \(expires)\(revoked)")
            var against: [String] = []
            if let channel = result.checked.channel { against.append("channel \(channel)") }
            if let after = result.checked.after { against.append("installed sequence \(after)") }
            against.append("clock \(result.checked.now) (tolerance \(result.checked.clockTolerance / 60) min)")
            console.print("checked as an app would install it: " + against.joined(separator: ", "))
        }
        for warning in result.warnings { console.error("warning: \(warning)") }
        guard !result.layouts.isEmpty else { return }
        console.table(
            [.init("LAYOUT"), .init("REVISION", alignment: .right), .init("HASH"), .init("MIN APP"), .init("STATUS")],
            result.layouts.map { [$0.name, "\($0.revision)", String($0.contentHash.prefix(12)), $0.minimumAppVersion, $0.problem ?? "ok"] })
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
