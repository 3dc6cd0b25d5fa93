import CatalogService

/// `catalog keys generate`, `catalog publish` and `catalog verify-pack`.
public enum PackView {
    /// The two key files and what each is for.
    public static func writeKeys(_ keys: PackKeys.Generated, on console: Console) {
        console.print("wrote \(keys.privateKeyPath) (private: keep it secret, never ship it) and \(keys.publicKeyPath) (public: ship it in the app)")
        console.print("key \(keys.keyID); public key \(keys.publicKey)")
    }

    /// The pack, its layouts, the check they passed and the audit event.
    public static func writePublished(_ pack: PublishedPack, on console: Console) {
        let verb = pack.outcome == .replaced ? "replaced" : "wrote"
        let source = pack.tag.map { " at tag \($0)" } ?? ""
        console.print("\(verb) \(pack.path): \(count(pack.layouts.count, "layout"))\(source), \(pack.bytes) bytes, sha256 \(pack.packHash.prefix(16))…, signed with key \(pack.keyID)")
        console.table([.init("LAYOUT"), .init("REVISION", alignment: .right), .init("HASH"), .init("MIN APP")],
                      pack.layouts.map { [$0.name, "\($0.revision)", String($0.contentHash.prefix(12)), $0.minimumAppVersion] })
        console.print("every layout resolves on \(pack.devices.count) devices (portrait, each on its newest iOS)")
        console.print("audit event #\(pack.auditEvent) records the pack (trail head before it: \(pack.auditHead.prefix(12))…)")
    }

    /// The verdict (a refusal on standard error), then the layouts the manifest lists.
    public static func writeVerification(_ result: PackVerification, on console: Console) {
        if let problem = result.problem {
            console.error(console.paint(.red, "✗ ") + "\(result.path): refused (\(problem.reason)): \(problem.message)")
        } else {
            let tag = result.tag.map { ", tag \($0)" } ?? ""
            console.print(console.paint(.green, "✓ ") + "\(result.path): good pack signed with key \(result.keyID): format \(result.format ?? 0), runtime \(result.minimumRuntimeVersion ?? "?") or newer, created \(result.created ?? "?")\(tag)")
        }
        guard !result.layouts.isEmpty else { return }
        console.table([.init("LAYOUT"), .init("REVISION", alignment: .right), .init("HASH"), .init("MIN APP"), .init("STATUS")],
                      result.layouts.map { [$0.name, "\($0.revision)", String($0.contentHash.prefix(12)), $0.minimumAppVersion, $0.problem ?? "ok"] })
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
