import CatalogService
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's output goes: a file descriptor (standard output or error), a file the
/// user named with `--out` (written safely once everything is there), or memory (tests).
///
/// Writers (``ByteStream``, ``JSONWriter``) buffer and hand this large chunks, so a million-element
/// listing is a few hundred `write` calls.
public final class OutputTarget {
    enum Destination {
        case descriptor(Int32)
        case file(path: String, force: Bool)
        case memory
    }

    let destination: Destination
    /// What a file or memory target has received so far.
    private(set) var collected: [UInt8] = []

    init(_ destination: Destination) {
        self.destination = destination
    }

    /// Standard output.
    public static var standardOutput: OutputTarget { OutputTarget(.descriptor(1)) }

    /// Standard error.
    public static var standardError: OutputTarget { OutputTarget(.descriptor(2)) }

    /// `--out FILE` when given, else standard output. The file is written by ``finish()``,
    /// through `SafeOutput` (an existing file with other content only with `force`).
    public static func standardOutputOrFile(_ path: String?, force: Bool) -> OutputTarget {
        path.map { OutputTarget(.file(path: $0, force: force)) } ?? .standardOutput
    }

    /// A target that keeps everything in memory; read it with ``text``.
    public static func memory() -> OutputTarget { OutputTarget(.memory) }

    /// True when this is a file the user named.
    public var isFile: Bool {
        if case .file = destination { return true }
        return false
    }

    /// What a memory or file target holds, as text.
    public var text: String { String(decoding: collected, as: UTF8.self) }

    /// Takes bytes: written through at once to a descriptor, kept for a file or memory.
    func take(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        switch destination {
        case .descriptor(let descriptor):
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return }
                let written = write(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    // The reader went away (e.g. `| head`): nothing more can be shown.
                    return
                }
                offset += written
            }
        case .file, .memory:
            collected.append(contentsOf: bytes)
        }
    }

    /// Writes the file of a `--out` target; nil for other targets.
    @discardableResult
    public func finish() throws -> (path: String, outcome: SafeOutput.Outcome)? {
        guard case .file(let path, let force) = destination else { return nil }
        let outcome = try SafeOutput.writeFile(Data(collected), at: path, force: force)
        return (path, outcome)
    }
}
