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
    /// The identifier the probe handed each section, for a layout that goes by kind; nil when
    /// the recording has none (or for a section without one).
    public var sectionIdentifiers: [String?]
    /// The size each self-sizing cell asked for, by index path.
    public var measuredItems: [LayoutEngine.ElementIndexPath: MeasuredSize]
    /// The size each self-sizing supplementary view asked for, by section and kind.
    public var measuredSupplementaries: [Int: [String: MeasuredSize]]
    /// `collectionViewContentSize`, when recorded.
    public var contentSize: Extent?
    /// Every element, in the file's order.
    public var elements: [LayoutAttributes]

    /// Reads a recording; `path` names the file in errors, which give the line and column of
    /// the value at fault. Everything is checked against `RecordingLimits` before anything is
    /// built from it.
    public init(json: Data, path: String) throws(ServiceError) {
        let root: DocumentNode
        do throws(DocumentReadError) {
            let text = try DocumentReader.text(json, maximumBytes: DocumentLimits.recording.maximumBytes)
            guard let node = try DocumentReader.read(text, limits: .recording) else {
                throw DocumentReadError(at: SourceLocation(line: 1, column: 1), "the file is empty")
            }
            root = node
        } catch {
            throw .invalidRecording(RecordingRefusals.place(path, error.location), reason: error.message)
        }
        let file: RecordingFile
        do {
            file = try NodeDecoder().decode(RecordingFile.self, from: root)
        } catch {
            throw .invalidRecording(
                RecordingRefusals.place(path, error.location), reason: error.path == .root ? error.message : "\(error.path): \(error.message)")
        }
        let check = RecordingRefusals(path: path, root: root)
        try Self.checkLimits(file, check)

        let e = file.environment
        var environment = LayoutEnvironment(width: e.width, height: e.height)
        environment.safeArea = e.safeArea?.edgeInsets ?? .zero
        environment.layoutMargins = e.layoutMargins?.edgeInsets ?? .zero
        environment.readableContentWidth = e.readableContentWidth
        environment.displayScale = e.displayScale
        if let direction = e.layoutDirection {
            guard let value = LayoutDirection(rawValue: direction) else {
                throw check.refuse(
                    .root / "environment" / "layoutDirection", "expected leftToRight or rightToLeft, got '\(DiagnosticText.excerpt(direction))'")
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
            let at = DocumentPath.root / "elements" / index
            guard let category = LayoutAttributes.Category(rawValue: element.category) else {
                throw check.refuse(at / "category", "expected cell, supplementary or decoration, got '\(DiagnosticText.excerpt(element.category))'")
            }
            let indexPath = try Self.indexPath(element.indexPath, at: at / "indexPath", check)
            let f = element.frame
            elements.append(
                LayoutAttributes(
                    category: category, elementKind: element.elementKind, indexPath: indexPath,
                    frame: Rect(x: f.x, y: f.y, width: f.width, height: f.height), zIndex: element.zIndex ?? 0))
        }
        self.elements = elements

        // Counts: as recorded, else one past the largest item any cell names in its section.
        if let counts = file.data?.itemCounts {
            itemCounts = counts
        } else {
            var counts: [Int] = []
            for element in elements {
                let s = element.indexPath.section
                if counts.count <= s { counts += Array(repeating: 0, count: s + 1 - counts.count) }
                if element.category == .cell { counts[s] = max(counts[s], element.indexPath.item + 1) }
            }
            // Each count is below the limit (so is every index), but their sum may not be.
            let total = counts.reduce(0, +)
            if total > RecordingLimits.maximumItems {
                throw check.refuse(
                    .root / "elements",
                    "the cells' index paths make \(total) items in all, for at most \(RecordingLimits.maximumItems); record data.itemCounts")
            }
            itemCounts = counts
        }
        sectionIdentifiers = file.data?.sectionIdentifiers.map { list in list.map { $0.flatMap { $0.isEmpty ? nil : $0 } } } ?? []
        var items: [LayoutEngine.ElementIndexPath: MeasuredSize] = [:]
        for (index, measured) in (file.data?.measuredItems ?? []).enumerated() {
            let indexPath = try Self.indexPath(measured.indexPath, at: .root / "data" / "measuredItems" / index / "indexPath", check)
            items[indexPath] = MeasuredSize(width: measured.width, height: measured.height)
        }
        measuredItems = items
        var supplementaries: [Int: [String: MeasuredSize]] = [:]
        for (index, measured) in (file.data?.measuredSupplementaries ?? []).enumerated() {
            let at = DocumentPath.root / "data" / "measuredSupplementaries" / index
            let indexPath = try Self.indexPath(measured.indexPath, at: at / "indexPath", check)
            guard let kind = measured.elementKind else { throw check.refuse(at, "expected an elementKind and an indexPath") }
            supplementaries[indexPath.section, default: [:]][kind] = MeasuredSize(width: measured.width, height: measured.height)
        }
        measuredSupplementaries = supplementaries
    }

    /// Every count, index path, number and string against `RecordingLimits`, before anything is
    /// built from them.
    private static func checkLimits(_ file: RecordingFile, _ check: RecordingRefusals) throws(ServiceError) {
        let length = 0...Double(RecordingLimits.maximumLength)
        let signedLength = -Double(RecordingLimits.maximumLength)...Double(RecordingLimits.maximumLength)
        let coordinate = -RecordingLimits.maximumCoordinate...RecordingLimits.maximumCoordinate
        let e = file.environment
        let environment = DocumentPath.root / "environment"
        for (value, key) in [(e.width, "width"), (e.height, "height")] {
            if value <= 0 { throw check.refuse(environment / key, "must be a positive number") }
            try check.check(value, length, at: environment / key)
        }
        if let scale = e.displayScale {
            if scale <= 0 { throw check.refuse(environment / "displayScale", "must be a positive number") }
            try check.check(scale, 0...RecordingLimits.maximumDisplayScale, at: environment / "displayScale")
        }
        try check.check(e.readableContentWidth, length, at: environment / "readableContentWidth")
        for (insets, key) in [(e.safeArea, "safeArea"), (e.layoutMargins, "layoutMargins")] {
            guard let insets else { continue }
            for (value, edge) in [(insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"), (insets.right, "right")] {
                try check.check(value, signedLength, at: environment / key / edge)
            }
        }
        for (text, key) in [
            (e.device, "device"), (e.deviceModel, "deviceModel"), (e.deviceName, "deviceName"), (e.systemName, "systemName"),
            (e.systemVersion, "systemVersion"), (e.iOS, "iOS"), (e.layoutDirection, "layoutDirection"),
            (e.horizontalSizeClass, "horizontalSizeClass"),
            (e.verticalSizeClass, "verticalSizeClass"), (e.userInterfaceIdiom, "userInterfaceIdiom"),
        ] {
            try check.check(text, at: environment / key)
        }
        try check.check(file.layout, at: .root / "layout")
        try check.check(file.contentHash, at: .root / "contentHash")
        if let size = file.contentSize {
            try check.check(size.width, 0...RecordingLimits.maximumCoordinate, at: .root / "contentSize" / "width")
            try check.check(size.height, 0...RecordingLimits.maximumCoordinate, at: .root / "contentSize" / "height")
        }

        try check.check(count: file.elements.count, limit: RecordingLimits.maximumElements, "elements", at: .root / "elements")
        for (index, element) in file.elements.enumerated() {
            let at = DocumentPath.root / "elements" / index
            try check.check(element.category, at: at / "category")
            try check.check(element.elementKind, limit: RecordingLimits.maximumElementKindLength, at: at / "elementKind")
            let f = element.frame
            for (value, key) in [(f.x, "x"), (f.y, "y"), (f.width, "width"), (f.height, "height")] {
                try check.check(value, coordinate, at: at / "frame" / key)
            }
        }

        guard let data = file.data else { return }
        if let identifiers = data.sectionIdentifiers {
            let at = DocumentPath.root / "data" / "sectionIdentifiers"
            try check.check(count: identifiers.count, limit: RecordingLimits.maximumSections, "sections", at: at)
            for (index, identifier) in identifiers.enumerated() { try check.check(identifier, at: at / index) }
        }
        if let counts = data.itemCounts {
            let at = DocumentPath.root / "data" / "itemCounts"
            try check.check(count: counts.count, limit: RecordingLimits.maximumSections, "sections", at: at)
            var total = 0
            for (index, count) in counts.enumerated() {
                guard count >= 0 else { throw check.refuse(at / index, "counts cannot be negative") }
                guard count <= RecordingLimits.maximumItems - total else {
                    throw check.refuse(
                        at / index, "at most \(RecordingLimits.maximumItems) items in all sections, got \(count) here after \(total) before it")
                }
                total += count
            }
        }
        for (list, key) in [(data.measuredItems, "measuredItems"), (data.measuredSupplementaries, "measuredSupplementaries")] {
            guard let list else { continue }
            let at = DocumentPath.root / "data" / key
            try check.check(count: list.count, limit: RecordingLimits.maximumMeasured, "sizes", at: at)
            for (index, measured) in list.enumerated() {
                try check.check(measured.elementKind, limit: RecordingLimits.maximumElementKindLength, at: at / index / "elementKind")
                try check.check(measured.width, length, at: at / index / "width")
                try check.check(measured.height, length, at: at / index / "height")
            }
        }
    }
    /// The data to resolve the catalog's side with: the recorded counts, and the measured sizes
    /// (the resolver uses them only on estimated axes, as UIKit does).
    public var layoutData: LayoutData {
        var measured: [Int: [Int: MeasuredSize]] = [:]
        for (path, size) in measuredItems { measured[path.section, default: [:]][path.item] = size }
        return LayoutData(
            sections: itemCounts.enumerated().map { section, count in
                LayoutData.SectionData(
                    itemCount: count, measuredItems: measured[section] ?? [:],
                    measuredSupplementaries: measuredSupplementaries[section] ?? [:],
                    identifier: sectionIdentifiers.indices.contains(section) ? sectionIdentifiers[section] : nil)
            })
    }

    /// `[section, item]`, each within the limits.
    private static func indexPath(_ values: [Int], at path: DocumentPath, _ check: RecordingRefusals) throws(ServiceError)
        -> LayoutEngine.ElementIndexPath
    {
        guard values.count == 2 else { throw check.refuse(path, "expected [section, item] with two non-negative integers") }
        guard (0..<RecordingLimits.maximumSections).contains(values[0]) else {
            throw check.refuse(path / 0, "a section index is 0 to \(RecordingLimits.maximumSections - 1), got \(values[0])")
        }
        guard (0..<RecordingLimits.maximumItems).contains(values[1]) else {
            throw check.refuse(path / 1, "an item index is 0 to \(RecordingLimits.maximumItems - 1), got \(values[1])")
        }
        return LayoutEngine.ElementIndexPath(section: values[0], item: values[1])
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
        /// Each section's identifier, for a layout that goes by kind (`null` for a section
        /// without one).
        var sectionIdentifiers: [String?]?
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
