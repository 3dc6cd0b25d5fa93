import CatalogService
import CodeGeneration

/// `catalog probe`: the Swift file on standard output, or written to a file, with where it
/// went and what to do next on standard error.
public enum ProbePrinter {
    public static func write(_ probe: ProbeFile, to path: String?, force: Bool, on console: Console) throws {
        guard let path else { return console.write(probe.text) }
        ExportReportPrinter.writeFile(try SafeOutput.writeFile(probe.text, at: path, force: force), on: console)
        console.error(
            "next: add it to an iOS test target with a host app, run \(probe.className), save the JSON it prints "
                + "(or attaches) as \(probe.recordingName), then run: catalog compare \(probe.reference) \(probe.recordingName)")
    }
}
