/// `--format` for commands that list: an aligned table, or JSON.
public enum ListFormat: String, CaseIterable, Sendable {
    case table, json
}
