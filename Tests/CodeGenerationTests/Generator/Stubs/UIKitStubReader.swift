/// Reads a layout built with the UIKit stub back into the catalog's definition format (JSON),
/// so a round trip through generated code can be compared with the definition it came from.
///
/// Compiled into the stub's own module together with generated code and a `main.swift`. A
/// section provider is asked for one data section at one container width (a probe); a custom
/// group's item provider is asked for its frames in a 321 × 123 container, so its frames come
/// back as numbers.
enum UIKitStubReader {
    static let source = #"""
        // MARK: JSON

        indirect enum StubJSON {
            case number(Double)
            case string(String)
            case bool(Bool)
            case array([StubJSON])
            case object([(String, StubJSON)])
            case null

            var text: String {
                switch self {
                // Integers without a fraction: counts and z-indexes are read as integers.
                case .number(let value):
                    return value == value.rounded() && abs(value) < 9e15 ? String(Int64(value)) : "\(value)"
                case .string(let value): return Self.quoted(value)
                case .bool(let value): return value ? "true" : "false"
                case .null: return "null"
                case .array(let values): return "[" + values.map(\.text).joined(separator: ",") + "]"
                case .object(let members): return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
                }
            }

            static func quoted(_ text: String) -> String {
                var out = "\""
                for scalar in text.unicodeScalars {
                    switch scalar {
                    case "\"": out += "\\\""
                    case "\\": out += "\\\\"
                    default:
                        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                            || (0x2028...0x2029).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value) {
                            let hex = String(scalar.value, radix: 16)
                            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                        } else {
                            out.unicodeScalars.append(scalar)
                        }
                    }
                }
                return out + "\""
            }
        }

        // MARK: Environment

        final class StubContainer: NSCollectionLayoutContainer {
            let contentSize: CGSize
            var effectiveContentSize: CGSize { contentSize }
            let contentInsets = NSDirectionalEdgeInsets.zero
            let effectiveContentInsets = NSDirectionalEdgeInsets.zero

            init(_ size: CGSize) { contentSize = size }
        }

        final class StubEnvironment: NSCollectionLayoutEnvironment {
            let container: any NSCollectionLayoutContainer
            /// Unspecified traits: a `when` on a trait holds nowhere in these probes.
            let traitCollection = UITraitCollection()

            init(width: CGFloat, height: CGFloat) {
                container = StubContainer(CGSize(width: width, height: height))
            }
        }

        // MARK: Reading

        @MainActor
        enum StubReader {
            /// One line per probe: `name<TAB>index<TAB>width<TAB>document or null`.
            static func report(_ name: String, _ layout: UICollectionViewCompositionalLayout, probes: [(Int, Double)]) {
                for (index, width) in probes {
                    let section: NSCollectionLayoutSection?
                    if let fixed = layout.stubSection {
                        section = fixed
                    } else {
                        section = layout.stubSectionProvider?(index, StubEnvironment(width: CGFloat(width), height: 800))
                    }
                    let document: StubJSON
                    if let section {
                        document = .object([
                            ("name", .string("probe")),
                            ("configuration", configuration(layout.configuration)),
                            ("section", self.section(section)),
                        ])
                    } else {
                        document = .null
                    }
                    print("\(name)\t\(index)\t\(width)\t\(document.text)")
                }
            }

            static func configuration(_ c: UICollectionViewCompositionalLayoutConfiguration) -> StubJSON {
                .object([
                    ("scrollDirection", .string(c.scrollDirection == .horizontal ? "horizontal" : "vertical")),
                    ("interSectionSpacing", .number(Double(c.interSectionSpacing))),
                    ("contentInsetsReference", reference(c.contentInsetsReference)),
                    ("boundarySupplementaryItems", .array(c.boundarySupplementaryItems.map(boundary))),
                ])
            }

            static func section(_ s: NSCollectionLayoutSection) -> StubJSON {
                var members: [(String, StubJSON)] = []
                if let group = s.stubGroup {
                    members.append(("group", self.group(group)))
                } else if let list = s.stubListConfiguration as? UICollectionLayoutListConfiguration {
                    let appearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
                    let headers = ["none", "supplementary", "firstItemInSection"]
                    let footers = ["none", "supplementary"]
                    members.append(("list", .object([
                        ("appearance", .string(appearances[list.appearance.rawValue])),
                        ("headerMode", .string(headers[list.headerMode.rawValue])),
                        ("footerMode", .string(footers[list.footerMode.rawValue])),
                    ])))
                }
                let behaviors = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
                members += [
                    ("interGroupSpacing", .number(Double(s.interGroupSpacing))),
                    ("contentInsets", insets(s.contentInsets)),
                    ("contentInsetsReference", reference(s.contentInsetsReference)),
                    ("supplementaryContentInsetsReference", reference(s.supplementaryContentInsetsReference)),
                    ("orthogonalScrollingBehavior", .string(behaviors[s.orthogonalScrollingBehavior.rawValue])),
                    ("boundarySupplementaryItems", .array(s.boundarySupplementaryItems.map(boundary))),
                    ("decorationItems", .array(s.decorationItems.map(decoration))),
                ]
                return .object(members)
            }

            static func child(_ item: NSCollectionLayoutItem) -> StubJSON {
                if let group = item as? NSCollectionLayoutGroup { return .object([("group", self.group(group))]) }
                return .object([("item", self.item(item))])
            }

            static func item(_ item: NSCollectionLayoutItem) -> StubJSON {
                var members: [(String, StubJSON)] = [("size", size(item.layoutSize)), ("contentInsets", insets(item.contentInsets))]
                if let edges = item.edgeSpacing { members.append(("edgeSpacing", edgeSpacing(edges))) }
                members.append(("supplementaryItems", .array(item.supplementaryItems.map(supplementary))))
                return .object(members)
            }

            static func group(_ g: NSCollectionLayoutGroup) -> StubJSON {
                var members: [(String, StubJSON)] = [("layout", .string(g.stubArrangement.rawValue)), ("size", size(g.layoutSize))]
                switch g.stubChildren {
                case .subitems:
                    members.append(("subitems", .array(g.subitems.map(child))))
                case .subitemCount(let count):
                    members.append(("subitem", g.subitems.first.map(child) ?? .null))
                    members.append(("count", .number(Double(count))))
                case .repeatingSubitem(let count):
                    members.append(("repeatingSubitem", g.subitems.first.map(child) ?? .null))
                    members.append(("count", .number(Double(count))))
                case .custom(let provider):
                    let frames = provider(StubEnvironment(width: 321, height: 123)).map { custom -> StubJSON in
                        .object([
                            ("x", .number(Double(custom.frame.origin.x))), ("y", .number(Double(custom.frame.origin.y))),
                            ("width", .number(Double(custom.frame.size.width))), ("height", .number(Double(custom.frame.size.height))),
                            ("zIndex", .number(Double(custom.zIndex))),
                        ])
                    }
                    members.append(("customItems", .array(frames)))
                }
                if let spacing = g.interItemSpacing { members.append(("interItemSpacing", self.spacing(spacing))) }
                members.append(("contentInsets", insets(g.contentInsets)))
                if let edges = g.edgeSpacing { members.append(("edgeSpacing", edgeSpacing(edges))) }
                members.append(("supplementaryItems", .array(g.supplementaryItems.map(supplementary))))
                return .object(members)
            }

            static func supplementary(_ s: NSCollectionLayoutSupplementaryItem) -> StubJSON {
                var members: [(String, StubJSON)] = [
                    ("elementKind", .string(s.elementKind)), ("size", size(s.layoutSize)), ("containerAnchor", anchor(s.containerAnchor)),
                ]
                if let itemAnchor = s.itemAnchor { members.append(("itemAnchor", anchor(itemAnchor))) }
                members.append(("zIndex", .number(Double(s.zIndex))))
                return .object(members)
            }

            static func boundary(_ b: NSCollectionLayoutBoundarySupplementaryItem) -> StubJSON {
                let alignments = ["none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing"]
                return .object([
                    ("elementKind", .string(b.elementKind)), ("size", size(b.layoutSize)),
                    ("alignment", .string(alignments[b.alignment.rawValue])),
                    ("offset", .array([.number(Double(b.offset.x)), .number(Double(b.offset.y))])),
                    ("extendsBoundary", .bool(b.extendsBoundary)), ("pinToVisibleBounds", .bool(b.pinToVisibleBounds)),
                    ("zIndex", .number(Double(b.zIndex))), ("contentInsets", insets(b.contentInsets)),
                ])
            }

            static func decoration(_ d: NSCollectionLayoutDecorationItem) -> StubJSON {
                .object([("elementKind", .string(d.elementKind)), ("contentInsets", insets(d.contentInsets)), ("zIndex", .number(Double(d.zIndex)))])
            }

            static func size(_ s: NSCollectionLayoutSize) -> StubJSON {
                .object([("width", dimension(s.widthDimension)), ("height", dimension(s.heightDimension))])
            }

            static func dimension(_ d: NSCollectionLayoutDimension) -> StubJSON {
                .object([(d.stubKind.rawValue, .number(Double(d.dimension)))])
            }

            static func spacing(_ s: NSCollectionLayoutSpacing) -> StubJSON {
                .object([(s.isFlexibleSpacing ? "flexible" : "fixed", .number(Double(s.spacing)))])
            }

            static func edgeSpacing(_ e: NSCollectionLayoutEdgeSpacing) -> StubJSON {
                var members: [(String, StubJSON)] = []
                if let v = e.leading { members.append(("leading", spacing(v))) }
                if let v = e.top { members.append(("top", spacing(v))) }
                if let v = e.trailing { members.append(("trailing", spacing(v))) }
                if let v = e.bottom { members.append(("bottom", spacing(v))) }
                return .object(members)
            }

            static func insets(_ i: NSDirectionalEdgeInsets) -> StubJSON {
                .object([
                    ("top", .number(Double(i.top))), ("leading", .number(Double(i.leading))),
                    ("bottom", .number(Double(i.bottom))), ("trailing", .number(Double(i.trailing))),
                ])
            }

            static func anchor(_ a: NSCollectionLayoutAnchor) -> StubJSON {
                var edges: [StubJSON] = []
                if a.edges.contains(.top) { edges.append(.string("top")) }
                if a.edges.contains(.leading) { edges.append(.string("leading")) }
                if a.edges.contains(.bottom) { edges.append(.string("bottom")) }
                if a.edges.contains(.trailing) { edges.append(.string("trailing")) }
                let offset = StubJSON.array([.number(Double(a.offset.x)), .number(Double(a.offset.y))])
                return .object([("edges", .array(edges)), (a.isAbsoluteOffset ? "absoluteOffset" : "fractionalOffset", offset)])
            }

            static func reference(_ r: UIContentInsetsReference) -> StubJSON {
                let names = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]
                return .string(names[r.rawValue])
            }
        }
        """#
}
