import CodeGeneration
import LayoutModel

extension Catalog {
    /// What a single layout exports to.
    public enum ExportFormat: String, Sendable, CaseIterable {
        case swift, objc, yaml, json
    }

    /// One revision as UIKit code or reviewable text. Deterministic: the same revision gives
    /// byte-identical output.
    /// - Parameters:
    ///   - reference: the revision to export.
    ///   - format: Swift, Objective-C, YAML or JSON.
    ///   - deploymentTarget: the oldest iOS the generated code must run on; newer APIs get
    ///     availability checks and fallbacks.
    public func export(_ reference: RevisionReference, format: ExportFormat, deploymentTarget: DeploymentTarget = .iOS13) throws -> String {
        let stored = try revision(reference)
        switch format {
        case .yaml: return stored.text(in: .yaml)
        case .json: return stored.text(in: .json)
        case .swift, .objc:
            let generator = CodeGenerator(language: format == .swift ? .swift : .objc, deploymentTarget: deploymentTarget)
            return generator.generate(stored.definition, name: stored.name, revision: stored.number, contentHash: stored.contentHash)
        }
    }
}
