import CatalogService
import LayoutModel

/// `catalog dataset`: what `add` did, the list, and one dataset's items.
public enum DatasetPrinter {
    public static func writeAdded(_ added: [AddedDataset], on console: Console) {
        for result in added {
            console.print(
                "\(AddedLayoutPrinter.verb(result.status)) dataset \(result.name)@\(result.revision)  sha:\(result.contentHash.prefix(12))  (\(DiagnosticText.shown(result.file)))"
            )
        }
    }

    public static func writeList(_ datasets: [DatasetSummary], on console: Console) {
        if datasets.isEmpty {
            console.print("No datasets.")
            return
        }
        console.table(
            [
                .init("NAME"), .init("TITLE", maxWidth: 40), .init("SECTIONS", alignment: .right), .init("ITEMS", alignment: .right),
                .init("HEAD"), .init("AUTHOR"), .init("CHANGED"),
            ],
            datasets.map {
                [
                    $0.name, $0.title ?? "", String($0.sections), String($0.items), "@\($0.headRevision)", $0.lastAuthor,
                    LayoutSummaryPrinter.minute($0.lastChanged),
                ]
            })
    }

    /// A heading, then each section's items as a table.
    public static func writeDataset(_ stored: StoredDataset, on console: Console) {
        console.print(
            "\(stored.name)@\(stored.number) sha:\(stored.contentHash.prefix(12)) by \(DiagnosticText.shown(stored.author)), \(stored.createdAt)")
        if let title = stored.dataset.title { console.print(DiagnosticText.shown(title)) }
        for section in stored.dataset.sections {
            console.print("")
            console.print(
                console.paint(.bold, "§ \(DiagnosticText.shown(section.id))") + (section.title.map { "  \(DiagnosticText.shown($0))" } ?? "")
                    + "  (\(section.items.count) items)")
            console.table(
                [.init("ID"), .init("TITLE", maxWidth: 30), .init("SUBTITLE", maxWidth: 30), .init("IMAGE", maxWidth: 30)],
                section.items.map { [$0.id, $0.title ?? "", $0.subtitle ?? "", $0.imageNamed ?? ""] })
        }
    }
}

extension DatasetPrinter {
    /// The canonical dataset document, pretty-printed.
    public static func writeDocument(_ stored: StoredDataset, on console: Console) {
        console.print(stored.dataset.canonicalJSON.prettyText)
    }
}
