import Foundation

/// A one-line progress counter on standard error, shown only when it is a terminal and erased
/// when the work is done, so piped output and logs stay clean.
struct ProgressLine {
    let label: String
    let enabled = Console.errorIsTerminal

    func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
