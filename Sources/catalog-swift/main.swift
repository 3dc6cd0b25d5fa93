import Foundation
import SwiftImport

// The Swift reader `catalog import-swift` and `catalog check` start: it parses the app's code
// with swift-syntax and answers with what it found (SwiftReaderExchange). It lives apart so that
// the commands that never read Swift do not load swift-syntax's thousands of type conformances.
// Usage: catalog-swift REQUEST-JSON; the response is written to standard output.

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: catalog-swift REQUEST-JSON (started by `catalog import-swift` and `catalog check`)\n".utf8))
    exit(64)
}
let request: SwiftReaderExchange.Request
do {
    request = try JSONDecoder().decode(SwiftReaderExchange.Request.self, from: Data(arguments[1].utf8))
} catch {
    FileHandle.standardError.write(Data("catalog-swift: the request is not one this reader understands: \(error)\n".utf8))
    exit(64)
}
guard request.format == SwiftReaderExchange.format else {
    FileHandle.standardError.write(Data("catalog-swift: request format \(request.format), this reader speaks \(SwiftReaderExchange.format)\n".utf8))
    exit(65)
}
let report = SwiftImporter(options: request.options).importFiles(atPaths: request.paths)
do {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    FileHandle.standardOutput.write(try encoder.encode(SwiftReaderExchange.Response(report: report)))
} catch {
    FileHandle.standardError.write(Data("catalog-swift: cannot write the report: \(error)\n".utf8))
    exit(70)
}
