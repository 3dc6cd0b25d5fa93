import ArgumentParser
import CatalogPresentation
import CatalogService

extension CatalogCommand {
    struct Export: CatalogSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export a layout as UIKit code or reviewable YAML/JSON, or the whole catalog to a folder.",
            discussion: """
                catalog export NAME[@REV] --format swift|objc|yaml|json [--out FILE]
                catalog export --all --format yaml|json --out DIR       one file per layout and dataset
                catalog export --all --format yaml --out DIR --sync
                    make DIR match the catalog: rewrite changed files, delete the files of layouts
                    and datasets no longer in it (only files an export writes), leave the rest
                catalog export --all --format html --out DIR [--device D]
                    a gallery to open from disk (DIR/index.html): every layout on every device,
                    D first (default iphone-15), with its YAML, history and diffs
                --out never writes outside the path given; an existing file is only replaced with --force.
                """)

        @Argument(help: ArgumentHelp("The layout and revision (not with --all).", valueName: "ref"))
        var reference: String?

        @Flag(help: "Export every layout (head revision) and dataset into --out.")
        var all = false

        @Option(help: "swift, objc, yaml, json, or html (with --all: a browsable gallery).")
        var format: ExportFormat = .yaml

        @Option(help: ArgumentHelp("html: the device shown first and used for diffs (default iphone-15).", valueName: "device"))
        var device: String?

        @Option(help: ArgumentHelp("A file (single layout) or a folder (--all); default: standard output.", valueName: "path"))
        var out: String?

        @Flag(help: "Replace existing files whose content differs.")
        var force = false

        @Flag(
            help:
                "With --all (yaml or json): make the folder match the catalog, replacing changed files and deleting those of layouts and datasets it no longer holds."
        )
        var sync = false

        @Option(
            name: .customLong("ios"),
            help: ArgumentHelp("The deployment target for swift/objc (e.g. 13, 16.4): newer APIs get #available fallbacks.", valueName: "version"))
        var iOS = "13"

        @OptionGroup var options: CatalogOptions

        func validate() throws {
            let problem: UsageError?
            if all {
                problem =
                    reference != nil
                    ? .layoutAndAll
                    : out == nil
                        ? .allNeedsOut
                        : format.definitionFormat == nil && format != .html ? .allFormats : nil
            } else {
                problem = reference == nil ? .layoutOrAll : format == .html ? .htmlNeedsAll : nil
            }
            if let problem { throw ValidationError(problem.description) }
            if device != nil && format != .html { throw ValidationError(UsageError.deviceOnlyForHTML.description) }
            if sync && (!all || format.definitionFormat == nil) { throw ValidationError(UsageError.syncNeedsDefinitionFolder.description) }
            do {
                if let device { _ = try GalleryExport.devices(first: device) }
            } catch let error as ServiceError {
                throw ValidationError(UsageError.badValue(error).description)
            }
            if ArgumentText.deploymentTarget(iOS) == nil { throw ValidationError(UsageError.badDeploymentTarget(iOS).description) }
        }

        func run(on console: Console) throws {
            let catalog = try options.open(.read, on: console)
            if all, let out {
                if format == .html {
                    let progress = ProgressLine("drawing layouts", terminal: console.terminal)
                    let gallery = try GalleryExport(catalog: catalog, devices: GalleryExport.devices(first: device))
                    let report = try gallery.write(to: out, force: force, renderer: GalleryPageRenderer(), progress: progress.update)
                    progress.finish()
                    ExportReportPrinter.writeGallery(report, folder: out, on: console)
                } else if let definitionFormat = format.definitionFormat {
                    ExportReportPrinter.writeFolder(
                        try catalog.exportAll(to: out, format: definitionFormat, force: force, sync: sync), folder: out, on: console)
                }
                return
            }
            guard let reference, let layoutFormat = format.layoutFormat, let target = ArgumentText.deploymentTarget(iOS) else { return }
            let text = try catalog.export(RevisionReference(parsing: reference), format: layoutFormat, deploymentTarget: target)
            if let out {
                ExportReportPrinter.writeFile(try SafeOutput.writeFile(text, at: out, force: force), on: console)
            } else {
                console.write(text)
            }
        }
    }
}
