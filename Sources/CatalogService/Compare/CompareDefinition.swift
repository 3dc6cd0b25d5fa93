import LayoutModel

extension LayoutComparison {
    /// Compares a definition that is not stored with a parsed recording, as `compare` does a
    /// revision (the fuzz harness compares the presets with recordings of their own frames).
    package static func comparing(
        _ definition: LayoutDefinition, with recording: DeviceRecording,
        tolerance: Double = LayoutComparison.defaultTolerance
    ) throws -> LayoutComparison {
        let revision = StoredRevision(
            name: definition.name, number: 1, headNumber: 1, contentHash: definition.contentHash, author: "", message: "", createdAt: "",
            isArchived: false, definition: definition, canonicalText: definition.canonicalText)
        return try Catalog.compare(revision, recording, recordingPath: "recording.json", tolerance: tolerance)
    }
}
