import LayoutModel

extension LayoutDefinition {
    /// The list appearances the definition's sections use (every section it can pick, in the
    /// order they first appear, each once), by their UIKit names: the probe measures UIKit's
    /// own spacing and side insets for each (`listSpacing` in the recording).
    var listAppearances: [String] {
        var names: [String] = []
        forEachElement { element, _ in
            guard case .section(let section) = element, case .list(let list) = section.content else { return }
            let name = list.appearance.rawValue
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
