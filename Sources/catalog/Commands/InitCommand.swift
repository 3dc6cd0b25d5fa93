import ArgumentParser
import CatalogService

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the catalog and load the presets (running it again adds nothing).")

    @Flag(name: .customLong("no-presets"), help: "Create an empty catalog (e.g. to receive a bundle).")
    var noPresets = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            // Seed explicitly (not on creation) so the report says what this run added.
            let catalog = try Catalog(location: options.location, create: true, seed: false)
            let added = noPresets ? [] : try catalog.seedPresets().added
            let total = try catalog.list(includeArchived: true).count
            Console.print("catalog at \(catalog.location.path): \(total) layout\(total == 1 ? "" : "s")"
                + (added.isEmpty ? "" : ", \(added.count) preset\(added.count == 1 ? "" : "s") added"))
        }
    }
}
