import CatalogPresentation
import CatalogService
import CodeGeneration
import LayoutEngine
import LayoutModel

/// Reads the textual forms command-line values take (`t,l,b,r`, `5,12,3`, `x,y,w,h`, `16.4`)
/// into the values the service works with. Each returns nil for text it cannot read.
enum ArgumentText {
    /// `t,l,b,r`, or one number for all four edges.
    static func insets(_ text: String) -> EdgeInsets? {
        guard let numbers = numbers(text) else { return nil }
        switch numbers.count {
        case 1: return EdgeInsets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0])
        case 4: return EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        default: return nil
        }
    }

    /// `5,12,3`: whole numbers ≥ 0.
    static func counts(_ text: String) -> [Int]? {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces) }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return values.compactMap { $0 }
    }

    /// `a,b,c`: the non-empty names between commas, spaces trimmed.
    static func names(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    }

    /// `x,y,w,h` with a width and height ≥ 0.
    static func rect(_ text: String) -> Rect? {
        guard let values = numbers(text), values.count == 4, values[2] >= 0, values[3] >= 0 else { return nil }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `13`, `16.4`: an iOS deployment target.
    static func deploymentTarget(_ text: String) -> DeploymentTarget? {
        IOSVersion(parsing: text).map(DeploymentTarget.init)
    }

    /// A revision given as `NAME@REV`, or (the older form) as `NAME` and `REV` apart.
    static func revision(_ text: String, _ separateRevision: String?) throws -> RevisionReference {
        guard let separateRevision else {
            let reference = try RevisionReference(parsing: text)
            guard reference.selector != .head else { throw UsageError.referenceNeedsRevision(text) }
            return reference
        }
        guard !text.contains("@") else { throw UsageError.referenceNeedsRevision("\(text) \(separateRevision)") }
        return try RevisionReference(parsing: "\(text)@\(separateRevision)")
    }

    /// Comma-separated finite numbers.
    private static func numbers(_ text: String) -> [Double]? {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingSpaces) }
        guard !values.isEmpty, values.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return values.compactMap { $0 }
    }

    /// The most items `--items` or one `--counts` entry may give a section: the same bound as a
    /// definition's `preview.itemCounts` (a window of a larger collection is `--rect`'s job).
    static let maximumItemsPerSection = DefinitionLimits.maximumPreviewItemsPerSection
    /// The most sections `--counts` may list (a definition's `preview.itemCounts` bound).
    static let maximumSections = DefinitionLimits.maximumPreviewSections
    /// The most items `--counts` may give in all: every element is computed for `json`, `ndjson`
    /// and `table`, so the sum bounds the work (about 100 bytes of JSON per element).
    static let maximumTotalItems = 100_000_000

    /// Refuses an `--items` count below 0 or above ``maximumItemsPerSection``.
    static func checkItemsPerSection(_ items: Int) throws(UsageError) {
        if items < 0 { throw .negativeItems(items) }
        if items > maximumItemsPerSection {
            throw .tooManyItems(option: "--items", limit: maximumItemsPerSection, got: String(items))
        }
    }

    /// `--counts 5,12,3` within the limits above.
    static func itemCounts(_ text: String) throws(UsageError) -> [Int] {
        guard let values = counts(text) else { throw .badCounts(text) }
        if values.count > maximumSections {
            throw .tooManyItems(option: "--counts (sections)", limit: maximumSections, got: String(values.count))
        }
        if let largest = values.max(), largest > maximumItemsPerSection {
            throw .tooManyItems(option: "--counts (items per section)", limit: maximumItemsPerSection, got: String(largest))
        }
        // Each entry is at most maximumItemsPerSection and there are at most maximumSections,
        // so the sum cannot overflow.
        let total = values.reduce(0, +)
        if total > maximumTotalItems {
            throw .tooManyItems(option: "--counts (items in all)", limit: maximumTotalItems, got: String(total))
        }
        return values
    }

    /// An `--ios` value: a release the catalog knows (`IOSVersion.known`), with or without its
    /// minor number.
    static func release(_ text: String) throws(UsageError) -> IOSVersion {
        guard let version = IOSVersion(parsing: text), version.isKnown else { throw .unknownRelease(text) }
        return version
    }

}

extension Substring {
    /// Without leading and trailing spaces: `5, 12` reads like `5,12`.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
