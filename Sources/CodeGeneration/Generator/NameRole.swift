import LayoutModel

/// Where an item or group sits in its section, used to name its local: the leading item of a
/// horizontal pair is `leadingItem`, the item repeated by a nested trailing group
/// `trailingItem`, the section's top-level group `group`.
struct NameRole: Sendable, Hashable {
    /// Position words from the outermost group inwards, e.g. `["trailing", "top"]`.
    var words: [String] = []
    /// A numeric suffix for groups with more than three children.
    var number = ""

    /// The section's top-level group.
    static let root = NameRole()

    /// `trailingTopItem` for `kind` "Item".
    func name(_ kind: String) -> String {
        CodeIdentifier.lowerCamel((words + [kind]).joined(separator: " ")) + number
    }

    /// The role of child `index` among `count` children laid out along `axis` (nil for custom
    /// groups). A single child keeps its parent's role, so a group's only item reads as that
    /// group's item.
    func child(_ index: Int, of count: Int, along axis: Axis?) -> NameRole {
        guard count > 1 else { return self }
        let positions: [String]
        switch (axis, count) {
        case (.horizontal?, 2): positions = ["leading", "trailing"]
        case (.horizontal?, 3): positions = ["leading", "center", "trailing"]
        case (.vertical?, 2): positions = ["top", "bottom"]
        case (.vertical?, 3): positions = ["top", "middle", "bottom"]
        default:
            var role = self
            role.number += String(index + 1)
            return role
        }
        var role = self
        role.words.append(positions.indices.contains(index) ? positions[index] : "child\(index + 1)")
        return role
    }

    /// The role of a group's only child when that child is itself a group: `nestedGroup`
    /// inside `group`, so the two do not share a name.
    var nested: NameRole {
        var role = self
        role.words.append("nested")
        return role
    }
}
