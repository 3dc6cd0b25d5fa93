import CatalogService

/// `catalog audit verify`: problems on standard error, the verdict, and the head hash to keep.
public enum AuditVerificationPrinter {
    public static func write(_ result: AuditVerification, on console: Console) {
        for problem in result.problems { console.error(console.paint(.red, "✗ ") + problem.description) }
        if result.isIntact {
            let head = result.headHash.map { " head \($0)" } ?? ""
            console.print(console.paint(.green, "✓ ") + "audit trail intact: \(result.eventCount) events, \(result.revisionCount) revisions;\(head)")
        } else {
            console.error("audit trail broken: \(count(result.problems.count, "problem"))")
        }
    }
}
