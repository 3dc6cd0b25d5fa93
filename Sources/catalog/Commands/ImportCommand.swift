import ArgumentParser
import CatalogService

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add layouts and datasets from an exported folder or files, as new revisions where content changed.")

    @Argument(help: ArgumentHelp("Folders (with layouts/ and datasets/) or files.", valueName: "path"))
    var paths: [String]

    @Option(name: [.short, .long], help: "A message for the new revisions (default: \"Imported\").")
    var message: String?

    @OptionGroup var author: AuthorOptions
    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let (layouts, datasets) = try Catalog.importDocuments(paths)
            let report = try options.open().importDocuments(layouts: layouts, datasets: datasets, author: author.resolved, message: message)
            for layout in report.layouts {
                let verb = layout.status == .created ? "added" : layout.status == .unchanged ? "unchanged" : "changed"
                Console.print("\(verb) \(layout.name)@\(layout.revision)")
            }
            for dataset in report.datasets {
                let verb = dataset.status == .created ? "added" : dataset.status == .unchanged ? "unchanged" : "changed"
                Console.print("\(verb) dataset \(dataset.name)@\(dataset.revision)")
            }
            let all = report.layouts.map(\.status) + report.datasets.map(\.status)
            let added = all.filter { $0 == .created }.count, unchanged = all.filter { $0 == .unchanged }.count
            Console.print("\(added) added, \(all.count - added - unchanged) changed, \(unchanged) unchanged")
        }
    }
}
