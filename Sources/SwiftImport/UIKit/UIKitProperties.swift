import LayoutModel

/// UIKit's layout properties: reading and setting them on layout objects and value types.
enum UIKitProperties {
    /// Properties the definition format has no place for and that do not move any frame the
    /// catalog computes: left out with a warning.
    static let visualOnly: Set<String> = [
        "visibleItemsInvalidationHandler", "orthogonalScrollingProperties", "backgroundColor", "showsSeparators",
        "separatorConfiguration", "itemSeparatorHandler", "leadingSwipeActionsConfigurationProvider",
        "trailingSwipeActionsConfigurationProvider", "headerTopPaddingBehavior",
    ]

    // MARK: Objects

    static func get(_ name: String, of object: LayoutObject, interpreter i: Interpreter, at position: SourcePosition) throws -> Value {
        switch (object.state, name) {
        case (.item(let item), "contentInsets"): return .model(.insets(item.contentInsets))
        case (.item(let item), "edgeSpacing"): return item.edgeSpacing.map { .model(.edgeSpacing($0)) } ?? .none
        case (.item(let item), "layoutSize"): return .model(.size(item.size))
        case (.group(let group), "contentInsets"): return .model(.insets(group.contentInsets))
        case (.group(let group), "edgeSpacing"): return group.edgeSpacing.map { .model(.edgeSpacing($0)) } ?? .none
        case (.group(let group), "interItemSpacing"): return group.interItemSpacing.map { .model(.spacing($0)) } ?? .none
        case (.group(let group), "layoutSize"): return .model(.size(group.size))
        case (.section(let section), "contentInsets"): return .model(.insets(section.contentInsets))
        case (.section(let section), "interGroupSpacing"): return .number(.float(section.interGroupSpacing))
        case (.section(let section), "boundarySupplementaryItems"):
            return .array(section.boundarySupplementaryItems.map { .object(LayoutObject(.boundary($0), created: position)) })
        case (.section(let section), "decorationItems"):
            return .array(section.decorationItems.map { .object(LayoutObject(.decoration($0), created: position)) })
        case (.section(let section), "orthogonalScrollingBehavior"):
            return .enumCase(
                EnumCaseValue(typeName: "UICollectionLayoutSectionOrthogonalScrollingBehavior", name: section.orthogonalScrollingBehavior.rawValue))
        case (.section(let section), "contentInsetsReference"):
            return .enumCase(EnumCaseValue(typeName: "UIContentInsetsReference", name: section.contentInsetsReference.rawValue))
        case (.item(let item), "supplementaryItems"):
            return .array(item.supplementaryItems.map { .object(LayoutObject(.supplementary($0), created: position)) })
        case (.group(let group), "supplementaryItems"):
            return .array(group.supplementaryItems.map { .object(LayoutObject(.supplementary($0), created: position)) })
        case (.configuration(let c), "boundarySupplementaryItems"):
            return .array(c.boundarySupplementaryItems.map { .object(LayoutObject(.boundary($0), created: position)) })
        case (.configuration(let c), "scrollDirection"):
            return .enumCase(EnumCaseValue(typeName: "UICollectionView.ScrollDirection", name: c.scrollDirection.rawValue))
        case (.boundary(let item), "contentInsets"): return .model(.insets(item.contentInsets))
        case (.boundary(let item), "zIndex"): return .number(.int(item.zIndex))
        case (.supplementary(let item), "zIndex"): return .number(.int(item.zIndex))
        case (.decoration(let item), "contentInsets"): return .model(.insets(item.contentInsets))
        case (.decoration(let item), "zIndex"): return .number(.int(item.zIndex))
        case (.configuration(let c), "interSectionSpacing"): return .number(.float(c.interSectionSpacing))
        case (.layout(let layout), "configuration"):
            return .object(LayoutObject(.configuration(layout.configuration), created: position))
        default:
            return .unknown("`\(name)` of \(object.kindName)", at: position)
        }
    }

    static func set(_ name: String, of object: LayoutObject, to value: Value, interpreter i: Interpreter, at position: SourcePosition) throws {
        if let copied = object.copiedAt {
            i.warn(
                "\(name) is set on \(object.kindName) after UIKit copied it at \(copied.line):\(copied.column); the copy (what the layout uses) does not change",
                at: position)
        }
        if visualOnly.contains(name) {
            i.warn("\(name) does not change any frame and is not part of the definition format; left out", at: position)
            return
        }
        func insets() throws -> Insets { try i.insets(value, name, at: position) }
        func number() throws -> Double { try i.double(value, name, at: position) }
        func integer() throws -> Int { try i.integer(value, name, at: position) }
        func reference() throws -> ContentInsetsReference {
            ContentInsetsReference(rawValue: try i.caseName(value, name, allowed: ContentInsetsReference.allCases.map(\.rawValue), at: position))
                ?? .automatic
        }
        switch (object.state, name) {
        case (.item(var item), "contentInsets"):
            item.contentInsets = try insets()
            object.state = .item(item)
        case (.item(var item), "edgeSpacing"):
            item.edgeSpacing = try i.edgeSpacing(value, name, at: position)
            object.state = .item(item)
        case (.group(var group), "contentInsets"):
            group.contentInsets = try insets()
            object.state = .group(group)
        case (.group(var group), "edgeSpacing"):
            group.edgeSpacing = try i.edgeSpacing(value, name, at: position)
            object.state = .group(group)
        case (.group(var group), "interItemSpacing"):
            let (spacing, expression) = try i.interItemSpacing(value, name, at: position)
            group.setContainerExpression(nil, for: .interItemSpacing)
            group.interItemSpacing = spacing
            if let expression { group.setContainerExpression(expression, for: .interItemSpacing) }
            object.state = .group(group)
        case (.group(var group), "supplementaryItems"):
            group.supplementaryItems = try i.supplementaryItems(value, name, at: position)
            object.state = .group(group)
        case (.section(var section), "interGroupSpacing"):
            let (spacing, expression) = try i.containerNumber(value, name, at: position)
            section.setInterGroupSpacing(nil)
            section.interGroupSpacing = spacing
            if let expression { section.setInterGroupSpacing(expression) }
            object.state = .section(section)
        case (.section(var section), "contentInsets"):
            section.contentInsets = try insets()
            object.state = .section(section)
        case (.section(var section), "contentInsetsReference"):
            section.contentInsetsReference = try reference()
            object.state = .section(section)
        case (.section(var section), "supplementaryContentInsetsReference"):
            section.supplementaryContentInsetsReference = try reference()
            object.state = .section(section)
        case (.section(var section), "supplementariesFollowContentInsets"):
            section.supplementariesFollowContentInsets = try i.bool(value, name, at: position)
            object.state = .section(section)
        case (.section(var section), "orthogonalScrollingBehavior"):
            let behavior = try i.caseName(value, name, allowed: OrthogonalScrollingBehavior.allCases.map(\.rawValue), at: position)
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior(rawValue: behavior) ?? .none
            object.state = .section(section)
        case (.section(var section), "boundarySupplementaryItems"):
            section.boundarySupplementaryItems = try i.boundaryItems(value, name, at: position)
            object.state = .section(section)
        case (.section(var section), "decorationItems"):
            section.decorationItems = try i.decorationItems(value, name, at: position)
            object.state = .section(section)
        case (.boundary(var item), "extendsBoundary"):
            item.extendsBoundary = try i.bool(value, name, at: position)
            object.state = .boundary(item)
        case (.boundary(var item), "pinToVisibleBounds"):
            item.pinToVisibleBounds = try i.bool(value, name, at: position)
            object.state = .boundary(item)
        case (.boundary(var item), "zIndex"):
            item.zIndex = try integer()
            object.state = .boundary(item)
        case (.boundary(var item), "contentInsets"):
            item.contentInsets = try insets()
            object.state = .boundary(item)
        case (.supplementary(var item), "zIndex"):
            item.zIndex = try integer()
            object.state = .supplementary(item)
        case (.decoration(var item), "zIndex"):
            item.zIndex = try integer()
            object.state = .decoration(item)
        case (.decoration(var item), "contentInsets"):
            item.contentInsets = try insets()
            object.state = .decoration(item)
        case (.configuration(var c), "scrollDirection"):
            c.scrollDirection =
                ScrollDirection(rawValue: try i.caseName(value, name, allowed: ScrollDirection.allCases.map(\.rawValue), at: position)) ?? .vertical
            object.state = .configuration(c)
        case (.configuration(var c), "interSectionSpacing"):
            c.interSectionSpacing = try number()
            object.state = .configuration(c)
        case (.configuration(var c), "contentInsetsReference"):
            c.contentInsetsReference = try reference()
            object.state = .configuration(c)
        case (.configuration(var c), "boundarySupplementaryItems"):
            c.boundarySupplementaryItems = try i.boundaryItems(value, name, at: position)
            object.state = .configuration(c)
        case (.layout(var layout), "configuration"):
            layout.configuration = try UIKitConstruction.configuration(value, i, position)
            object.state = .layout(layout)
        default:
            throw ImportFailure("\(name) of \(object.kindName) is not part of the definition format", at: position, reason: .notInFormat)
        }
    }

    // MARK: Value types

    static func get(_ name: String, of model: ModelValue, at position: SourcePosition) -> Value {
        switch (model, name) {
        case (.insets(let v), "top"): return .number(.float(v.top))
        case (.insets(let v), "leading"): return .number(.float(v.leading))
        case (.insets(let v), "bottom"): return .number(.float(v.bottom))
        case (.insets(let v), "trailing"): return .number(.float(v.trailing))
        case (.size(let s), "widthDimension"):
            return .model(s.containerExpressions[.horizontal].map { .containerDimension(s.width, $0) } ?? .dimension(s.width))
        case (.size(let s), "heightDimension"):
            return .model(s.containerExpressions[.vertical].map { .containerDimension(s.height, $0) } ?? .dimension(s.height))
        case (.cgSize(let width, _), "width"): return .number(width)
        case (.cgSize(_, let height), "height"): return .number(height)
        case (.point(let x, _), "x"): return .number(x)
        case (.point(_, let y), "y"): return .number(y)
        case (.rect(let x, _, _, _), "minX"), (.rect(let x, _, _, _), "origin.x"): return .number(x)
        case (.rect(_, _, let w, _), "width"): return .number(w)
        case (.rect(_, _, _, let h), "height"): return .number(h)
        case (.dimension(let d), "dimension"): return .number(.float(d.value))
        case (.listConfiguration(let l), "headerMode"): return .enumCase(EnumCaseValue(typeName: nil, name: l.headerMode.rawValue))
        case (.listConfiguration(let l), "footerMode"): return .enumCase(EnumCaseValue(typeName: nil, name: l.footerMode.rawValue))
        case (.listConfiguration(let l), "appearance"): return .enumCase(EnumCaseValue(typeName: nil, name: l.appearance.rawValue))
        case (.listConfiguration(let l), "headerTopPadding"): return l.headerTopPadding.map { .number(.float($0)) } ?? .none
        default: return .unknown("`\(name)` of \(model.kindName)", at: position)
        }
    }

    /// `model` with one field changed.
    static func set(_ name: String, of model: ModelValue, to value: Value, interpreter i: Interpreter, at position: SourcePosition) throws
        -> ModelValue
    {
        switch (model, name) {
        case (.insets(var v), "top"):
            v.top = try i.double(value, "top inset", at: position)
            return .insets(v)
        case (.insets(var v), "leading"):
            v.leading = try i.double(value, "leading inset", at: position)
            return .insets(v)
        case (.insets(var v), "bottom"):
            v.bottom = try i.double(value, "bottom inset", at: position)
            return .insets(v)
        case (.insets(var v), "trailing"):
            v.trailing = try i.double(value, "trailing inset", at: position)
            return .insets(v)
        case (.listConfiguration(var l), "headerMode"):
            l.headerMode =
                ListConfiguration.HeaderMode(
                    rawValue: try i.caseName(
                        value, name, allowed: ListConfiguration.HeaderMode.allCases.map(\.rawValue), at: position)) ?? .none
            return .listConfiguration(l)
        case (.listConfiguration(var l), "footerMode"):
            l.footerMode =
                ListConfiguration.FooterMode(
                    rawValue: try i.caseName(
                        value, name, allowed: ListConfiguration.FooterMode.allCases.map(\.rawValue), at: position)) ?? .none
            return .listConfiguration(l)
        case (.listConfiguration(var l), "headerTopPadding"):
            if case .none = try i.known(value, name) {
                l.headerTopPadding = nil
            } else {
                l.headerTopPadding = try i.double(value, name, at: position)
            }
            return .listConfiguration(l)
        case (.listConfiguration, _) where visualOnly.contains(name):
            i.warn("\(name) does not change any frame and is not part of the definition format; left out", at: position)
            return model
        case (.cgSize(_, let h), "width"): return .cgSize(width: try numeric(value, i, name, position), height: h)
        case (.cgSize(let w, _), "height"): return .cgSize(width: w, height: try numeric(value, i, name, position))
        case (.point(_, let y), "x"): return .point(x: try numeric(value, i, name, position), y: y)
        case (.point(let x, _), "y"): return .point(x: x, y: try numeric(value, i, name, position))
        default:
            throw ImportFailure("\(name) of \(model.kindName) is not part of the definition format", at: position, reason: .notInFormat)
        }
    }

    private static func numeric(_ value: Value, _ i: Interpreter, _ what: String, _ position: SourcePosition) throws -> Numeric {
        let value = try i.known(value, what)
        guard case .number(let n) = value else { throw i.mismatch(what, "a number", value, at: position) }
        return n.typed(as: .float)
    }
}
