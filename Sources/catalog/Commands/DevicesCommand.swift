import ArgumentParser
import LayoutEngine

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the built-in devices for --device.")

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var options: CatalogOptions

    func run() throws {
        if json {
            try JSONOutput.print(Device.all.map {
                DeviceJSON(id: $0.id, name: $0.name, width: $0.width, height: $0.height,
                           safeArea: [$0.safeArea.top, $0.safeArea.left, $0.safeArea.bottom, $0.safeArea.right],
                           layoutMargins: [$0.layoutMargins.top, $0.layoutMargins.left, $0.layoutMargins.bottom, $0.layoutMargins.right],
                           readableContentWidth: $0.readableContentWidth, scale: $0.scale)
            })
            return
        }
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let rows = Device.all.map { d in
            [d.id, d.name, "\(n(d.width)) × \(n(d.height))", "\(n(d.safeArea.top)) \(n(d.safeArea.left)) \(n(d.safeArea.bottom)) \(n(d.safeArea.right))",
             "\(n(d.layoutMargins.left)) / \(n(d.layoutMargins.right))", d.readableContentWidth.map(n) ?? "–", "@\(n(d.scale))x"]
        }
        Console.print(TableOutput.render([.init("ID"), .init("NAME"), .init("POINTS"), .init("SAFE AREA (T L B R)"), .init("MARGINS (L / R)"),
                                          .init("READABLE"), .init("SCALE")], rows))
    }
}

private struct DeviceJSON: Encodable {
    var id: String
    var name: String
    var width: Double
    var height: Double
    var safeArea: [Double]
    var layoutMargins: [Double]
    var readableContentWidth: Double?
    var scale: Double
}
