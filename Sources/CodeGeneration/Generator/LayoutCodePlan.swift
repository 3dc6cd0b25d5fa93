import LayoutModel

/// What to generate for one definition, decided once for both languages: the function's name
/// and availability, how the layout gets its sections, which sections and groups become
/// functions of their own, and every local's name.
struct LayoutCodePlan: Sendable {
    /// `NestedGroups`: the layout's name in UpperCamelCase, never starting with a digit once
    /// prefixed (`makeNestedGroupsLayout`, `MakeNestedGroupsLayout`).
    let typeName: String
    let availability: Availability
    /// The definition's title, for the doc comment.
    let title: String?
    /// How the layout object is created.
    let entry: Entry
    /// Functions building groups that several sections use, dependencies first.
    let sharedGroups: [SharedGroupFunction]
    /// Functions building the distinct sections, in first-use order.
    let sectionFunctions: [SectionFunction]
    /// The layout configuration, when any of it differs from UIKit's defaults.
    let configuration: ConfigurationCode?
    /// The name of the helper giving `uniformAcrossSiblings` on iOS 17 and an estimate before,
    /// when a size uses it and the target is older than iOS 17.
    let uniformHelper: String?
    /// `sectionKind`, the layout function's parameter asking the caller for each data section's
    /// identifier, when the sections go by kind (`sectionsByKind`).
    let sectionKindParameter: String?
    /// Whether the definition has a `defaultSection` (for the `sectionKind` documentation).
    let hasDefaultSection: Bool

    /// How the layout object is created.
    enum Entry: Sendable {
        /// `UICollectionViewCompositionalLayout(section:)`: one section needing nothing from
        /// the environment, built in the function body.
        case fixedSection(SectionBody)
        /// A section provider building its only section itself (a list, and numbers over the
        /// layout container, need the environment).
        case inlineProvider(SectionBody)
        /// A section provider choosing section functions by index (or identifier) and
        /// environment.
        case dispatch(SectionDispatch)
    }

    struct SharedGroupFunction: Sendable {
        /// `TrailingGroup` → `makeTrailingGroup()`.
        var stem: String
        var body: GroupBody
    }

    struct SectionFunction: Sendable {
        /// `Section0Max800` → `makeSection0Max800()`.
        var stem: String
        var body: SectionBody
    }

    /// The configuration's local, its boundary items' steps and names.
    struct ConfigurationCode: Sendable {
        var name: String
        var configuration: LayoutConfiguration
        var steps: [ConstructionStep]
        var boundaryNames: [String]
    }

    // MARK: Planning

    init(definition: LayoutDefinition, name: String, target: DeploymentTarget) {
        typeName = Self.typeName(for: name)
        title = definition.title
        hasDefaultSection = definition.sections.defaultSection != nil

        // Without a fallback: list sections (iOS 14) and the idioms `.mac` (iOS 14) and
        // `.vision` (iOS 17) that a `when` compares with.
        let needed = DeploymentTarget(iOS: definition.minimumIOS.major, definition.minimumIOS.minor)
        let availability = Availability(target: target, functionRequirement: needed > target ? needed : nil)
        self.availability = availability

        // Function names share the outer function's namespace; claim them first so no local
        // can shadow them.
        var top = IdentifierScope()
        let uniformName = top.claim("uniformAcrossSiblingsOrEstimated")
        // The parameter too: a local of the same name in the function body (a configuration's
        // boundary item) would hide it from the section provider.
        if case .byKind = definition.sections {
            sectionKindParameter = top.claim("sectionKind")
        } else {
            sectionKindParameter = nil
        }

        var sharedFunctions: [SharedGroupFunction] = []
        var sectionFunctions: [SectionFunction] = []
        let entry: Entry
        var mainWalker: ConstructionWalker

        if case .single(.section(let only)) = definition.sections, only.when == nil {
            mainWalker = ConstructionWalker(availability: availability, sharedGroups: [:], taken: top.takenNames)
            let body = mainWalker.section(only)
            entry = body.needsEnvironment ? .inlineProvider(body) : .fixedSection(body)
        } else {
            let distinct = Self.distinctSections(definition.sections)
            let shared = SharedGroups.find(in: distinct.map(\.section))
            var sharedStems: [Group: String] = [:]
            for item in shared {
                sharedStems[item.group] = String(top.claim("make" + CodeIdentifier.uppercasingFirst(item.role.name("Group"))).dropFirst(4))
            }
            var sectionStems: [Section: String] = [:]
            for item in distinct {
                sectionStems[item.section] = String(top.claim("make" + item.stem).dropFirst(4))
            }
            let taken = top.takenNames
            for item in shared {
                var walker = ConstructionWalker(availability: availability, sharedGroups: sharedStems.filter { $0.key != item.group }, taken: taken)
                sharedFunctions.append(
                    SharedGroupFunction(stem: sharedStems[item.group] ?? "Group", body: walker.sharedGroupBody(item.group, role: item.role)))
            }
            for item in distinct {
                var walker = ConstructionWalker(availability: availability, sharedGroups: sharedStems, taken: taken)
                sectionFunctions.append(SectionFunction(stem: sectionStems[item.section] ?? "Section", body: walker.section(item.section)))
            }
            entry = .dispatch(SectionDispatch(definition.sections, stems: sectionStems))
            mainWalker = ConstructionWalker(availability: availability, sharedGroups: [:], taken: top.takenNames)
        }

        let configuration = definition.configuration
        if configuration != LayoutConfiguration() {
            let names = configuration.boundarySupplementaryItems.map { mainWalker.boundary($0) }
            self.configuration = ConfigurationCode(
                name: mainWalker.claim("configuration"), configuration: configuration, steps: mainWalker.takeSteps(),
                boundaryNames: names)
        } else {
            self.configuration = nil
        }

        self.entry = entry
        self.sharedGroups = sharedFunctions
        self.sectionFunctions = sectionFunctions

        var allSteps = sharedFunctions.flatMap(\.body.steps) + sectionFunctions.flatMap(\.body.steps) + (self.configuration?.steps ?? [])
        switch entry {
        case .fixedSection(let body), .inlineProvider(let body): allSteps += body.steps
        case .dispatch: break
        }
        let usesUniform = allSteps.contains(where: \.usesUniformAcrossSiblings)
        uniformHelper = usesUniform && availability.needsCheck(for: .iOS17) ? uniformName : nil
    }

    /// How the Objective-C file-level helpers begin: the type name, or `Layout_n` and the type
    /// name when it starts with a digit (`9-grid`), which an identifier cannot. No name gives a
    /// type name with `_n` in it, so the prefix cannot meet another layout's.
    static func helperPrefix(for typeName: String) -> String {
        typeName.unicodeScalars.first.map(CodeIdentifier.isASCIIDigit) == true ? "Layout_n" + typeName : typeName
    }

    /// `nested-groups` → `NestedGroups`; a name without ASCII letters or digits → `Untitled`.
    ///
    /// Different names give different identifiers, so layouts exported into one target never
    /// clash: where camel case alone would lose a separator (`a.b`, `a__b` and `a-b` would all be
    /// `AB`; `group-8` and `group8` both `Group8`), a marker keeps it — `_` and a letter per
    /// separator character (`h` for `-`, `u` for `_`, `d` for `.`), or `_` alone for the one `-`
    /// before a word that starts with a digit: `a.b` → `A_dB`, `a__b` → `A_uuB`,
    /// `group-8` → `Group_8`. Names of words joined by single hyphens keep their plain camel case.
    static func typeName(for name: String) -> String {
        var result = ""
        var separators = ""
        var word = ""
        func flush(last: Bool) {
            guard !word.isEmpty || (last && !separators.isEmpty) else { return }
            if !result.isEmpty || !separators.isEmpty {
                let startsWithDigit = word.unicodeScalars.first.map(CodeIdentifier.isASCIIDigit) ?? false
                if separators == "-" && !word.isEmpty {
                    if startsWithDigit { result += "_" }
                } else if !separators.isEmpty {
                    result += "_" + separators.map { $0 == "-" ? "h" : $0 == "_" ? "u" : $0 == "." ? "d" : "x" }.joined()
                }
            }
            result += CodeIdentifier.uppercasingFirst(word)
            separators = ""
            word = ""
        }
        for scalar in name.unicodeScalars {
            if CodeIdentifier.isASCIIAlphanumeric(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                if !word.isEmpty { flush(last: false) }
                separators.unicodeScalars.append(scalar)
            }
        }
        flush(last: true)
        // Without a letter or digit there is nothing to name it by.
        guard name.unicodeScalars.contains(where: CodeIdentifier.isASCIIAlphanumeric) else { return "Untitled" }
        return result.hasPrefix("_") ? "Untitled" + result : result
    }

    /// The sections the provider builds, each once (sections differing only in `when` build
    /// the same object), with a function stem from where each is first used: `Section2Max800`,
    /// `DefaultSection`, or for `sectionsByKind` `FeaturedSection` / `GridMin600Section`.
    private static func distinctSections(_ provider: SectionProvider) -> [(section: Section, stem: String)] {
        var result: [(section: Section, stem: String)] = []
        func add(_ choice: SectionChoice, base: String, tail: String = "") {
            for section in choice.alternatives {
                let built = section.withoutCondition
                guard !result.contains(where: { $0.section == built }) else { continue }
                result.append((built, base + conditionSuffix(section.when) + tail))
            }
        }
        switch provider {
        case .single(let choice):
            add(choice, base: "Section")
        case .perIndex(let list, let fallback):
            for (index, choice) in list.enumerated() { add(choice, base: "Section\(index)") }
            if let fallback { add(fallback, base: "DefaultSection") }
        case .byKind(let entries, let fallback):
            let names = kindStems(entries.map(\.kind))
            for (index, entry) in entries.enumerated() {
                if let name = names[index] {
                    add(entry.choice, base: name, tail: "Section")
                } else {
                    add(entry.choice, base: "Section\(index)")
                }
            }
            if let fallback { add(fallback, base: "DefaultSection") }
        }
        return result
    }

    /// `featured` → `Featured`, for `makeFeaturedSection`: each kind that is an identifier names
    /// its sections, unless another kind would give the same name (`Featured` and `featured`) or
    /// it would read as `defaultSection`'s (`default`); those are nil and keep `SectionN`.
    static func kindStems(_ kinds: [String]) -> [String?] {
        let candidates = kinds.map { CodeIdentifier.isValid($0) ? CodeIdentifier.uppercasingFirst($0) : nil }
        var uses: [String: Int] = [:]
        for candidate in candidates.compactMap({ $0 }) { uses[candidate, default: 0] += 1 }
        return candidates.map { candidate in
            guard let candidate, uses[candidate] == 1, candidate != "Default" else { return nil }
            return candidate
        }
    }

    /// `Max800`, `Min600`, `Min600Max800`, `HorizontalRegularPad`: names an alternative after its
    /// condition.
    static func conditionSuffix(_ condition: Condition?) -> String {
        guard let condition else { return "" }
        func number(_ value: Double) -> String {
            var text = ""
            for character in CanonicalNumber.format(value) {
                switch character {
                case "-": text += "Minus"
                case "+": break
                case ".": text += "_"
                default: text.append(character)
                }
            }
            return text
        }
        var suffix = ""
        if let min = condition.minWidth { suffix += "Min" + number(min) }
        if let max = condition.maxWidth { suffix += "Max" + number(max) }
        if let h = condition.horizontalSizeClass { suffix += "Horizontal" + h.rawValue.capitalized }
        if let v = condition.verticalSizeClass { suffix += "Vertical" + v.rawValue.capitalized }
        if let idiom = condition.userInterfaceIdiom { suffix += idiom.rawValue.prefix(1).uppercased() + idiom.rawValue.dropFirst() }
        return suffix
    }
}

extension Section {
    /// The section as built: its `when` belongs to the provider's choice, not to the object.
    var withoutCondition: Section {
        var copy = self
        copy.when = nil
        return copy
    }
}
