import Foundation
import LayoutModel

/// Tells a file an export of the catalog would write from any other file in the same folder,
/// so that keeping a folder in step with the catalog removes only what the catalog put there.
enum ExportedDocument {
    /// True when `url` is a regular file (not a link), a YAML or JSON document whose top-level
    /// `name` is the file's own name as an export writes it (`layouts/feed.yaml` holding
    /// `name: feed`). A file that cannot be read, or names something else, is someone else's.
    static func isExported(_ url: URL, limits: DocumentLimits) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            SourceDocument.extensions.contains(url.pathExtension.lowercased()),
            let text = try? DocumentReader.textOfFile(atPath: url.path, maximumBytes: limits.maximumBytes),
            let root = try? DocumentReader.read(text, limits: limits),
            let name = root.value(forKey: "name")?.scalarText
        else { return false }
        return SafeOutput.sanitize(name) == url.deletingPathExtension().lastPathComponent
    }
}
