import CatalogService
import LayoutEngine

/// The words and numbers that describe a resolution to people.
public enum ResolutionText {
    /// `nested-groups@3 · iPhone 15 (393 × 852)`, with ` · RTL` for right-to-left.
    public static func title(_ resolution: Resolution) -> String {
        let direction = resolution.environment.layoutDirection == .rightToLeft ? " · RTL" : ""
        return "\(resolution.revision.name)@\(resolution.revision.number) · \(screen(resolution))\(direction)"
    }

    /// `iPhone 15 (393 × 852)`, or `400 × 800` without a device.
    public static func screen(_ resolution: Resolution) -> String {
        let size = "\(NumberText.format(resolution.environment.width)) × \(NumberText.format(resolution.environment.height))"
        return resolution.device.map { "\($0.name) (\(size))" } ?? size
    }

    /// Where the data came from, as the user asked for it: `--items 30`, `--counts 5,12,3`,
    /// `dataset topapps@1`, `snapshot feed@2`, `preview`, `sample`.
    public static func dataSource(_ source: DataSource) -> String {
        switch source {
        case .itemsPerSection(let items): "--items \(items)"
        case .counts(let counts): "--counts \(counts.map(String.init).joined(separator: ","))"
        case .dataset(let name, let revision): "dataset \(name)@\(revision)"
        case .snapshot(let reference): "snapshot \(reference)"
        case .preview: "preview"
        case .sample: "sample"
        }
    }

    /// `(10, 10, 255.1, 320.8)`.
    public static func frame(_ rect: Rect) -> String {
        "(\(NumberText.format(rect.x)), \(NumberText.format(rect.y)), \(NumberText.format(rect.width)), \(NumberText.format(rect.height)))"
    }
}
