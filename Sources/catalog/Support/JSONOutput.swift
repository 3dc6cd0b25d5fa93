import Foundation

/// `--json` output: pretty-printed, sorted keys, so scripts and diffs see a stable order.
enum JSONOutput {
    static func print<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        Console.print(String(decoding: data, as: UTF8.self))
    }
}
