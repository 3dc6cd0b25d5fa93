/// Catalog names for imported layouts: from the enclosing function or property, else the
/// enclosing type, in kebab case (`createLayout` in `NestedGroupsViewController` →
/// `nested-groups`, `makeTopAppSection()` → `top-app`).
enum LayoutNaming {
    /// Leading words that say "build": dropped.
    static let verbs: Set<String> = [
        "make", "create", "build", "config", "configure", "generate", "setup", "set", "get", "new", "compose", "provide",
    ]
    /// Trailing words that say what is built: dropped.
    static let kinds: Set<String> = ["layout", "section", "group", "compositional", "provider", "collection", "view"]
    /// Function names that say nothing about the layout (the type names it instead).
    static let generic: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView", "init", "setup", "setUp", "configure", "configureHierarchy",
        "configureCollectionView", "setupCollectionView", "setUpCollectionView", "commonInit", "awakeFromNib", "body", "main",
        "makeUIView", "updateUIView", "makeUIViewController",
    ]
    /// Trailing words of type names that are not the layout's name.
    static let typeSuffixes: Set<String> = [
        "view", "controller", "vc", "layout", "layouts", "collection", "cell", "screen", "scene", "factory", "builder",
    ]

    /// The name for a layout built in `declaration` (a function, property or variable name)
    /// inside `type`.
    static func name(declaration: String?, type: String?) -> String {
        derive(declaration: declaration, type: type).name
    }

    /// The name, and whether it came from the type (the declaration's name said nothing).
    static func derive(declaration: String?, type: String?) -> (name: String, fromType: Bool) {
        var words: [String] = []
        var digits: [String] = []
        if let declaration, !generic.contains(declaration) {
            words = split(declaration).map { $0.lowercased() }
            if words.count > 1, let first = words.first, verbs.contains(first) { words.removeFirst() }
            while let last = words.last, last.allSatisfy(\.isNumber) {
                digits.insert(last, at: 0)
                words.removeLast()
            }
            while let last = words.last, kinds.contains(last) { words.removeLast() }
            if words.count == 1, let only = words.first, verbs.contains(only) { words = [] }
        }
        var fromType = false
        if words.isEmpty, let type {
            let path = type.split(separator: ".").last.map(String.init) ?? type
            words = split(path).map { $0.lowercased() }
            while words.count > 1, let last = words.last, typeSuffixes.contains(last) || kinds.contains(last) { words.removeLast() }
            fromType = !words.isEmpty
        }
        if words.isEmpty { words = ["layout"] }
        return (kebab(words + digits), fromType)
    }

    /// `createTopAppLayout2` → create, Top, App, Layout, 2; `UIKitGrid` → UI, Kit, Grid.
    static func split(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (offset, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                continue
            }
            if let previous = current.last {
                let next = offset + 1 < characters.count ? characters[offset + 1] : nil
                // `iOS`, `iPad`: one lowercase letter before capitals is part of the word.
                let startsWithOneLowercase = current.count == 1 && previous.isLowercase
                let boundary =
                    (character.isUppercase && previous.isLowercase && !startsWithOneLowercase)
                    || (character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false))
                    || (character.isNumber != previous.isNumber)
                if boundary {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The longest name a derived name may be.
    static let maximumLength = 64

    /// Words joined by `-`, only the characters a catalog name allows, at most
    /// `maximumLength` of them.
    static func kebab(_ words: [String]) -> String {
        var name = ""
        for word in words {
            let clean = word.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            guard !clean.isEmpty else { continue }
            if !name.isEmpty { name += "-" }
            name += String(String.UnicodeScalarView(clean))
        }
        if name.count > maximumLength { name = String(name.prefix(maximumLength)) }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "layout" : name
    }
}
