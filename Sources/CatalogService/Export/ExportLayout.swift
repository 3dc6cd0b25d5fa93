import LayoutModel

extension Catalog {
    /// What a single layout exports to.
    public enum ExportFormat: String, Sendable, CaseIterable {
        case swift, objc, yaml, json
    }

    /// One revision as UIKit code or reviewable text. Deterministic: the same revision gives
    /// byte-identical output.
    public func export(_ reference: RevisionReference, format: ExportFormat) throws -> String {
        let stored = try revision(reference)
        switch format {
        case .yaml: return Self.text(of: stored.definition, format: .yaml)
        case .json: return Self.text(of: stored.definition, format: .json)
        case .swift, .objc:
            throw ServiceError.invalidArgument("code generation is not available yet")
        }
    }
}
