import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Probe: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "probe",
            abstract: "Write an XCTest file that records the frames UIKit gives a layout on a simulator or device.",
            discussion: """
                The file builds the layout with the code `export --format swift` writes, shows it in a \
                UICollectionView of the screen's size with the given counts, and prints and attaches the \
                frames of every element as JSON. Add it to an iOS test target with a host app, run it, \
                save the JSON, then: catalog compare REF FILE.json

                e.g. catalog probe nested-groups --device iphone-15 --counts 12 --out ProbeNestedGroups.swift
                     catalog probe grid --device ipad-11-landscape-split-1-3
                """)

        @Argument(help: ArgumentHelp("The layout and revision.", valueName: "ref"))
        var reference: String

        @OptionGroup var screen: ScreenOptions

        @Option(help: ArgumentHelp("Write the Swift file here instead of standard output.", valueName: "file"))
        var out: String?

        @Flag(help: "Replace --out if it exists with other content.")
        var force = false

        @OptionGroup var options: CatalogOptions

        func run(on console: Console) throws {
            let reference = try RevisionReference(parsing: reference)
            let probe = try options.open(.read, on: console).probe(reference, screen.request())
            try ProbePrinter.write(probe, to: out, force: force, on: console)
        }
    }
}
