import LayoutModel

/// Writes a stored layout definition as UIKit code that builds the same
/// `UICollectionViewCompositionalLayout`: a self-contained Swift function or Objective-C C
/// function.
///
/// The output depends only on the inputs — the same revision always gives the same bytes — and
/// any definition, valid or not, produces code: user text is escaped, names are sanitised and
/// nothing in the generator traps.
///
/// What the code uses, and why:
/// - **One section** that needs nothing from the environment is built in the function and
///   passed to `UICollectionViewCompositionalLayout(section:configuration:)`. A list section
///   needs the layout environment, so it is built inside a section provider. `sections`,
///   `defaultSection`, `oneOf` and `when` become a provider with `switch sectionIndex` and tests
///   on `layoutEnvironment.container.effectiveContentSize.width` (both bounds inclusive),
///   returning `nil` past the end without a `defaultSection` or when no alternative matches.
///   `sectionsByKind` makes the function take `sectionKind: @escaping (Int) -> String?` (a
///   `NSString * _Nullable (^sectionKind)(NSInteger sectionIndex)` block in Objective-C), which
///   the provider asks once per call for the section's identifier; a `switch` over the text
///   before its first `(` (`isEqualToString:` tests in Objective-C) picks the kind's section,
///   and other kinds, or no identifier, get `defaultSection` (else `nil`). Kinds that are
///   identifiers name their section functions (`makeFeaturedSection`).
///   A section whose numbers are expressions over the layout container (`container.width * 0.56`)
///   is built inside a provider too: its function takes the environment and first reads
///   `let container = layoutEnvironment.container.effectiveContentSize` (a `CGSize` local in
///   Objective-C), then writes each expression as `CGFloat` arithmetic on `container.width` and
///   `container.height` (`%` as `truncatingRemainder(dividingBy:)` / `fmod`, `min`/`max`
///   (`MIN`/`MAX`), `floor`, `ceil`), a count as `Int(…)` / `(NSInteger)` of its expression,
///   which keeps the whole part. Groups with such numbers are never shared.
///   Each distinct section is built by one nested function (one `static` function in
///   Objective-C), however many data sections use it; groups that several of those functions
///   need get a function of their own.
/// - **`subitem:count:`** (iOS 13, deprecated in iOS 16) is what `subitem` + `count` means: equal
///   division, ignoring the child's own main-axis size. Below an iOS 16 deployment target it is
///   used as is: it works on every release and compilers only warn about deprecation at targets
///   of 16 or later. From iOS 16 on, `repeatingSubitem:count:` is used with the child's
///   main-axis size replaced by the equal share `fractionalWidth(1/count)` (or height) when that
///   lays out identically (no spacing, group insets or edge spacing along the axis); otherwise
///   `subitem:count:` stays, with a comment saying why.
/// - **`repeatingSubitem:count:`** (iOS 16) gets an `#available` check with a `subitems:`
///   fallback when the target is older (the same layout when `count` copies fill the group);
///   **`uniformAcrossSiblings`** (iOS 17) falls back to `.estimated` through a small helper.
/// - **`contentInsetsReference`** (iOS 14) and **`supplementaryContentInsetsReference`** (iOS 16)
///   are set under `#available` checks; **lists** (iOS 14) have no fallback, so the function is
///   marked `@available(iOS 14.0, *)` / `API_AVAILABLE(ios(14.0))` when the target is older.
///   Checks at or below the target are left out.
/// - Properties at UIKit's default are not written. Supplementary and boundary items' `zIndex`
///   is written when it differs from the catalog's default, 1, which UIKit does not document.
/// - The Swift function is `@MainActor`, as UIKit's layout classes are.
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
    ///     `makeNestedGroupsLayout()` / `MakeNestedGroupsLayout(void)`, or with `sectionsByKind`
    ///     `makeFeedLayout(sectionKind:)` / `MakeFeedLayout(sectionKind)`) and the header.
    ///     Swift output also carries the definition's name, title, summary, tags and preview in
    ///     `// catalog:` lines under the first line (`CatalogHeaderCode`), so an import of the
    ///     file gives the same content hash.
    ///   - revision: the revision number, for the header line.
    ///   - contentHash: the revision's content hash; its first 12 characters go into the header.
    public func generate(_ definition: LayoutDefinition, name: String, revision: Int, contentHash: String) -> String {
        let plan = LayoutCodePlan(definition: definition, name: name, target: deploymentTarget)
        let header = CodeComment.header(name: name, revision: revision, contentHash: contentHash)
        switch language {
        case .swift:
            let walk = LayoutCodeWalk(plan: plan, dialect: SwiftDialect(typeName: plan.typeName))
            return walk.render(fileHeader: [header] + CatalogHeaderCode.lines(for: definition))
        case .objc:
            return LayoutCodeWalk(plan: plan, dialect: ObjCDialect(typeName: plan.typeName)).render(fileHeader: [header])
        }
    }

    /// The name of the generated function for a layout called `name`:
    /// `makeNestedGroupsLayout` in Swift, `MakeNestedGroupsLayout` in Objective-C.
    public func functionName(forLayoutNamed name: String) -> String {
        let typeName = LayoutCodePlan.typeName(for: name)
        switch language {
        case .swift: return SwiftDialect(typeName: typeName).layoutFunctionName
        case .objc: return ObjCDialect(typeName: typeName).layoutFunctionName
        }
    }
}
