import LayoutEngine
import LayoutModel

/// A stored revision resolved into frames for one screen and one set of data.
public struct Resolution: Sendable {
    public var revision: StoredRevision
    /// The device, when one was named (or defaulted).
    public var device: Device?
    public var environment: LayoutEnvironment
    public var data: LayoutData
    public var layout: ResolvedLayout
    /// Cell titles from a dataset, by index path.
    public var labels: [IndexPath: String]
    /// Where the data came from, for headings: `--items 30`, `dataset topapps@1`, `preview`…
    public var dataSource: String

    /// `nested-groups@3 · iPhone 15 (393 × 852)`.
    public var title: String {
        let screen = device.map { "\($0.name) (\(Self.number($0.width)) × \(Self.number($0.height)))" }
            ?? "\(Self.number(environment.width)) × \(Self.number(environment.height))"
        let direction = environment.layoutDirection == .rightToLeft ? " · RTL" : ""
        return "\(revision.name)@\(revision.number) · \(screen)\(direction)"
    }

    static func number(_ value: Double) -> String { CanonicalNumber.format((value * 100).rounded() / 100) }
}
