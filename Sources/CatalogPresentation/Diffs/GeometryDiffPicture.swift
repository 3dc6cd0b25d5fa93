import CatalogService
import LayoutEngine
import Rendering

/// The before/after overlay of a geometric diff, drawn by Rendering.
public enum GeometryDiffPicture {
    /// `title` replaces the usual `name@A → name@B` heading.
    public static func svg(_ diff: GeometryDiff, title: String? = nil) -> String {
        var items: [DiffPicture.Item] = []
        diff.to.layout.forEachElement { element in
            items.append(
                DiffPicture.Item(
                    category: element.category, label: GeometryDiffText.label(element.category, element.elementKind, element.indexPath),
                    before: element.frame, after: element.frame, change: .unchanged))
        }
        var index: [String: Int] = [:]
        for (i, item) in items.enumerated() { index[item.label] = i }
        for change in diff.changes {
            let label = GeometryDiffText.label(change)
            let item = DiffPicture.Item(
                category: change.category, label: label, before: change.before, after: change.after,
                change: pictureChange(change.kind))
            if let i = index[label] { items[i] = item } else { items.append(item) }
        }
        let from = diff.from.layout.contentSize
        let to = diff.to.layout.contentSize
        let picture = DiffPicture(
            title: title ?? "\(diff.from.revision.name)@\(diff.from.revision.number) → \(diff.to.revision.name)@\(diff.to.revision.number)",
            subtitle: "\(diff.to.screen.map(ResolutionText.screenName) ?? ResolutionText.screen(diff.to)) · \(GeometryDiffText.summary(diff))",
            items: items, contentSize: Extent(width: max(from.width, to.width), height: max(from.height, to.height)),
            viewport: Rect(x: 0, y: 0, width: diff.to.environment.width, height: diff.to.environment.height))
        return DiffSVGRenderer().render(picture)
    }

    private static func pictureChange(_ kind: GeometryDiff.ChangeKind) -> DiffPicture.Change {
        switch kind {
        case .moved: .moved
        case .resized: .resized
        case .appeared: .appeared
        case .disappeared: .disappeared
        }
    }
}
