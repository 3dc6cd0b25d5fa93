/// `--format` for commands that report what they did: sentences for people, or JSON.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json
}
