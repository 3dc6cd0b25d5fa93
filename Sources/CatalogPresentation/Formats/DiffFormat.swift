/// `--format` for diffs: lines for people, JSON, or (geometric diffs) an overlay picture.
public enum DiffFormat: String, CaseIterable, Sendable {
    case text, json, svg
}
