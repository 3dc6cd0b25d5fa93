import Foundation
import LayoutModel

/// A definition document's text and where it came from.
public struct SourceDocument: Sendable, Hashable {
    /// The path as the user gave it (used in every message about this document).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// File extensions read when a folder is given.
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Reads the files and folders given (folders: their `.yaml`, `.yml` and `.json` files,
    /// sorted, not recursive, links followed only inside the folder), reporting every
    /// unreadable path at once.
    public static func load(_ paths: [String]) throws -> [SourceDocument] {
        var documents: [SourceDocument] = []
        var failures: [ServiceError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(.unreadableFile(path, reason: "no such file or folder"))
                continue
            }
            var files = [path]
            if isDirectory.boolValue {
                let walk = FolderWalk(path, recursive: false) {
                    extensions.contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".")
                }
                files = walk.files
                failures += walk.refusals.map { ServiceError.unreadableFile($0.path, reason: $0.reason) }
                if files.isEmpty && walk.refusals.isEmpty {
                    failures.append(.unreadableFile(path, reason: "the folder holds no .yaml, .yml or .json files"))
                }
            }
            for file in files {
                do {
                    documents.append(SourceDocument(path: file, text: try readText(file, maximumBytes: DocumentLimits.largestTextFile)))
                } catch let error as ServiceError {
                    failures.append(error)
                } catch {
                    failures.append(.unreadableFile(file, reason: error.localizedDescription))
                }
            }
        }
        if let first = failures.first {
            if failures.count == 1 { throw first }
            throw ServiceError.unreadableFiles(failures)
        }
        return documents
    }

    /// A file's text, read by the shared bounded reader (`DocumentReader.textOfFile`).
    static func readText(_ file: String, maximumBytes: Int) throws -> String {
        do {
            return try DocumentReader.textOfFile(atPath: file, maximumBytes: maximumBytes)
        } catch {
            throw ServiceError.unreadableFile(
                file, reason: error.location.map { "\(error.message) (line \($0.line), column \($0.column))" } ?? error.message)
        }
    }
}
