/// `show --format`: a stored definition as reviewable YAML or canonical JSON.
public enum DocumentFormat: String, CaseIterable, Sendable {
    case yaml, json
}
