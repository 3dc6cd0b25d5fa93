import ArgumentParser
import CatalogService
import Foundation
import Rendering

struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Compute the frames UIKit would give a stored layout, and draw them.",
        discussion: """
            e.g. catalog resolve nested-groups --device iphone-se --format ascii
                 catalog resolve grid --items 10000000 --rect 0,3000000,393,852 --format json
            """)

    @Argument(help: ArgumentHelp("The layout and revision.", valueName: "ref"))
    var reference: String

    @OptionGroup var geometry: GeometryOptions

    @Option(help: "table, json, svg or ascii (default: ascii on a terminal, table otherwise).")
    var format: ResolveFormat?

    @Option(help: ArgumentHelp("Only elements intersecting x,y,w,h (layoutAttributesForElements(in:)).", valueName: "x,y,w,h"))
    var rect: RectArgument?

    @Option(help: ArgumentHelp("The scroll offset along the main axis: pinned items where they sit then.", valueName: "y"))
    var offset: Double?

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var out: String?

    @Flag(help: "Replace --out if it exists.")
    var force = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        try reporting {
            let resolution = try options.open().resolve(RevisionReference(parsing: reference), geometry.request)
            let format = format ?? (Console.isTerminal && out == nil ? .ascii : .table)
            let selection = ResolutionOutput.Selection(rect: rect?.rect, scrollOffset: offset)
            var output = OutputSink(path: out)
            switch format {
            case .json: ResolutionOutput.writeJSON(resolution, selection, to: &output)
            case .table:
                ResolutionOutput.writeTable(resolution, selection, charset: TerminalSupport.charset(environment: ProcessInfo.processInfo.environment), to: &output)
            case .svg: output.write(ResolutionOutput.svg(resolution, scrollOffset: offset))
            case .ascii:
                var terminal = TerminalSupport.options(environment: ProcessInfo.processInfo.environment)
                if out != nil { terminal.usesColor = false }
                output.write(ResolutionOutput.terminal(resolution, scrollOffset: offset, options: terminal) + "\n")
                for warning in resolution.layout.warnings { output.write("\(warning)\n") }
            }
            try output.finish(force: force)
        }
    }
}

enum ResolveFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json, svg, ascii
}
