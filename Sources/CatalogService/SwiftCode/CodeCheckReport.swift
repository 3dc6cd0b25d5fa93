import LayoutEngine
import LayoutModel

/// How the layouts in some Swift code compare with the catalog's heads (`catalog check`).
///
/// For scripts: `layouts` sorted by name, each with its status and, for a changed one, every
/// structural change and a geometric summary; then `skipped`, `fileWarnings`, `updated`
/// (the revisions an update wrote; null without one) and `removed` (the orphans it archived).
public struct CodeCheckReport: Sendable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable, CaseIterable {
        /// The code builds exactly the head's content.
        case clean
        /// The code builds something else than the head.
        case changed
        /// In the code, not in the catalog (or removed from it).
        case missing
        /// In the catalog, imported from a file under the checked paths, no longer in the code.
        case orphaned
    }

    /// How the frames differ, on the default device with the code's data.
    public struct GeometrySummary: Sendable, Encodable {
        /// The device the summary is for.
        public var device: String
        public var moved: Int
        public var resized: Int
        public var appeared: Int
        public var disappeared: Int
        public var contentSizeBefore: Extent
        public var contentSizeAfter: Extent
        /// The full comparison (for the sentence the text output prints).
        public var diff: GeometryDiff

        private enum CodingKeys: String, CodingKey { case device, moved, resized, appeared, disappeared, contentSizeBefore, contentSizeAfter }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(device, forKey: .device)
            try container.encode(moved, forKey: .moved)
            try container.encode(resized, forKey: .resized)
            try container.encode(appeared, forKey: .appeared)
            try container.encode(disappeared, forKey: .disappeared)
            try container.encode(SizeFields(contentSizeBefore), forKey: .contentSizeBefore)
            try container.encode(SizeFields(contentSizeAfter), forKey: .contentSizeAfter)
        }

        /// `{"width": …, "height": …}` in that order.
        private struct SizeFields: Encodable {
            var width: Double
            var height: Double

            init(_ extent: Extent) {
                width = extent.width
                height = extent.height
            }
        }
    }

    /// One layout of the code or the catalog.
    public struct Entry: Sendable, Encodable {
        public var name: String
        public var status: Status
        /// `file:line`: in the code for a found layout, as last recorded for an orphan.
        public var source: String
        /// Where the code builds it (nil for an orphan).
        public var location: CodeLocation?
        /// The catalog's head revision (nil when missing).
        public var head: Int?
        public var headHash: String?
        /// The hash of what the code builds (nil for an orphan).
        public var codeHash: String?
        /// From the head to the code, for a changed layout.
        public var changes: [DefinitionChange]
        public var geometry: GeometrySummary?
        /// Why no geometric summary could be made (the resolver refused one side).
        public var geometryError: String?
    }

    public var layouts: [Entry]
    public var skipped: [SkippedCode]
    /// `.swift` files left out because they could not be read as Swift: a layout recorded
    /// from one of them is not called orphaned.
    public var skippedFiles: [SkippedSourceFile]
    public var fileWarnings: [CodeDiagnostic]
    /// What `--update` wrote, one per changed or missing layout; nil when not updating.
    public var updated: [AddedLayout]?
    /// The orphans `--update` removed (archived); nil when not updating.
    public var removed: [RemovedLayout]?

    /// Any layout that is not clean.
    public var hasDrift: Bool { layouts.contains { $0.status != .clean } }

    /// Whether drift remains after the check: any, unless an update brought the catalog in step.
    public var hasDriftAfterUpdate: Bool {
        updated == nil && hasDrift
    }

    /// The number of layouts with each status.
    public func count(_ status: Status) -> Int { layouts.filter { $0.status == status }.count }
}
