import Foundation
import LayoutEngine
import LayoutModel

/// The frames a device gave a layout, as `catalog probe`'s test records them (or as
/// `catalog resolve --format json` writes them: the shape is the same), read back for
/// `compare`.
///
/// Only what a comparison needs is required: the environment's size, and the elements with
/// their category, kind, index path and frame. Everything else (the insets, the traits, the
/// device's model and system, measured sizes, the content size) is read when present.
public struct DeviceRecording: Sendable {
    /// `grid@4`, as the probe was generated for; nil when the file does not say.
    public var layout: String?
    /// The content hash of the revision the probe was generated from.
    public var contentHash: String?
    /// What the layout saw on the device.
    public var environment: RecordedEnvironment
    /// Items per section, as the collection view reported them.
    public var itemCounts: [Int]
    /// The size each self-sizing cell asked for, by index path.
    public var measuredItems: [LayoutEngine.IndexPath: MeasuredSize]
    /// The size each self-sizing supplementary view asked for, by section and kind.
    public var measuredSupplementaries: [Int: [String: MeasuredSize]]
    /// `collectionViewContentSize`, when recorded.
    public var contentSize: Extent?
    /// Every element, in the file's order.
    public var elements: [LayoutAttributes]

    /// Reads a recording; `path` names the file in errors.
    public init(json: Data, path: String) throws(ServiceError) {
        let file: RecordingFile
        do {
            file = try JSONDecoder().decode(RecordingFile.self, from: json)
        } catch let error as DecodingError {
            throw .invalidRecording(path, reason: Self.describe(error))
        } catch {
            throw .invalidRecording(path, reason: "\(error)")
        }
        let e = file.environment
        guard e.width.isFinite, e.height.isFinite, e.width > 0, e.height > 0 else {
            throw .invalidRecording(path, reason: "environment: width and height must be positive numbers")
        }
        if let scale = e.displayScale, !(scale.isFinite && scale > 0) {
            throw .invalidRecording(path, reason: "environment.displayScale: must be a positive number")
        }
        var environment = LayoutEnvironment(width: e.width, height: e.height)
        environment.safeArea = e.safeArea?.edgeInsets ?? .zero
        environment.layoutMargins = e.layoutMargins?.edgeInsets ?? .zero
        environment.readableContentWidth = e.readableContentWidth
        environment.displayScale = e.displayScale
        if let direction = e.layoutDirection {
            guard let value = LayoutDirection(rawValue: direction) else {
                throw .invalidRecording(path, reason: "environment.layoutDirection: expected leftToRight or rightToLeft, got '\(direction)'")
            }
            environment.layoutDirection = value
        }
        // Unknown trait names (a newer iOS) are unspecified, as UIKit would treat them.
        environment.horizontalSizeClass = e.horizontalSizeClass.flatMap(SizeClass.init(rawValue:))
        environment.verticalSizeClass = e.verticalSizeClass.flatMap(SizeClass.init(rawValue:))
        environment.userInterfaceIdiom = e.userInterfaceIdiom.flatMap(UserInterfaceIdiom.init(rawValue:))
        // The release decides the snapping rule. A release the catalog does not know yet (a newer
        // one) still has a major number, which is all the rule needs; a recording that does not
        // say is taken as today's.
        environment.iOSVersion = (e.systemVersion ?? e.iOS).flatMap(IOSVersion.init(parsing:)) ?? .newest
        self.environment = RecordedEnvironment(
            layout: environment, device: e.device, deviceModel: e.deviceModel, deviceName: e.deviceName,
            systemName: e.systemName, systemVersion: e.systemVersion ?? e.iOS)

        layout = file.layout
        contentHash = file.contentHash
        contentSize = file.contentSize.map { Extent(width: $0.width, height: $0.height) }
        var elements: [LayoutAttributes] = []
        elements.reserveCapacity(file.elements.count)
        for (index, element) in file.elements.enumerated() {
            let where_ = "elements[\(index)]"
            guard let category = LayoutAttributes.Category(rawValue: element.category) else {
                throw .invalidRecording(path, reason: "\(where_).category: expected cell, supplementary or decoration, got '\(element.category)'")
            }
            guard let indexPath = Self.indexPath(element.indexPath) else {
                throw .invalidRecording(path, reason: "\(where_).indexPath: expected [section, item] with two non-negative integers")
            }
            let f = element.frame
            guard [f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) else {
                throw .invalidRecording(path, reason: "\(where_).frame: every number must be finite")
            }
            elements.append(LayoutAttributes(
                category: category, elementKind: element.elementKind, indexPath: indexPath,
                frame: Rect(x: f.x, y: f.y, width: f.width, height: f.height), zIndex: element.zIndex ?? 0))
        }
        self.elements = elements

        // Counts: as recorded, else one past the largest section any element names.
        if let counts = file.data?.itemCounts {
            guard counts.allSatisfy({ $0 >= 0 }) else { throw .invalidRecording(path, reason: "data.itemCounts: counts cannot be negative") }
            itemCounts = counts
        } else {
            var counts: [Int] = []
            for element in elements {
                let s = element.indexPath.section
                while counts.count <= s { counts.append(0) }
                if element.category == .cell { counts[s] = max(counts[s], element.indexPath.item + 1) }
            }
            itemCounts = counts
        }
        var items: [LayoutEngine.IndexPath: MeasuredSize] = [:]
        for (index, measured) in (file.data?.measuredItems ?? []).enumerated() {
            guard let indexPath = Self.indexPath(measured.indexPath) else {
                throw .invalidRecording(path, reason: "data.measuredItems[\(index)].indexPath: expected [section, item]")
            }
            items[indexPath] = MeasuredSize(width: measured.width, height: measured.height)
        }
        measuredItems = items
        var supplementaries: [Int: [String: MeasuredSize]] = [:]
        for (index, measured) in (file.data?.measuredSupplementaries ?? []).enumerated() {
            guard let indexPath = Self.indexPath(measured.indexPath), let kind = measured.elementKind else {
                throw .invalidRecording(path, reason: "data.measuredSupplementaries[\(index)]: expected an elementKind and an indexPath")
            }
            supplementaries[indexPath.section, default: [:]][kind] = MeasuredSize(width: measured.width, height: measured.height)
        }
        measuredSupplementaries = supplementaries
    }

    /// The data to resolve the catalog's side with: the recorded counts, and the measured sizes
    /// (the resolver uses them only on estimated axes, as UIKit does).
    public var layoutData: LayoutData {
        LayoutData(sections: itemCounts.enumerated().map { section, count in
            var measured: [Int: MeasuredSize] = [:]
            for (path, size) in measuredItems where path.section == section { measured[path.item] = size }
            return LayoutData.SectionData(itemCount: count, measuredItems: measured,
                                          measuredSupplementaries: measuredSupplementaries[section] ?? [:])
        })
    }

    private static func indexPath(_ values: [Int]) -> LayoutEngine.IndexPath? {
        guard values.count == 2, values[0] >= 0, values[1] >= 0 else { return nil }
        return LayoutEngine.IndexPath(section: values[0], item: values[1])
    }

    /// `elements[3].frame.x: expected a number` from a decoding error's path and kind.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var text = ""
            for key in keys {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context.codingPath)
            return "\(parent == "the document" ? "" : parent + ": ")missing '\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(Self.typeName(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(Self.typeName(type)), got null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not JSON (\(context.debugDescription))" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}

/// The JSON as written, before it is checked.
private struct RecordingFile: Decodable {
    struct Insets: Decodable {
        var top, left, bottom, right: Double
        var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    }

    struct Environment: Decodable {
        var device: String?
        var width: Double
        var height: Double
        var safeArea: Insets?
        var layoutMargins: Insets?
        var layoutDirection: String?
        var readableContentWidth: Double?
        var displayScale: Double?
        var horizontalSizeClass: String?
        var verticalSizeClass: String?
        var userInterfaceIdiom: String?
        var deviceModel: String?
        var deviceName: String?
        var systemName: String?
        var systemVersion: String?
        /// The release as `resolve --format json` writes it.
        var iOS: String?
    }

    struct Measured: Decodable {
        var elementKind: String?
        var indexPath: [Int]
        var width: Double?
        var height: Double?
    }

    struct DataPart: Decodable {
        var itemCounts: [Int]?
        var measuredItems: [Measured]?
        var measuredSupplementaries: [Measured]?
    }

    struct Size: Decodable {
        var width: Double
        var height: Double
    }

    struct Frame: Decodable {
        var x, y, width, height: Double
    }

    struct Element: Decodable {
        var category: String
        var elementKind: String?
        var indexPath: [Int]
        var frame: Frame
        var zIndex: Int?
    }

    var layout: String?
    var contentHash: String?
    var environment: Environment
    var data: DataPart?
    var contentSize: Size?
    var elements: [Element]
}
