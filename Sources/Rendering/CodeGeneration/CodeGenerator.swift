import LayoutModel

/// Writes a stored layout definition as UIKit code that builds the same
/// `UICollectionViewCompositionalLayout`: a self-contained Swift function or Objective-C C
/// function.
///
/// The output depends only on the inputs — the same revision always gives the same bytes — and
/// any definition, valid or not, produces code: user text is escaped, names are sanitised and
/// nothing in the generator traps.
public struct CodeGenerator: Sendable {
    public let language: CodeLanguage
    /// The oldest iOS the code must run on; newer API gets `#available` checks with
    /// fallbacks, or marks the function as needing that version when there is none.
    public let deploymentTarget: DeploymentTarget

    /// - Parameters:
    ///   - language: Swift or Objective-C.
    ///   - deploymentTarget: iOS 13 (compositional layout's first release) by default.
    public init(language: CodeLanguage, deploymentTarget: DeploymentTarget = .iOS13) {
        self.language = language
        self.deploymentTarget = deploymentTarget
    }

    /// The source file for `definition`.
    ///
    /// - Parameters:
    ///   - name: the layout's catalog name; names the function (`nested-groups` →
    ///     `makeNestedGroupsLayout()` / `MakeNestedGroupsLayout(void)`) and the header.
    ///   - revision: the revision number, for the header line.
    ///   - contentHash: the revision's content hash; its first 12 characters go into the header.
    public func generate(_ definition: LayoutDefinition, name: String, revision: Int, contentHash: String) -> String {
        let plan = LayoutCodePlan(definition: definition, name: name, target: deploymentTarget)
        let header = CodeComment.header(name: name, revision: revision, contentHash: contentHash)
        switch language {
        case .swift: return SwiftCodeGenerator(plan: plan).render(header: header)
        case .objc: return ObjCCodeGenerator(plan: plan).render(header: header)
        }
    }

    /// The name of the generated function for a layout called `name`:
    /// `makeNestedGroupsLayout` in Swift, `MakeNestedGroupsLayout` in Objective-C.
    public func functionName(forLayoutNamed name: String) -> String {
        let typeName = LayoutCodePlan.typeName(for: name)
        switch language {
        case .swift: return "make\(typeName)Layout"
        case .objc: return "Make\(typeName)Layout"
        }
    }
}
