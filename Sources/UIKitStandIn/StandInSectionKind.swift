/// A `sectionKind` closure for layouts that go by section kind (`sectionsByKind`), as an app
/// would pass to the exported `makeNameLayout(sectionKind:)` and to the runtime: it answers
/// from a table and writes each call into the transcript (`-- sectionKind(2) = "grid(id: 3)"`),
/// so two builders' transcripts are equal only if each asked for the same sections' kinds, as
/// often and at the same points between the objects it built.
@MainActor
public enum StandInSectionKind {
    /// Data section i's identifier is `identifiers[i]`; sections past the table (and negative
    /// ones) have none.
    public static func answering(_ identifiers: [String?]) -> (Int) -> String? {
        { index in
            let identifier = identifiers.indices.contains(index) ? identifiers[index] : nil
            StandInRecording.note("sectionKind(\(index)) = " + (identifier.map(StandInText.string) ?? "nil"))
            return identifier
        }
    }
}
