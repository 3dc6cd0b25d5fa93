import Foundation
import LayoutModel

/// Reads one `.swift` file for a run, or says why it is left out (`SkippedFile`).
///
/// Every way a file can fail is a skip of that file, never an error of the run: a shipping app
/// may keep some sources encrypted in its repository (`git-crypt`), and a checkout without the
/// key holds binary content under a `.swift` name; one such file used to stop the run before
/// any layout was written.
enum SwiftFileContent {
    /// What reading one file gave.
    enum Read {
        case text(String)
        case skipped(SkippedFile)
    }

    /// The first bytes `git-crypt` writes in every file it encrypts.
    static let gitCryptMagic: [UInt8] = [0x00] + Array("GITCRYPT".utf8)

    /// The file's text, or the skip saying why it cannot be imported. Pipes, devices and
    /// folders are refused by what they are before any read (`RegularFile`), so a named pipe
    /// never blocks the run.
    static func read(_ path: String, maximumBytes: Int) -> Read {
        let data: Data
        do throws(DocumentReadError) {
            data = try RegularFile.contents(atPath: path, maximumBytes: maximumBytes)
        } catch {
            return .skipped(SkippedFile(path: path, position: nil, cause: .unreadable, message: error.message))
        }
        return text(of: [UInt8](data), path: path, maximumBytes: maximumBytes)
    }

    /// The bytes as Swift text, or why not: encrypted, binary (a NUL byte, which UTF-8 allows
    /// but no Swift source holds), or not UTF-8.
    static func text(of bytes: [UInt8], path: String, maximumBytes: Int) -> Read {
        if bytes.starts(with: gitCryptMagic) {
            return .skipped(
                SkippedFile(
                    path: path, position: nil, cause: .encrypted,
                    message: "encrypted by git-crypt (it starts with \\0GITCRYPT); unlock the repository to import it"))
        }
        if let nul = bytes.firstIndex(of: 0) {
            let place = DocumentReader.location(ofByte: nul, in: bytes, columns: .utf8Bytes)
            return .skipped(
                SkippedFile(
                    path: path, position: SourcePosition(file: path, line: place.line, column: place.column), cause: .binary,
                    message: "binary content: a NUL byte at byte offset \(nul), which Swift source never holds"))
        }
        do throws(DocumentReadError) {
            return .text(try DocumentReader.text(Data(bytes), maximumBytes: maximumBytes, columns: .utf8Bytes))
        } catch {
            let position = error.location.map { SourcePosition(file: path, line: $0.line, column: $0.column) }
            return .skipped(SkippedFile(path: path, position: position, cause: position == nil ? .unreadable : .notUTF8, message: error.message))
        }
    }
}
