import ArgumentParser
import CatalogPresentation

extension CatalogCommand {
    struct Schema: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "schema",
            abstract: "Print a JSON Schema of the definition format (for editor completion).",
            discussion: "e.g. catalog schema > catalog.schema.json, then point your editor's YAML extension at it.")

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            DefinitionPrinter.writeSchema(on: console)
        }
    }
}
