import ArgumentParser
import CatalogService
import Foundation
import Rendering

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a layout as UIKit code or reviewable YAML/JSON, or the whole catalog to a folder.",
        discussion: """
            catalog export NAME[@REV] --format swift|objc|yaml|json [--out FILE]
            catalog export --all --format yaml|json --out DIR       one file per layout and dataset
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

    @Option(name: .customLong("ios"), help: ArgumentHelp("The deployment target for swift/objc (e.g. 13, 16.4): newer APIs get #available fallbacks.", valueName: "version"))
    var iOS: IOSVersion = IOSVersion(target: .iOS13)

    @OptionGroup var options: CatalogOptions

    func validate() throws {
        if all {
            guard reference == nil else { throw ValidationError("give either a layout or --all, not both") }
            guard out != nil else { throw ValidationError("--all needs --out DIR") }
            guard format.textFormat != nil || format == .html else { throw ValidationError("--all exports yaml, json or html") }
        } else if reference == nil {
            throw ValidationError("give a layout to export, or --all")
        } else if format == .html {
            throw ValidationError("html exports the whole catalog: use --all --format html --out DIR")
        }
        if device != nil && format != .html {
            throw ValidationError("--device applies to --format html")
        }
    }

    func run() throws {
        try reporting {
            let catalog = try options.open()
            if all, let out, format == .html {
                let progress = ProgressLine(label: "drawing layouts")
                let report = try catalog.exportGallery(to: out, devices: try Catalog.galleryDevices(first: device), force: force,
                                                       progress: progress.update)
                progress.finish()
                let counts = Dictionary(grouping: report.files, by: \.outcome).mapValues(\.count)
                Console.print("gallery of \(report.layouts.count) layouts on \(report.devices.count) devices in \(out): \(report.files.count) files, \(counts[.written] ?? 0) written, \(counts[.replaced] ?? 0) replaced, \(counts[.unchanged] ?? 0) unchanged")
                Console.print("open \((out as NSString).appendingPathComponent("index.html"))")
                for note in report.undrawable { Console.error("note: \(note)") }
                for stale in report.stale { Console.error("note: \(stale) is not in the catalog (left in place)") }
                return
            }
            if all, let out, let textFormat = format.textFormat {
                let report = try catalog.exportAll(to: out, format: textFormat, force: force)
                let counts = Dictionary(grouping: report.files, by: \.outcome).mapValues(\.count)
                Console.print("exported \(report.files.count) files to \(out): \(counts[.written] ?? 0) written, \(counts[.replaced] ?? 0) replaced, \(counts[.unchanged] ?? 0) unchanged")
                for stale in report.stale { Console.error("note: \(stale) is not in the catalog (left in place)") }
                return
            }
            guard let reference else { return }
            let text = try catalog.export(RevisionReference(parsing: reference), format: format.exportFormat, deploymentTarget: iOS.target)
            if let out {
                let outcome = try SafeOutput.writeFile(Data(text.utf8), at: out, force: force)
                Console.print("\(outcome.rawValue) \(out)")
            } else {
                Console.print(text, terminator: "")
            }
        }
    }
}

enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case swift, objc, yaml, json
    /// The browsable gallery; only with --all.
    case html

    var textFormat: DefinitionTextFormat? {
        switch self {
        case .yaml: .yaml
        case .json: .json
        case .swift, .objc, .html: nil
        }
    }

    /// The single-layout format. html has none: validate() only allows it with --all.
    var exportFormat: Catalog.ExportFormat {
        get throws {
            switch self {
            case .swift: .swift
            case .objc: .objc
            case .yaml: .yaml
            case .json: .json
            case .html: throw ValidationError("html exports the whole catalog: use --all --format html --out DIR")
            }
        }
    }
}

/// `13`, `16.4`: an iOS deployment target.
struct IOSVersion: ExpressibleByArgument {
    var target: DeploymentTarget

    init(target: DeploymentTarget) {
        self.target = target
    }

    init?(argument: String) {
        let parts = argument.split(separator: ".").map { Int($0) }
        guard let major = parts.first ?? nil, parts.count <= 2, parts.allSatisfy({ $0 != nil }) else { return nil }
        target = DeploymentTarget(iOS: major, parts.count == 2 ? (parts[1] ?? 0) : 0)
    }
}
