import Foundation
import Rendering

/// Tables as the CLI prints them: on a terminal, a rule under the header and values cut to the
/// window's width; piped, plain aligned columns that scripts can split.
enum TableOutput {
    static func render(_ columns: [TextTable.Column], _ rows: [[String]]) -> String {
        let environment = ProcessInfo.processInfo.environment
        var table = TextTable(
            columns: columns, rows: rows.map(TextTable.Row.values), showsHeaderSeparator: Console.isTerminal,
            charset: TerminalSupport.charset(environment: environment))
        if Console.isTerminal { table.maxTotalWidth = TerminalSupport.width(environment: environment) ?? Console.terminalWidth }
        return table.render()
    }
}
