import ArgumentParser
import CatalogPresentation

/// A format a command's `--format` chooses, with the choice it makes without the option.
protocol FormatChoice: ExpressibleByArgument, CaseIterable {
    /// The format without `--format`: the one for people.
    static var standard: Self { get }
}

extension ReportFormat: FormatChoice {
    static var standard: ReportFormat { .text }
}

extension ListFormat: FormatChoice {
    static var standard: ListFormat { .table }
}

/// `--format` of the commands whose output is a report (`text or json.`) or a list (`table or
/// json.`): declared once, its help listing the choices in their order.
struct FormatOption<Format: FormatChoice>: ParsableArguments {
    @Option(help: ArgumentHelp(Format.allValueStrings.joined(separator: " or ") + "."))
    var format: Format = Format.standard
}
