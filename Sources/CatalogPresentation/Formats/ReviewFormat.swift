/// `--format` for `catalog review`: Markdown for a pull-request comment, or JSON for scripts.
public enum ReviewFormat: String, CaseIterable, Sendable {
    case markdown, json
}
