import CatalogService

/// What `add` and `revert` did: `revised feed@4  sha:9f2c41d07a3e  (layouts/feed.yaml)`.
public enum AddedLayoutView {
    /// One line per document; lint warnings go to standard error first.
    public static func write(_ added: [AddedLayout], on console: Console) {
        for result in added {
            for warning in result.warnings { console.error(warning) }
            console.print("\(verb(result.status)) \(result.name)@\(result.revision)  sha:\(result.contentHash.prefix(12))  (\(result.file))")
        }
    }

    /// `reverted feed@3  sha:fe6b98348ae8`, or why nothing was added.
    public static func writeRevert(_ result: AddedLayout, on console: Console) {
        if result.status == .unchanged {
            console.print("unchanged \(result.name)@\(result.revision): the head already has that content")
        } else {
            console.print("reverted \(result.name)@\(result.revision)  sha:\(result.contentHash.prefix(12))")
        }
    }

    static func verb(_ status: AddedLayout.Status) -> String {
        switch status {
        case .created: "added"
        case .revised: "revised"
        case .unchanged: "unchanged"
        case .restored: "restored"
        }
    }
}
