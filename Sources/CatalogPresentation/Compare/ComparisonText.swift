import CatalogService
import LayoutEngine
import LayoutModel

/// A comparison for people: what was compared, a table of the elements that disagree with the
/// rule most likely involved, the rules named with where to read them, and a summary line.
public enum ComparisonText {
    public static func write(_ comparison: LayoutComparison, terminal: Terminal, to stream: inout ByteStream) {
        let revision = "\(comparison.revision.name)@\(comparison.revision.number)"
        stream.write(terminal.paint(.bold, revision) + " against \(device(comparison.recording.environment))\n")
        stream.write("screen: \(screen(comparison.recording.environment.layout)); \(data(comparison.recording))\n")
        stream.write(
            "catalog: \(comparison.catalog.snapping == .snapped ? "snapped to the recorded scale" : "exact (no scale recorded)")"
                + ", tolerance \(NumberText.format(comparison.tolerance, places: 3)) pt\n")
        for note in comparison.notes { stream.write(terminal.paint(.yellow, "note: ") + self.note(note) + "\n") }

        if !comparison.disagreements.isEmpty {
            stream.write("\n")
            var table = TextTable(
                columns: [
                    .init("ELEMENT"), .init("DISAGREES"), .init("DEVICE (x, y, w, h) z"), .init("CATALOG (x, y, w, h) z"),
                    .init("Δ MAX", alignment: .right), .init("LIKELY RULE"),
                ], showsHeaderSeparator: terminal.outputIsTerminal, charset: terminal.charset)
            for d in comparison.disagreements {
                table.addRow([
                    GeometryDiffText.label(d.category, d.elementKind, d.indexPath), kind(d.kind),
                    side(d.device), side(d.catalog), d.kind == .frame ? NumberText.format(d.largestDifference) : "", d.rule.id,
                ])
            }
            table.write(to: &stream)
        }
        let rules = rulesInvolved(comparison)
        if !rules.isEmpty {
            stream.write("\nrules (docs/layout-rules.md):\n")
            for rule in rules { stream.write("  \(rule.id): \(rule.section) — \(rule.summary)\n") }
        }
        stream.write("\n" + summary(comparison, terminal: terminal) + "\n")
    }

    /// `agrees: all 14 elements and the content size`, or `disagrees: 3 of 14 elements (2 frames, 1
    /// missing on the device); content size 393 × 900 on the device, 393 × 880 in the catalog`.
    public static func summary(_ comparison: LayoutComparison, terminal: Terminal = .plain) -> String {
        let total = comparison.agreeingCount + comparison.disagreements.count
        if comparison.agrees {
            return terminal.paint(.green, "agrees") + ": all \(total) element\(total == 1 ? "" : "s") and the content size"
        }
        var parts: [String] = []
        if !comparison.disagreements.isEmpty {
            var kinds: [String] = []
            for k in ElementDisagreement.Kind.allCases {
                let count = comparison.disagreements.filter { $0.kind == k }.count
                if count > 0 { kinds.append("\(count) \(countedKind(k, count))") }
            }
            parts.append("\(comparison.disagreements.count) of \(total) elements (\(kinds.joined(separator: ", ")))")
        }
        if comparison.contentSizeDiffers {
            let ours = comparison.catalog.contentSize
            let theirs = comparison.recording.contentSize.map(size) ?? "?"
            parts.append("content size \(theirs) on the device, \(size(ours)) in the catalog (\(LikelyRule.contentSize.id))")
        }
        return terminal.paint(.red, "disagrees") + ": " + parts.joined(separator: "; ")
    }

    /// The rules the table names, each once, in order of first mention.
    static func rulesInvolved(_ comparison: LayoutComparison) -> [LikelyRule] {
        var rules: [LikelyRule] = []
        for d in comparison.disagreements where !rules.contains(d.rule) { rules.append(d.rule) }
        if comparison.contentSizeDiffers, !rules.contains(.contentSize) { rules.append(.contentSize) }
        return rules
    }

    /// `iPhone 15 simulator (iPhone15,4), iOS 17.5`, from what the recording says.
    static func device(_ e: RecordedEnvironment) -> String {
        // Every name here is the recording's own text: shown escaped and cut.
        var text = (e.deviceName ?? e.device).map(DiagnosticText.shown) ?? "a device"
        if let model = e.deviceModel, model != e.deviceName { text += " (\(DiagnosticText.shown(model)))" }
        if let version = e.systemVersion { text += ", \(DiagnosticText.shown(e.systemName ?? "iOS")) \(DiagnosticText.shown(version))" }
        if let requested = e.device, requested != e.deviceName { text += ", probed as \(DiagnosticText.shown(requested))" }
        return text
    }

    /// `393 × 852 @3x, safe area 59 0 34 0, margins 20 / 20, compact × regular, phone`.
    static func screen(_ e: LayoutEnvironment) -> String {
        func n(_ v: Double) -> String { NumberText.format(v) }
        var parts = ["\(n(e.width)) × \(n(e.height))" + (e.displayScale.map { " @\(n($0))x" } ?? "")]
        let s = e.safeArea
        parts.append("safe area \(n(s.top)) \(n(s.left)) \(n(s.bottom)) \(n(s.right))")
        parts.append("margins \(n(e.layoutMargins.left)) / \(n(e.layoutMargins.right))")
        if let h = e.horizontalSizeClass, let v = e.verticalSizeClass { parts.append("\(h.rawValue) × \(v.rawValue)") }
        if let idiom = e.userInterfaceIdiom { parts.append(idiom.rawValue) }
        if e.layoutDirection == .rightToLeft { parts.append("RTL") }
        parts.append("iOS \(e.iOSVersion)")
        return parts.joined(separator: ", ")
    }

    /// `counts 3,0,7, 2 measured cells`.
    static func data(_ recording: DeviceRecording) -> String {
        let counts = "counts " + recording.itemCounts.map(String.init).joined(separator: ",")
        let measured = recording.measuredItems.count
        return measured == 0 ? counts : counts + ", \(measured) measured cell\(measured == 1 ? "" : "s")"
    }

    static func note(_ note: ComparisonNote) -> String {
        switch note {
        case .otherLayout(let recorded, let compared):
            "the recording was made for \(DiagnosticText.shown(recorded)), compared with \(compared)"
        case .otherContent(let recorded, let compared):
            "the recording was made from content \(DiagnosticText.shown(String(recorded.prefix(12)))), this revision is \(compared.prefix(12)): probe this revision again"
        case .noDisplayScale:
            "the recording has no display scale, so the catalog's frames are not snapped"
        case .noRelease(let assumed):
            "the recording does not say its iOS release; the catalog snapped as iOS \(assumed) does (\(SnappingRule(assumed).rawValue))"
        case .otherSnappingRuleAgrees(let release, let rule, let other):
            "every frame agrees with the \(other.rawValue) rule (\(other.releases)), not with the \(rule.rawValue) rule the catalog uses for iOS \(release): this recording says \(other == .floorFractions ? "flooring starts" : "rounding lasts") at iOS \(release.major) or \(other == .floorFractions ? "earlier" : "later") (docs/layout-rules.md, Pixel snapping; please report it)"
        }
    }

    static func kind(_ kind: ElementDisagreement.Kind) -> String {
        switch kind {
        case .frame: "frame"
        case .zIndex: "zIndex"
        case .missingOnDevice: "not on device"
        case .missingInCatalog: "not in catalog"
        }
    }

    static func countedKind(_ kind: ElementDisagreement.Kind, _ count: Int) -> String {
        switch kind {
        case .frame: count == 1 ? "frame" : "frames"
        case .zIndex: "zIndex"
        case .missingOnDevice: "missing on the device"
        case .missingInCatalog: "missing in the catalog"
        }
    }

    static func side(_ element: LayoutAttributes?) -> String {
        guard let element else { return "–" }
        return "\(ResolutionText.frame(element.frame)) \(element.zIndex)"
    }

    static func size(_ extent: Extent) -> String {
        "\(NumberText.format(extent.width)) × \(NumberText.format(extent.height))"
    }
}
