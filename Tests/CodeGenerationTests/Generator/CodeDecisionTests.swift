import Foundation
import LayoutModel
import Testing

@testable import CodeGeneration

/// The choices generated code makes: which UIKit API for each construct, depending on the
/// deployment target, and how sections are provided and shared.
@Suite struct CodeDecisionTests {
    private func swift(_ preset: String, _ target: DeploymentTarget = .iOS13) throws -> String {
        let p = try Presets.named(preset)
        return CodeGenerator(language: .swift, deploymentTarget: target).generate(p.definition, name: p.name, revision: 1, contentHash: "0")
    }

    private func swift(_ definition: LayoutDefinition, _ target: DeploymentTarget = .iOS13) -> String {
        CodeGenerator(language: .swift, deploymentTarget: target).generate(definition, name: definition.name, revision: 1, contentHash: "0")
    }

    private func objc(_ definition: LayoutDefinition, _ target: DeploymentTarget = .iOS13) -> String {
        CodeGenerator(language: .objc, deploymentTarget: target).generate(definition, name: definition.name, revision: 1, contentHash: "0")
    }

    // MARK: subitem:count:

    @Test func countBelowIOS16KeepsSubitemCount() throws {
        let code = try swift("nested-groups")
        #expect(code.contains("NSCollectionLayoutGroup.vertical(layoutSize: trailingGroupSize, subitem: trailingItem, count: 2)"))
        #expect(!code.contains("repeatingSubitem"))
        // The item keeps its stored height; subitem:count: ignores it.
        #expect(code.contains("heightDimension: .fractionalHeight(0.3))"))
    }

    @Test func countFromIOS16BecomesAnEqualShareRepeat() throws {
        let code = try swift("nested-groups", .iOS16)
        #expect(code.contains("NSCollectionLayoutGroup.vertical(layoutSize: trailingGroupSize, repeatingSubitem: trailingItem, count: 2)"))
        #expect(
            code.contains(
                "let trailingItemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5))"))
        #expect(!code.contains("subitem: trailingItem"))
    }

    @Test func countWithSpacingKeepsSubitemCountAndSaysWhy() throws {
        let code = try swift("two-column-grid", .iOS17)
        #expect(code.contains("NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)"))
        #expect(code.contains("// subitem:count: is deprecated in iOS 16 but kept: with the fixed(10) spacing between items"))
    }

    // MARK: Conditions on traits

    @Test func traitConditionsCompareTheEnvironmentsTraitCollection() throws {
        let definition = try CodeSamples.traitAlternatives
        let code = swift(definition)
        #expect(code.contains("let width = layoutEnvironment.container.effectiveContentSize.width"))
        #expect(
            code.contains(
                "if width >= 700 && layoutEnvironment.traitCollection.horizontalSizeClass == .regular"
                    + " && layoutEnvironment.traitCollection.verticalSizeClass == .regular"
                    + " && layoutEnvironment.traitCollection.userInterfaceIdiom == .pad {"))
        #expect(code.contains("if layoutEnvironment.traitCollection.userInterfaceIdiom == .vision {"))
        #expect(code.contains("if layoutEnvironment.traitCollection.verticalSizeClass == .compact {"))
        // Alternatives are named after their conditions.
        #expect(code.contains("makeSectionMin700HorizontalRegularVerticalRegularPad()"))
        #expect(code.contains("makeSectionVision()") && code.contains("makeSectionVerticalCompact()"))
        // `.vision` exists from iOS 17 and has no fallback: the whole function requires it.
        #expect(code.contains("@available(iOS 17.0, *)"))
        let objcCode = objc(definition)
        #expect(objcCode.contains("layoutEnvironment.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassRegular"))
        #expect(objcCode.contains("layoutEnvironment.traitCollection.userInterfaceIdiom == UIUserInterfaceIdiomMac"))
        #expect(objcCode.contains("API_AVAILABLE(ios(17.0))"))
    }

    @Test func traitOnlyConditionsDoNotReadTheWidth() throws {
        let definition = try #require(
            LayoutDocument.check(
                """
                name: t
                section:
                  oneOf:
                    - when: {horizontalSizeClass: compact}
                      group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}
                    - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 4}
                """, lint: false
            ).definition)
        let code = swift(definition)
        #expect(!code.contains("effectiveContentSize"))
        #expect(code.contains("{ _, layoutEnvironment in"))
        #expect(code.contains("if layoutEnvironment.traitCollection.horizontalSizeClass == .compact {"))
        #expect(!code.contains("@available"))
    }

    // MARK: Availability

    @Test func repeatingSubitemHasAFallbackBeforeIOS16() throws {
        let old = swift(try CodeSamples.kitchenSink)
        #expect(
            old.contains(
                "if #available(iOS 16.0, *) {\n            group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3)"
            ))
        #expect(old.contains("group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])"))
        let new = swift(try CodeSamples.kitchenSink, .iOS17)
        #expect(new.contains("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3)"))
        #expect(!new.contains("#available"))
    }

    @Test func uniformAcrossSiblingsFallsBackToAnEstimate() throws {
        let old = swift(try CodeSamples.kitchenSink)
        #expect(old.contains("func uniformAcrossSiblingsOrEstimated(_ estimate: CGFloat) -> NSCollectionLayoutDimension {"))
        #expect(old.contains("heightDimension: uniformAcrossSiblingsOrEstimated(80))"))
        let new = swift(try CodeSamples.kitchenSink, .iOS17)
        #expect(new.contains("heightDimension: .uniformAcrossSiblings(estimate: 80))"))
        #expect(!new.contains("uniformAcrossSiblingsOrEstimated"))
        #expect(
            objc(try CodeSamples.kitchenSink).contains(
                "static NSCollectionLayoutDimension *KitchenSinkUniformAcrossSiblingsOrEstimated(CGFloat estimate) {"))
        // A C identifier cannot start with a digit: a layout named `9-sink` marks its helper.
        let digit = CodeGenerator(language: .objc, deploymentTarget: .iOS13).generate(
            try CodeSamples.kitchenSink, name: "9-sink", revision: 1, contentHash: "0")
        #expect(digit.contains("static NSCollectionLayoutDimension *Layout_n9SinkUniformAcrossSiblingsOrEstimated(CGFloat estimate) {"))
        #expect(digit.contains("Layout_n9SinkUniformAcrossSiblingsOrEstimated(80)"))
    }

    @Test func listsMarkTheFunctionIOS14() throws {
        #expect(try swift("list-custom-cells").contains("@available(iOS 14.0, *)\n@MainActor\nfunc makeListCustomCellsLayout()"))
        #expect(!(try swift("list-custom-cells", .iOS14)).contains("@available"))
        let p = try Presets.named("list-custom-cells")
        #expect(objc(p.definition).contains("UICollectionViewCompositionalLayout *MakeListCustomCellsLayout(void) API_AVAILABLE(ios(14.0));"))
    }

    @Test func newerSectionPropertiesAreChecked() throws {
        let old = swift(try CodeSamples.kitchenSink)
        // The function is iOS 14 already (it has lists): only the iOS 16 property is checked.
        #expect(old.contains("        section.contentInsetsReference = .readableContent\n"))
        #expect(old.contains("if #available(iOS 16.0, *) {\n            section.supplementaryContentInsetsReference = .none"))
        var definition = CodeSamples.oneItemGrid
        definition.configuration.contentInsetsReference = .none
        #expect(swift(definition).contains("if #available(iOS 14.0, *) {\n        configuration.contentInsetsReference = .none\n    }"))
        #expect(swift(definition, .iOS14).contains("\n    configuration.contentInsetsReference = .none\n"))
    }

    // MARK: Sections

    @Test func oneSectionWithoutEnvironmentIsAFixedSection() throws {
        let code = try swift("grid")
        #expect(code.contains("return UICollectionViewCompositionalLayout(section: section)"))
        #expect(!code.contains("sectionProvider"))
    }

    @Test func aListSectionIsBuiltInTheProvider() throws {
        let code = try swift("list-custom-cells")
        #expect(code.contains("return UICollectionViewCompositionalLayout { _, layoutEnvironment in"))
        #expect(code.contains("NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: layoutEnvironment)"))
    }

    @Test func equalSectionsAreBuiltByOneFunction() throws {
        let code = try swift("seed-app-store-tab")
        // 12 data sections, 5 distinct section layouts.
        #expect(code.components(separatedBy: "-> NSCollectionLayoutSection {").count - 1 == 5)
        #expect(code.contains("        case 1, 2, 4, 7, 9, 10:\n            return makeSection1()"))
        #expect(code.contains("        default:\n            return nil"))
    }

    @Test func groupsSharedBySectionsGetAFunction() throws {
        let code = try swift("orthogonal-section-behaviors")
        #expect(code.components(separatedBy: "func makeGroup() -> NSCollectionLayoutGroup {").count - 1 == 1)
        #expect(code.components(separatedBy: "let group = makeGroup()").count - 1 == 5)
        // The trailing group is shared by makeGroup() and the last section.
        #expect(code.components(separatedBy: "let trailingGroup = makeTrailingGroup()").count - 1 == 2)
    }

    @Test func widthConditionsTestTheEffectiveContentWidth() throws {
        let code = try swift("conference-videos")
        #expect(code.contains("let width = layoutEnvironment.container.effectiveContentSize.width"))
        #expect(code.contains("if width <= 500 {\n            return makeSectionMax500()\n        }\n        return makeSection()"))
        let sink = swift(try CodeSamples.kitchenSink)
        #expect(sink.contains("if width >= 600 && width <= 1000.5 {"))
        // No alternative for narrow widths: no section.
        #expect(
            sink.contains(
                "        case 3:\n            if width <= 320 {\n                return makeSection3Max320()\n            }\n            return nil"))
        #expect(sink.contains("        default:\n            return makeDefaultSection(layoutEnvironment)"))
    }

    @Test func namesFollowTheStructure() throws {
        let code = swift(try CodeSamples.kitchenSink)
        // Four children of a vertical group are numbered; a repeated child is one object,
        // named for the group rather than for one of its places.
        #expect(code.contains("subitems: [item, item2, group3, item]"))
        #expect(code.contains("NSCollectionLayoutGroup.horizontal(layoutSize: group3Size, subitem: nestedGroup3, count: 2)"))
        #expect(code.contains("subitems: [item, item, item]"))
        // Element kinds name their locals; an unusable kind falls back to the role.
        #expect(code.contains("let badge = NSCollectionLayoutSupplementaryItem("))
        #expect(code.contains("let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem("))
    }

    /// A group of 7,000 children, all one item but the second: the repeated item is named for
    /// the group, the other by its place. Each child was compared with every other (49 million
    /// comparisons here, about 25 s of a debug build; a 500 KB definition of such a group took
    /// 5 s of a release build to export, fuzz case 98204 of seed 1); they are counted in one pass.
    @Test func aGroupOfThousandsOfChildrenIsNamedInOnePass() throws {
        // Two children written out, then the first repeated: past the document's value limit as
        // text, so the group is made in code (code generation takes any definition).
        let yaml = """
            name: many
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1), height: absolute(10)}
                subitems:
                  - item: {size: {width: absolute(10), height: absolute(10)}}
                  - item: {size: {width: absolute(20), height: absolute(10)}}
            """
        let result = LayoutDocument.check(yaml, lint: false)
        var definition = try #require(result.definition, "\(result.diagnostics)")
        guard case .single(.section(var section)) = definition.sections, var group = section.group,
            case .subitems(let two) = group.children
        else {
            Issue.record("the definition is not one section of one group of subitems")
            return
        }
        group.children = .subitems(two + Array(repeating: two[0], count: 6_998))
        section.content = .group(group)
        definition.sections = .single(.section(section))
        let started = Date()
        let code = swift(definition)
        #expect(Date().timeIntervalSince(started) < 12)
        #expect(code.contains("subitems: [item, item2" + String(repeating: ", item", count: 6_998) + "]"))
    }
}
