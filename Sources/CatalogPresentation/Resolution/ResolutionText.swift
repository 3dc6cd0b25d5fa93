import CatalogService
import LayoutEngine

/// The words and numbers that describe a resolution to people.
public enum ResolutionText {
    /// `nested-groups@3 · iPhone 15 (393 × 852) · iOS 26`, with ` · RTL` for right-to-left. The
    /// release is named only when frames were snapped: exact arithmetic is the same on every one.
    public static func title(_ resolution: Resolution) -> String {
        let direction = resolution.environment.layoutDirection == .rightToLeft ? " · RTL" : ""
        let release = resolution.layout.snappingRule == nil ? "" : " · iOS \(resolution.environment.iOSVersion)"
        return "\(resolution.revision.name)@\(resolution.revision.number) · \(screen(resolution))\(release)\(direction)"
    }

    /// `iPhone 15 (393 × 852)`, `iPhone 15, landscape (852 × 393)`, or `400 × 800` without a
    /// device.
    public static func screen(_ resolution: Resolution) -> String {
        let size = "\(NumberText.format(resolution.environment.width)) × \(NumberText.format(resolution.environment.height))"
        return resolution.screen.map { "\(screenName($0)) (\(size))" } ?? size
    }

    /// The device's name for its portrait full screen (what `--device iphone-15` means), the
    /// environment's name otherwise.
    public static func screenName(_ screen: DeviceEnvironment) -> String {
        screen.orientation == .portrait && screen.arrangement == .fullScreen ? screen.device.name : screen.name
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
