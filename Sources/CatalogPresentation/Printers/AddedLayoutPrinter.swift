import CatalogService
import LayoutModel

/// What `add` and `revert` did: `revised feed@4  sha:9f2c41d07a3e  (layouts/feed.yaml)`, with
/// `text only, no geometry change` after a revision that changed only the author's text.
public enum AddedLayoutPrinter {
    /// One line per document; lint warnings go to standard error first.
    public static func write(_ added: [AddedLayout], on console: Console) {
        for result in added {
            for warning in result.warnings { console.error(warning) }
            let textOnly = result.isTextOnly ? "  text only, no geometry change" : ""
            console.print(
                "\(verb(result.status)) \(result.name)@\(result.revision)  sha:\(result.contentHash.prefix(12))  (\(DiagnosticText.shown(result.file)))\(textOnly)"
            )
        }
    }

    /// `reverted feed@3  sha:fe6b98348ae8`, or why nothing was added.
    public static func writeRevert(_ result: AddedLayout, on console: Console) {
        if result.status == .unchanged {
            console.print("unchanged \(result.name)@\(result.revision): the head already has that content")
        } else {
            let textOnly = result.isTextOnly ? "  text only, no geometry change" : ""
            console.print("reverted \(result.name)@\(result.revision)  sha:\(result.contentHash.prefix(12))\(textOnly)")
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
