import CatalogService
import Foundation

/// Buffered output to standard output (flushed in large chunks, so streaming a million
/// elements stays fast) or, with `--out`, to a file written safely at the end.
struct OutputSink: TextOutputStream {
    let path: String?
    private var buffer = ""
    private var collected = Data()

    init(path: String?) {
        self.path = path
        buffer.reserveCapacity(1 << 17)
    }

    mutating func write(_ string: String) {
        buffer += string
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        if path == nil {
            FileHandle.standardOutput.write(Data(buffer.utf8))
        } else {
            collected.append(contentsOf: buffer.utf8)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes standard output, or writes the file (refusing to replace one without `force`).
    mutating func finish(force: Bool) throws {
        flush()
        if let path {
            let outcome = try SafeOutput.writeFile(collected, at: path, force: force)
            FileHandle.standardError.write(Data("\(outcome.rawValue) \(path)\n".utf8))
        }
    }
}
