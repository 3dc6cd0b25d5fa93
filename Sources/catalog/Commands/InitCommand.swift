import ArgumentParser
import CatalogService

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the catalog and load the presets (running it again adds nothing).")

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let catalog = try options.open(create: true)
            let report = try catalog.seedPresets()
            let total = try catalog.list(includeArchived: true).count
            Console.print("catalog at \(catalog.location.path): \(total) layout\(total == 1 ? "" : "s")"
                + (report.added.isEmpty ? "" : ", \(report.added.count) preset\(report.added.count == 1 ? "" : "s") added"))
        }
    }
}
