import CatalogTestSupport
import LayoutModel
import Testing

@testable import CodeGeneration

/// `returnsNil: true` exports as the provider's `return nil` for those sections, merged with the
/// other indices that return nil, as the shape of `sections:` dispatch (one `case` per distinct
/// choice, `default:` for the rest) gives by hand.
@Suite struct NilSectionCodeTests {
    static let yaml = """
        name: hidden-first
        sections:
          - returnsNil: true
          - group: {layout: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}]}
          - returnsNil: true
        """

    @Test func swiftReturnsNilForThoseIndicesAndPastTheEnd() throws {
        let code = SectionKindCodeTests.code(try SectionKindCodeTests.decoded(Self.yaml), .swift)
        let provider = """
                return UICollectionViewCompositionalLayout { sectionIndex, _ in
                    switch sectionIndex {
                    case 0, 2:
                        return nil
                    case 1:
                        return makeSection1()
                    default:
                        return nil
                    }
                }
            """
        #expect(code.contains(provider), "\(code)")
        #expect(code.components(separatedBy: "NSCollectionLayoutSection(group:").count == 2)
    }

    @Test func objectiveCReturnsNilTheSameWay() throws {
        let code = SectionKindCodeTests.code(try SectionKindCodeTests.decoded(Self.yaml), .objc)
        let provider = """
                    switch (sectionIndex) {
                        case 0:
                        case 2:
                            return nil;
                        case 1:
                            return MakeHiddenFirstSection1();
                        default:
                            return nil;
                    }
            """
        #expect(code.contains(provider), "\(code)")
    }

    @Test func aLayoutWhoseOnlySectionReturnsNilNeedsNoIndex() throws {
        let code = SectionKindCodeTests.code(try SectionKindCodeTests.decoded("name: none\nsection: {returnsNil: true}\n"), .swift)
        #expect(code.contains("return UICollectionViewCompositionalLayout { _, _ in\n        return nil\n    }"), "\(code)")
    }
}
