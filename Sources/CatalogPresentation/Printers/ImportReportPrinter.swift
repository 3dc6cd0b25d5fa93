import CatalogService

/// `catalog import`: one line per layout and dataset (a text-only revision says so), then the
/// counts.
public enum ImportReportPrinter {
    public static func write(_ report: ImportReport, on console: Console) {
        for layout in report.layouts {
            console.print("\(verb(layout.status)) \(layout.name)@\(layout.revision)\(layout.isTextOnly ? "  text only, no geometry change" : "")")
        }
        for dataset in report.datasets { console.print("\(verb(dataset.status)) dataset \(dataset.name)@\(dataset.revision)") }
        let all = report.layouts.map(\.status) + report.datasets.map(\.status)
        let added = all.filter { $0 == .created }.count
        let unchanged = all.filter { $0 == .unchanged }.count
        console.print("\(added) added, \(all.count - added - unchanged) changed, \(unchanged) unchanged")
    }

    private static func verb(_ status: AddedLayout.Status) -> String {
        switch status {
        case .created: "added"
        case .unchanged: "unchanged"
        case .revised, .restored: "changed"
        }
    }
}
