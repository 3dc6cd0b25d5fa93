// MARK: - How the probe runs (the same in every probe file)

/// Why a probe could not record.
private enum CatalogProbeError: Error, CustomStringConvertible {
    case needsNewerSystem(String)
    case noWindowScene
    case outputNotWritten(String, String)

    var description: String {
        switch self {
        case .needsNewerSystem(let version):
            return "the layout needs iOS \(version) or newer; run the probe on a newer simulator"
        case .noWindowScene:
            return "no window scene to show the layout in: add the probe to a test target that has a host application"
        case .outputNotWritten(let path, let reason):
            return "cannot write the recording to \(path): \(reason)"
        }
    }
}

/// One element as UIKit reports it: its category, kind and index path name it.
private struct CatalogProbeKey: Hashable {
    var category: String
    var kind: String?
    var indexPath: IndexPath
}

/// The sizes the placeholder views asked for (`preferredLayoutAttributesFitting`), last answer
/// first: what self-sizing gave each estimated element on this device.
@MainActor
private enum CatalogProbeMeasurements {
    static var items: [IndexPath: CGSize] = [:]
    static var supplementaries: [CatalogProbeKey: CGSize] = [:]
    /// The margins UIKit gave the collection view before the probe set the requested ones, and
    /// the host's `systemMinimumLayoutMargins`: what `catalog devices` predicts for the screen.
    static var systemMargins: UIEdgeInsets?
    static var systemMinimumMargins: NSDirectionalEdgeInsets?
    /// `CatalogProbeListSpacing`'s measurement of each list appearance the layout uses, as JSON.
    static var listSpacing: [String] = []
}

/// A centred label 4 pt inside `view`: self-sizing cells and headers get a size of their own
/// (the label's text plus padding). The constraints are just below required so fixed sizes
/// smaller than the text do not conflict with them.
@MainActor
private func catalogProbeLabel(in view: UIView) -> UILabel {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.textAlignment = .center
    view.addSubview(label)
    let constraints = [
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 4),
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4),
        view.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
        view.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
    ]
    for constraint in constraints { constraint.priority = UILayoutPriority(999) }
    NSLayoutConstraint.activate(constraints)
    return label
}

@MainActor
private final class CatalogProbeCell: UICollectionViewCell {
    static let reuseIdentifier = "catalog-probe-cell"
    private(set) lazy var label = catalogProbeLabel(in: contentView)

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = super.preferredLayoutAttributesFitting(layoutAttributes)
        CatalogProbeMeasurements.items[fitted.indexPath] = fitted.size
        return fitted
    }
}

@MainActor
private final class CatalogProbeSupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "catalog-probe-supplementary"
    private(set) lazy var label = catalogProbeLabel(in: self)

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = super.preferredLayoutAttributesFitting(layoutAttributes)
        let key = CatalogProbeKey(category: "supplementary", kind: fitted.representedElementKind, indexPath: fitted.indexPath)
        CatalogProbeMeasurements.supplementaries[key] = fitted.size
        return fitted
    }
}

/// Decoration views are placed by the layout and never measured.
@MainActor
private final class CatalogProbeDecorationView: UICollectionReusableView {}

@MainActor
private final class CatalogProbeDataSource: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        CatalogProbeRequest.itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        CatalogProbeRequest.itemCounts.indices.contains(section) ? CatalogProbeRequest.itemCounts[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CatalogProbeCell.reuseIdentifier, for: indexPath)
        (cell as? CatalogProbeCell)?.label.text = "\(indexPath.section)·\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: CatalogProbeSupplementaryView.reuseIdentifier, for: indexPath)
        (view as? CatalogProbeSupplementaryView)?.label.text = kind
        return view
    }
}

@MainActor
private enum CatalogProbeRun {
    /// Shows `layout` in a window of the requested size with the requested insets and traits,
    /// lets self-sizing settle, and returns the recording (the JSON of `catalog resolve`).
    static func record(_ layout: UICollectionViewCompositionalLayout) throws -> String {
        // The reference lists use the probe's own cells, so they run before the measurements
        // of the layout itself start.
        CatalogProbeMeasurements.listSpacing = try CatalogProbeListSpacing.measure()
        CatalogProbeMeasurements.items = [:]
        CatalogProbeMeasurements.supplementaries = [:]
        let request = CatalogProbeRequest.self
        let frame = CGRect(x: 0, y: 0, width: request.width, height: request.height)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(CatalogProbeCell.self, forCellWithReuseIdentifier: CatalogProbeCell.reuseIdentifier)
        for kind in request.itemSupplementaryKinds + request.sectionBoundaryKinds + request.layoutBoundaryKinds {
            collectionView.register(
                CatalogProbeSupplementaryView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: CatalogProbeSupplementaryView.reuseIdentifier)
        }
        for kind in request.decorationKinds {
            layout.register(CatalogProbeDecorationView.self, forDecorationViewOfKind: kind)
        }
        let dataSource = CatalogProbeDataSource()
        collectionView.dataSource = dataSource
        if request.rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }

        let host = UIViewController()
        host.view = collectionView
        // Size classes can be set on a view controller from iOS 17; before that the probe
        // records the simulator's own.
        if #available(iOS 17.0, *) {
            if let horizontal = request.horizontalSizeClass { host.traitOverrides.horizontalSizeClass = horizontal }
            if let vertical = request.verticalSizeClass { host.traitOverrides.verticalSizeClass = vertical }
        }
        let window = try makeWindow(frame)
        window.rootViewController = host
        window.isHidden = false
        settle(window)

        // Move the safe area the screen gives to the requested one, then the margins.
        let given = collectionView.safeAreaInsets
        let wanted = request.safeArea
        host.additionalSafeAreaInsets = UIEdgeInsets(
            top: wanted.top - given.top, left: wanted.left - given.left,
            bottom: wanted.bottom - given.bottom, right: wanted.right - given.right)
        settle(window)
        CatalogProbeMeasurements.systemMargins = CatalogProbeRecorder.margins(of: collectionView)
        CatalogProbeMeasurements.systemMinimumMargins = host.systemMinimumLayoutMargins
        if let margins = request.layoutMargins {
            // Margins are set from the safe area (insetsLayoutMarginsFromSafeArea).
            let safe = collectionView.safeAreaInsets
            host.viewRespectsSystemMinimumLayoutMargins = false
            collectionView.layoutMargins = UIEdgeInsets(
                top: max(0, margins.top - safe.top), left: max(0, margins.left - safe.left),
                bottom: max(0, margins.bottom - safe.bottom), right: max(0, margins.right - safe.right))
        }
        settle(window)
        if !request.rightToLeft {
            // At rest, as a person first sees it: pinned headers sit where they are laid out.
            let inset = collectionView.adjustedContentInset
            collectionView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
            settle(window)
        }
        let recording = CatalogProbeRecorder(collectionView: collectionView).document()
        window.isHidden = true
        withExtendedLifetime(dataSource) {}
        return recording
    }

    /// A window of the requested size in the host application's scene (a window outside a
    /// scene is never shown).
    static func makeWindow(_ frame: CGRect) throws -> UIWindow {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first else {
            throw CatalogProbeError.noWindowScene
        }
        let window = UIWindow(windowScene: scene)
        window.frame = frame
        return window
    }

    /// A few layout passes with the run loop turning in between, so cells measured in one pass
    /// are placed in the next.
    static func settle(_ window: UIWindow) {
        for _ in 0..<4 {
            window.setNeedsLayout()
            window.layoutIfNeeded()
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        }
    }

    /// The recording in the test's output, between markers a script can find, attached to the
    /// test result, and written to `$CATALOG_PROBE_OUTPUT` (a folder) when it is set.
    static func report(_ recording: String, to testCase: XCTestCase) throws {
        print("CATALOG-PROBE-BEGIN \(CatalogProbeRequest.fileName)")
        print(recording)
        print("CATALOG-PROBE-END")
        let attachment = XCTAttachment(data: Data(recording.utf8), uniformTypeIdentifier: "public.json")
        attachment.name = CatalogProbeRequest.fileName
        attachment.lifetime = .keepAlways
        testCase.add(attachment)
        guard let folder = ProcessInfo.processInfo.environment["CATALOG_PROBE_OUTPUT"], !folder.isEmpty else { return }
        let url = URL(fileURLWithPath: folder).appendingPathComponent(CatalogProbeRequest.fileName)
        do {
            try Data(recording.utf8).write(to: url)
        } catch {
            throw CatalogProbeError.outputNotWritten(url.path, "\(error)")
        }
    }
}

/// Three one-row sections (none, none, then one with a supplementary header).
@MainActor
private final class CatalogProbeListDataSource: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: CatalogProbeCell.reuseIdentifier, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: CatalogProbeSupplementaryView.reuseIdentifier, for: indexPath)
    }
}

/// The spacing UIKit's own list sections keep on this screen, for each list appearance the
/// layout uses: a reference list of three one-row sections (none, none, a supplementary
/// header) in a window of the requested size with the screen's own safe area and margins. The
/// distances between its frames are the rules `catalog` applies to lists (docs/layout-rules.md,
/// Lists), so one run on a device settles them:
/// `firstSectionTop` (above a headerless first section), `betweenHeaderlessSections` (below
/// one section plus above the next), `aboveHeader` (below a section, above the next one's
/// header), `belowLastSection` (to the end of the content), `rowLeading` and `rowTrailing` (the
/// side insets).
@MainActor
private enum CatalogProbeListSpacing {
    static func measure() throws -> [String] {
        var results: [String] = []
        for name in CatalogProbeRequest.listAppearances {
            if #available(iOS 14.0, *) {
                guard let appearance = appearance(name) else { continue }
                results.append(try measure(name, appearance))
            }
        }
        return results
    }

    @available(iOS 14.0, *)
    static func appearance(_ name: String) -> UICollectionLayoutListConfiguration.Appearance? {
        switch name {
        case "plain": return .plain
        case "grouped": return .grouped
        case "insetGrouped": return .insetGrouped
        case "sidebar": return .sidebar
        case "sidebarPlain": return .sidebarPlain
        default: return nil
        }
    }

    @available(iOS 14.0, *)
    static func measure(_ name: String, _ appearance: UICollectionLayoutListConfiguration.Appearance) throws -> String {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = section == 2 ? .supplementary : .none
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let frame = CGRect(x: 0, y: 0, width: CatalogProbeRequest.width, height: CatalogProbeRequest.height)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(CatalogProbeCell.self, forCellWithReuseIdentifier: CatalogProbeCell.reuseIdentifier)
        collectionView.register(
            CatalogProbeSupplementaryView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: CatalogProbeSupplementaryView.reuseIdentifier)
        let dataSource = CatalogProbeListDataSource()
        collectionView.dataSource = dataSource
        let host = UIViewController()
        host.view = collectionView
        let window = try CatalogProbeRun.makeWindow(frame)
        window.rootViewController = host
        window.isHidden = false
        CatalogProbeRun.settle(window)
        func row(_ section: Int) -> CGRect {
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame ?? .null
        }
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))?.frame ?? .null
        let first = row(0), second = row(1), third = row(2)
        let result = CatalogProbeJSON.object([
            ("appearance", CatalogProbeJSON.string(name)),
            ("firstSectionTop", CatalogProbeJSON.number(first.minY)),
            ("betweenHeaderlessSections", CatalogProbeJSON.number(second.minY - first.maxY)),
            ("aboveHeader", CatalogProbeJSON.number(header.minY - second.maxY)),
            ("belowLastSection", CatalogProbeJSON.number(layout.collectionViewContentSize.height - third.maxY)),
            ("rowLeading", CatalogProbeJSON.number(first.minX)),
            ("rowTrailing", CatalogProbeJSON.number(collectionView.bounds.width - first.maxX)),
            ("margins", CatalogProbeJSON.insets(CatalogProbeRecorder.margins(of: collectionView))),
        ])
        window.isHidden = true
        withExtendedLifetime(dataSource) {}
        return result
    }
}

/// Reads back what UIKit computed: every element asked for by index path and kind (orthogonal
/// rows reach past the content rect, so one rect query would miss them), then anything else a
/// rect query over the whole content reports.
@MainActor
private struct CatalogProbeRecorder {
    let collectionView: UICollectionView

    func document() -> String {
        let layout = collectionView.collectionViewLayout
        let elements = self.elements(layout).map { "    " + $0 }
        return [
            "{",
            "  \"probe\": \(probe()),",
            "  \"layout\": \(CatalogProbeJSON.string(CatalogProbeRequest.layout)),",
            "  \"contentHash\": \(CatalogProbeJSON.string(CatalogProbeRequest.contentHash)),",
            "  \"environment\": \(environment()),",
            "  \"data\": \(data()),",
            "  \"contentSize\": \(CatalogProbeJSON.size(layout.collectionViewContentSize)),",
            elements.isEmpty ? "  \"elements\": []" : "  \"elements\": [\n" + elements.joined(separator: ",\n") + "\n  ]",
            "}",
        ].joined(separator: "\n") + "\n"
    }

    func probe() -> String {
        let request = CatalogProbeRequest.self
        let requested = CatalogProbeJSON.object([
            ("device", CatalogProbeJSON.string(request.environmentID)),
            ("width", CatalogProbeJSON.number(request.width)),
            ("height", CatalogProbeJSON.number(request.height)),
            ("safeArea", CatalogProbeJSON.insets(request.safeArea)),
            ("layoutMargins", request.layoutMargins.map(CatalogProbeJSON.insets) ?? "null"),
            ("layoutDirection", CatalogProbeJSON.string(request.rightToLeft ? "rightToLeft" : "leftToRight")),
            ("horizontalSizeClass", CatalogProbeJSON.string(request.horizontalSizeClass.flatMap(Self.sizeClass))),
            ("verticalSizeClass", CatalogProbeJSON.string(request.verticalSizeClass.flatMap(Self.sizeClass))),
        ])
        let minimum = CatalogProbeMeasurements.systemMinimumMargins
        return CatalogProbeJSON.object([
            ("format", "1"),
            ("requested", requested),
            ("systemLayoutMargins", CatalogProbeMeasurements.systemMargins.map(CatalogProbeJSON.insets) ?? "null"),
            ("systemMinimumLayoutMargins", minimum.map(CatalogProbeJSON.directionalInsets) ?? "null"),
            ("listSpacing", "[" + CatalogProbeMeasurements.listSpacing.joined(separator: ",") + "]"),
            ("contentOffset", CatalogProbeJSON.object([
                ("x", CatalogProbeJSON.number(collectionView.contentOffset.x)),
                ("y", CatalogProbeJSON.number(collectionView.contentOffset.y)),
            ])),
        ])
    }

    /// What the layout saw. Margins are measured from the margins guide, so they are the
    /// distances from the bounds (safe area included) however the view reports them.
    func environment() -> String {
        let bounds = collectionView.bounds
        let margins = Self.margins(of: collectionView)
        let traits = collectionView.traitCollection
        let environment = ProcessInfo.processInfo.environment
        let direction = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
        return CatalogProbeJSON.object([
            ("device", CatalogProbeJSON.string(CatalogProbeRequest.environmentID)),
            ("width", CatalogProbeJSON.number(bounds.width)),
            ("height", CatalogProbeJSON.number(bounds.height)),
            ("safeArea", CatalogProbeJSON.insets(collectionView.safeAreaInsets)),
            ("layoutMargins", CatalogProbeJSON.insets(margins)),
            ("layoutDirection", CatalogProbeJSON.string(direction)),
            ("readableContentWidth", CatalogProbeJSON.number(collectionView.readableContentGuide.layoutFrame.width)),
            ("displayScale", CatalogProbeJSON.number(traits.displayScale)),
            ("horizontalSizeClass", CatalogProbeJSON.string(Self.sizeClass(traits.horizontalSizeClass))),
            ("verticalSizeClass", CatalogProbeJSON.string(Self.sizeClass(traits.verticalSizeClass))),
            ("userInterfaceIdiom", CatalogProbeJSON.string(Self.idiom(traits.userInterfaceIdiom))),
            // UIKit places every view on the pixel grid: the frames are snapped.
            ("snapping", CatalogProbeJSON.string("snapped")),
            ("deviceModel", CatalogProbeJSON.string(environment["SIMULATOR_MODEL_IDENTIFIER"] ?? Self.machine())),
            ("deviceName", CatalogProbeJSON.string(environment["SIMULATOR_DEVICE_NAME"] ?? UIDevice.current.model)),
            ("systemName", CatalogProbeJSON.string(UIDevice.current.systemName)),
            ("systemVersion", CatalogProbeJSON.string(UIDevice.current.systemVersion)),
        ])
    }

    func data() -> String {
        let counts = (0..<collectionView.numberOfSections).map { String(collectionView.numberOfItems(inSection: $0)) }
        let items = CatalogProbeMeasurements.items.sorted { $0.key < $1.key }.map { path, size in
            CatalogProbeJSON.object([
                ("indexPath", CatalogProbeJSON.indexPath(path)),
                ("width", CatalogProbeJSON.number(size.width)), ("height", CatalogProbeJSON.number(size.height)),
            ])
        }
        let supplementaries = CatalogProbeMeasurements.supplementaries
            .sorted { ($0.key.kind ?? "", $0.key.indexPath) < ($1.key.kind ?? "", $1.key.indexPath) }
            .map { key, size in
                CatalogProbeJSON.object([
                    ("elementKind", CatalogProbeJSON.string(key.kind)), ("indexPath", CatalogProbeJSON.indexPath(key.indexPath)),
                    ("width", CatalogProbeJSON.number(size.width)), ("height", CatalogProbeJSON.number(size.height)),
                ])
            }
        return CatalogProbeJSON.object([
            ("source", CatalogProbeJSON.string("probe")),
            ("itemCounts", "[" + counts.joined(separator: ",") + "]"),
            ("sectionIdentifiers", CatalogProbeRequest.sectionIdentifiers.map { "[" + $0.map { CatalogProbeJSON.string($0) }.joined(separator: ",") + "]" } ?? "null"),
            ("measuredItems", "[" + items.joined(separator: ",") + "]"),
            ("measuredSupplementaries", "[" + supplementaries.joined(separator: ",") + "]"),
        ])
    }

    /// Every element, each once, as a JSON object on one line.
    func elements(_ layout: UICollectionViewLayout) -> [String] {
        let request = CatalogProbeRequest.self
        var seen = Set<CatalogProbeKey>()
        var lines: [String] = []
        // `asked` is the index path queried: an answer for another index path is the same
        // element reported again (UIKit may look decorations up by section alone).
        func add(_ attributes: UICollectionViewLayoutAttributes?, asked: IndexPath?) {
            guard let attributes else { return }
            if let asked, attributes.indexPath != asked { return }
            let key = CatalogProbeKey(
                category: Self.category(attributes.representedElementCategory),
                kind: attributes.representedElementKind, indexPath: attributes.indexPath)
            guard seen.insert(key).inserted else { return }
            lines.append(CatalogProbeJSON.object([
                ("category", CatalogProbeJSON.string(key.category)),
                ("elementKind", CatalogProbeJSON.string(key.kind)),
                ("indexPath", CatalogProbeJSON.indexPath(key.indexPath)),
                ("frame", CatalogProbeJSON.rect(attributes.frame)),
                ("zIndex", String(attributes.zIndex)),
            ]))
        }
        for section in 0..<collectionView.numberOfSections {
            let first = IndexPath(item: 0, section: section)
            if section == 0 {
                for kind in request.layoutBoundaryKinds { add(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first), asked: first) }
            }
            for kind in request.decorationKinds { add(layout.layoutAttributesForDecorationView(ofKind: kind, at: first), asked: first) }
            for kind in request.sectionBoundaryKinds { add(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first), asked: first) }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                add(layout.layoutAttributesForItem(at: path), asked: path)
                for kind in request.itemSupplementaryKinds { add(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path), asked: path) }
            }
        }
        let content = layout.collectionViewContentSize
        let bounds = collectionView.bounds
        let everything = CGRect(
            x: -bounds.width, y: -bounds.height,
            width: content.width + 3 * bounds.width, height: content.height + 3 * bounds.height)
        for attributes in layout.layoutAttributesForElements(in: everything) ?? [] { add(attributes, asked: nil) }
        return lines
    }

    /// A view's margins measured from its margins guide: the distances from the bounds (safe
    /// area included), however the view reports them.
    static func margins(of view: UIView) -> UIEdgeInsets {
        let bounds = view.bounds
        let guide = view.layoutMarginsGuide.layoutFrame
        return UIEdgeInsets(
            top: guide.minY - bounds.minY, left: guide.minX - bounds.minX,
            bottom: bounds.maxY - guide.maxY, right: bounds.maxX - guide.maxX)
    }

    static func category(_ category: UICollectionView.ElementCategory) -> String {
        if category == .cell { return "cell" }
        if category == .supplementaryView { return "supplementary" }
        return "decoration"
    }

    static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> String? {
        if sizeClass == .compact { return "compact" }
        if sizeClass == .regular { return "regular" }
        return nil
    }

    /// By raw value: `.mac` and `.vision` are newer than iOS 13.
    static func idiom(_ idiom: UIUserInterfaceIdiom) -> String? {
        [0: "phone", 1: "pad", 2: "tv", 3: "carPlay", 5: "mac", 6: "vision"][idiom.rawValue]
    }

    /// The hardware model (`iPhone15,4`) on a device.
    static func machine() -> String {
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// Just enough JSON: numbers in Swift's shortest form, strings escaped, keys in a fixed order.
private enum CatalogProbeJSON {
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        guard double.isFinite else { return "null" }
        return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : "\(double)"
    }

    static func string(_ text: String?) -> String {
        guard let text else { return "null" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func indexPath(_ path: IndexPath) -> String { "[\(path.section),\(path.item)]" }

    static func rect(_ rect: CGRect) -> String {
        object([("x", number(rect.origin.x)), ("y", number(rect.origin.y)), ("width", number(rect.size.width)), ("height", number(rect.size.height))])
    }

    static func size(_ size: CGSize) -> String {
        object([("width", number(size.width)), ("height", number(size.height))])
    }

    static func directionalInsets(_ insets: NSDirectionalEdgeInsets) -> String {
        object([("top", number(insets.top)), ("leading", number(insets.leading)), ("bottom", number(insets.bottom)), ("trailing", number(insets.trailing))])
    }

    static func insets(_ insets: UIEdgeInsets) -> String {
        object([("top", number(insets.top)), ("left", number(insets.left)), ("bottom", number(insets.bottom)), ("right", number(insets.right))])
    }
}
