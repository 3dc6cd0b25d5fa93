/// Where the YAML writer is in a definition: the last two keys of the document path, which
/// say what a value means. The writer rewrites a value for readability only by that meaning
/// (a dimension's fraction), never by how a string looks.
struct YAMLField {
    /// The key of the mapping this field sits in (nil at the root or in a sequence of scalars).
    private(set) var parentKey: String?
    /// The field's own key (nil at the root or for a sequence element).
    private(set) var key: String?
    /// Whether the value is written inside a flow collection (`{…}` or `[…]`).
    private(set) var isInFlow = false

    static let root = YAMLField()

    private init() {}

    /// The field at the end of `path`.
    init(_ path: DocumentPath) {
        for component in path.components {
            switch component {
            case .key(let name): self = member(name)
            case .index: self = element
            }
        }
    }

    /// The member `name` of the mapping this field holds.
    func member(_ name: String) -> YAMLField {
        var next = self
        next.parentKey = key
        next.key = name
        return next
    }

    /// An element of the sequence this field holds: it keeps the field's meaning (a `tags`
    /// element is a tag), since sequences in a definition hold values of one kind.
    var element: YAMLField { self }

    /// This field written inside a flow collection.
    var flowing: YAMLField {
        var next = self
        next.isInFlow = true
        return next
    }

    /// Whether the value here is a dimension or a spacing by the format: a size's `width` and
    /// `height`, a group's `interItemSpacing`, and the four edges of an `edgeSpacing`.
    var holdsDimension: Bool {
        switch (parentKey, key) {
        case ("size", "width"?), ("size", "height"?): true
        case (_, "interItemSpacing"?): true
        case ("edgeSpacing", "leading"?), ("edgeSpacing", "top"?), ("edgeSpacing", "trailing"?), ("edgeSpacing", "bottom"?): true
        default: false
        }
    }

    /// The string as this field writes it: a dimension's argument as the fraction it is,
    /// anything else unchanged.
    func writes(_ text: String) -> String {
        holdsDimension ? YAMLWriter.withFractions(text) : text
    }
}
