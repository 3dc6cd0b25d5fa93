import LayoutEngine
import LayoutModel

/// Writes a device probe: one self-contained Swift file, an XCTest case a user drops into any
/// iOS test target (with a host application), that shows a layout in a `UICollectionView` of
/// a requested size and records the frames UIKit gives every element, as the JSON of
/// `catalog resolve --format json`, for `catalog compare`.
///
/// The layout is built by exactly the function `export --format swift` writes (the same
/// `CodeGenerator` output), placed in a `private enum CatalogProbeLayout` as a `static func`
/// (one level deeper, its text otherwise unchanged), and `import XCTest` follows
/// `import UIKit`. The enum keeps the function out of the target's namespace, so probes of one
/// layout for several screens, and the app's own copy of the function, can share a test target.
///
/// The test then:
/// - hosts the collection view as the root view of a view controller in a window of the
///   requested size, adjusts the safe area (`additionalSafeAreaInsets`) and, when they are not
///   the system's, the layout margins to the requested ones, forces right-to-left when asked,
///   and (iOS 17 and later) overrides the size classes;
/// - for a layout going by kind (`sectionsByKind`), tells it that data section i is of the i-th
///   kind and sections past them of none (the default section), as `catalog compare` resolves
///   counts without identifiers;
/// - fills it with the requested item counts, placeholder cells and a supplementary or
///   decoration view registered for every element kind the definition uses
///   (`ProbeElementKinds`), each holding a label, so self-sizing elements measure something;
/// - lets layout settle, then asks for every element by index path and kind
///   (`layoutAttributesForItem(at:)`, `…SupplementaryView(ofKind:at:)`,
///   `…DecorationView(ofKind:at:)`) and adds whatever a rect query over the whole content
///   reports besides;
/// - records what the layout actually saw (bounds, safe area, margins measured from the margins
///   guide, readable width, scale, direction, size classes, idiom, device model, iOS version)
///   and the size each placeholder asked for, then prints the JSON between
///   `CATALOG-PROBE-BEGIN` and `CATALOG-PROBE-END`, attaches it to the test result, and writes
///   it into `$CATALOG_PROBE_OUTPUT` when that names a folder.
///
/// Like the code generator, any definition produces a file and nothing here traps.
public struct ProbeGenerator: Sendable {
    /// The oldest iOS the layout code must run on (as `export --ios`).
    public let deploymentTarget: DeploymentTarget

    public init(deploymentTarget: DeploymentTarget = .iOS13) {
        self.deploymentTarget = deploymentTarget
    }

    /// The probe of one revision for one screen and one set of counts.
    ///
    /// - Parameters:
    ///   - name: the layout's catalog name (names the layout function, the test class and the
    ///     recording).
    ///   - revision: the revision number.
    ///   - contentHash: the revision's content hash, carried into the recording so `compare`
    ///     can tell when a recording was made from another revision.
    public func generate(_ definition: LayoutDefinition, name: String, revision: Int, contentHash: String, target: ProbeTarget) -> ProbeFile {
        let code = CodeGenerator(language: .swift, deploymentTarget: deploymentTarget)
        let layoutFunction = code.functionName(forLayoutNamed: name)
        let layoutCode = Self.namespaced(
            code.generate(definition, name: name, revision: revision, contentHash: contentHash), function: layoutFunction)
        let typeName = LayoutCodePlan.typeName(for: name)
        let screen = CodeIdentifier.upperCamel(target.slug)
        let className = "Probe\(typeName)On\(screen.isEmpty ? "Screen" : screen)Tests"
        let reference = "\(name)@\(revision)"
        let recordingName = "\(reference).\(target.slug).json"
        let requirement = LayoutCodePlan(definition: definition, name: name, target: deploymentTarget).availability.functionRequirement

        var w = CodeWriter()
        w.lines(layoutCode.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        w.blank()
        w.line("// MARK: - Device probe")
        w.line("//")
        for line in instructions(reference: reference, target: target, recordingName: recordingName) { w.line(line) }
        w.blank()
        w.line("/// Records the frames UIKit computes for \(CodeComment.sanitized(reference)) on \(CodeComment.sanitized(Self.screenName(target))).")
        w.block("final class \(className): XCTestCase {") { w in
            w.line("@MainActor")
            w.block("func testFramesOnDevice() throws {") { w in
                if let requirement {
                    w.line("guard #available(iOS \(requirement), *) else { throw CatalogProbeError.needsNewerSystem(\"\(requirement)\") }")
                }
                if Self.sectionIdentifiers(definition, target) != nil {
                    // The kind of each section, as the app's data source would say it.
                    w.line("let layout = CatalogProbeLayout.\(layoutFunction)(sectionKind: CatalogProbeRequest.sectionIdentifier(at:))")
                    w.line("let recording = try CatalogProbeRun.record(layout)")
                } else {
                    w.line("let recording = try CatalogProbeRun.record(CatalogProbeLayout.\(layoutFunction)())")
                }
                w.line("try CatalogProbeRun.report(recording, to: self)")
            }
        }
        w.blank()
        request(definition, reference: reference, contentHash: contentHash, recordingName: recordingName, target: target, &w)
        w.blank()
        w.lines(ProbeHarness.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return ProbeFile(fileName: "\(className).swift", className: className, reference: reference, recordingName: recordingName, text: w.text)
    }

    /// For a layout that goes by kind, the identifier handed to each section: the target's (what
    /// the catalog resolved the data with), else each kind in the order written, as the catalog
    /// shows a layout without data. Nil for the other layouts.
    static func sectionIdentifiers(_ definition: LayoutDefinition, _ target: ProbeTarget) -> [String]? {
        guard case .byKind(let entries, _) = definition.sections else { return nil }
        return target.sectionIdentifiers ?? entries.map(\.kind)
    }

    /// The name of the enum the layout function is placed in.
    static let layoutNamespace = "CatalogProbeLayout"

    /// The export with `import XCTest` after `import UIKit` and everything after the imports
    /// (the function, its attributes and doc comment) inside `private enum CatalogProbeLayout`,
    /// the function made `static`. Both lines are ones the Swift generator always writes; were
    /// either missing, the text would be left as it is (and would not compile, saying why).
    static func namespaced(_ export: String, function: String) -> String {
        var lines = export.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        let declarations = [
            "func \(function)() -> UICollectionViewCompositionalLayout {",
            "func \(function)(sectionKind: @escaping (Int) -> String?) -> UICollectionViewCompositionalLayout {",
        ]
        guard let imports = lines.firstIndex(of: "import UIKit"),
            let declaration = lines.firstIndex(where: declarations.contains),
            declaration > imports
        else { return lines.joined(separator: "\n") }
        lines[declaration] = "static " + lines[declaration]
        var body = Array(lines[(imports + 1)...])
        while body.first == "" { body.removeFirst() }
        let head = Array(lines[...imports]) + ["import XCTest", ""]
        let nested = body.map { $0.isEmpty ? $0 : "    " + $0 }
        return
            (head + [
                "/// The layout, built by the function `catalog export --format swift` writes.",
                "private enum \(layoutNamespace) {",
            ] + nested + ["}"]).joined(separator: "\n")
    }

    /// `iPhone 15 (393 × 852)` or `a 393 × 852 screen`.
    static func screenName(_ target: ProbeTarget) -> String {
        let size = "\(ProbeNumber.text(target.environment.width)) × \(ProbeNumber.text(target.environment.height))"
        guard let id = target.environmentID else { return "a \(size) screen" }
        return "\(id) (\(size))"
    }

    private func instructions(reference: String, target: ProbeTarget, recordingName: String) -> [String] {
        var simulator =
            target.simulatorName.map { "the \($0) simulator" }
            ?? "a simulator at least \(ProbeNumber.text(target.environment.width)) × \(ProbeNumber.text(target.environment.height)) pt"
        // The probe sizes its own window, but the screen's orientation decides the safe area the
        // window starts from and the traits iOS 16 and earlier report.
        if target.environment.width > target.environment.height { simulator += " turned to landscape (Device › Rotate Left)" }
        let text = [
            "Add this file to an iOS test target that has a host application, choose \(simulator) and run the test (⌘U or `xcodebuild test`).",
            "It shows \(reference) in a collection view of \(Self.screenName(target)) and records the frame UIKit gives every element.",
            "The recording is printed between CATALOG-PROBE-BEGIN and CATALOG-PROBE-END, attached to the test result as \(recordingName), and written into the folder $CATALOG_PROBE_OUTPUT names (with xcodebuild: TEST_RUNNER_CATALOG_PROBE_OUTPUT=folder).",
            "Then compare it with the catalog: catalog compare \(reference) \(recordingName)",
        ]
        return text.flatMap { paragraph in CodeComment.lines(paragraph) + ["//"] }.dropLast()
    }

    /// `CatalogProbeRequest`: what the harness reproduces on the device.
    private func request(
        _ definition: LayoutDefinition, reference: String, contentHash: String, recordingName: String,
        target: ProbeTarget, _ w: inout CodeWriter
    ) {
        let e = target.environment
        let kinds = ProbeElementKinds(definition)
        func insets(_ i: EdgeInsets) -> String {
            "UIEdgeInsets(top: \(CodeLiteral.swiftNumber(i.top)), left: \(CodeLiteral.swiftNumber(i.left)), bottom: \(CodeLiteral.swiftNumber(i.bottom)), right: \(CodeLiteral.swiftNumber(i.right)))"
        }
        func strings(_ list: [String]) -> String { "[" + list.map(CodeLiteral.swiftString).joined(separator: ", ") + "]" }
        func sizeClass(_ s: SizeClass?) -> String { s.map { ".\($0.rawValue)" } ?? "nil" }
        w.line("/// What `catalog probe` asked for; the recording says what the device gave.")
        w.block("private enum CatalogProbeRequest {") { w in
            w.line("static let layout = \(CodeLiteral.swiftString(reference))")
            w.line("static let contentHash = \(CodeLiteral.swiftString(contentHash))")
            w.line("static let fileName = \(CodeLiteral.swiftString(recordingName))")
            w.line("static let environmentID: String? = \(target.environmentID.map(CodeLiteral.swiftString) ?? "nil")")
            w.line("static let width: CGFloat = \(CodeLiteral.swiftNumber(e.width))")
            w.line("static let height: CGFloat = \(CodeLiteral.swiftNumber(e.height))")
            w.line("static let safeArea = \(insets(e.safeArea))")
            if target.usesSystemMargins {
                w.line("/// nil: the margins UIKit gives the root view (the safe area plus the system minimum).")
                w.line("static let layoutMargins: UIEdgeInsets? = nil")
            } else {
                w.line("static let layoutMargins: UIEdgeInsets? = \(insets(e.layoutMargins))")
            }
            w.line("static let rightToLeft = \(e.layoutDirection == .rightToLeft)")
            w.line("static let horizontalSizeClass: UIUserInterfaceSizeClass? = \(sizeClass(e.horizontalSizeClass))")
            w.line("static let verticalSizeClass: UIUserInterfaceSizeClass? = \(sizeClass(e.verticalSizeClass))")
            w.line("static let itemCounts: [Int] = [\(target.itemCounts.map(String.init).joined(separator: ", "))]")
            if let identifiers = Self.sectionIdentifiers(definition, target) {
                w.line("/// Each section's identifier, handed to the layout's sectionKind (an empty one: no kind, the default section).")
                w.line("static let sectionIdentifiers: [String]? = \(strings(identifiers))")
                w.block("static func sectionIdentifier(at section: Int) -> String? {") { w in
                    w.line("guard let all = sectionIdentifiers, all.indices.contains(section), !all[section].isEmpty else { return nil }")
                    w.line("return all[section]")
                }
            } else {
                w.line("static let sectionIdentifiers: [String]? = nil")
            }
            w.line("/// Supplementary items on items and groups: asked for at every index path.")
            w.line("static let itemSupplementaryKinds: [String] = \(strings(kinds.itemSupplementaries))")
            w.line("/// Section headers and footers (lists' too): asked for at [section, 0].")
            w.line("static let sectionBoundaryKinds: [String] = \(strings(kinds.sectionBoundaries))")
            w.line("/// The configuration's headers and footers: asked for at [0, 0].")
            w.line("static let layoutBoundaryKinds: [String] = \(strings(kinds.layoutBoundaries))")
            w.line("static let decorationKinds: [String] = \(strings(kinds.decorations))")
            w.line("/// List appearances whose own section spacing and side insets the probe measures.")
            w.line("static let listAppearances: [String] = \(strings(definition.listAppearances))")
        }
    }
}

/// A generated probe: the Swift file and the names it uses.
public struct ProbeFile: Sendable, Hashable {
    /// `ProbeNestedGroupsOnIphone15Tests.swift`.
    public var fileName: String
    /// The XCTestCase subclass, `ProbeNestedGroupsOnIphone15Tests`.
    public var className: String
    /// The revision probed, `nested-groups@3`.
    public var reference: String
    /// The name the recording is attached and written under: `nested-groups@3.iphone-15.json`.
    public var recordingName: String
    /// The source.
    public var text: String
}
