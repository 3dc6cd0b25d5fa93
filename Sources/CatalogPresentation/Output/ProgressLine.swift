/// A one-line progress counter on standard error, shown only when it is a terminal and erased
/// when the work is done, so piped output and logs stay clean.
public struct ProgressLine {
    let label: String
    let target: OutputTarget?

    public init(_ label: String, terminal: Terminal) {
        self.label = label
        target = terminal.errorIsTerminal ? .standardError : nil
    }

    public func update(_ done: Int, _ total: Int) {
        show("\r\(label) \(done)/\(total)")
    }

    public func finish() {
        show("\r\u{1B}[K")
    }

    private func show(_ text: String) {
        guard let target else { return }
        var text = text
        text.withUTF8 { target.take(UnsafeRawBufferPointer($0)) }
    }
}
