import CatalogService
import CodeGeneration
import Foundation
import LayoutEngine
import LayoutModel
import Rendering
import Snapshots

/// What one case did: how far it got, and any broken promise between the stages.
public struct FuzzOutcome: Sendable, Hashable {
    /// The last stage the input passed.
    public enum Stage: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Refused as bytes or syntax, or over a document limit.
        case read
        /// Read, then refused by decoding or validation.
        case checked
        /// Accepted, and carried through every later stage (resolve, export, snapshot model).
        case accepted

        public static func < (a: Stage, b: Stage) -> Bool {
            allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
        }
    }

    public var kind: FuzzKind
    public var stage: Stage
    /// Why the input was refused, when it was (the first message), for showing a case.
    public var refusal: String?
    /// Failures of invariants that must hold for any input: the resolver refusing what
    /// validation accepted for a reason validation can know, a canonical or YAML form that does
    /// not read back as the same definition, a snapshot that does not survive its own file.
    public var violations: [String] = []
    /// Resolver refusals of accepted definitions that depend on the device or the data (no
    /// room at this width, no alternative for it): expected, counted for the report.
    public var deviceDependentRefusals: [String] = []

    public init(kind: FuzzKind, stage: Stage, violations: [String] = [], deviceDependentRefusals: [String] = []) {
        self.kind = kind
        self.stage = stage
        self.violations = violations
        self.deviceDependentRefusals = deviceDependentRefusals
    }
}

/// Runs one input through everything the catalog does with such a document, in-process.
public enum FuzzPipeline {
    /// The devices definitions are resolved on: a small phone and a large tablet.
    static let devices = ["iphone-se", "ipad-pro-12.9"].compactMap(Device.named)

    static let baseSnapshot: StringSnapshot =
        FuzzCorpus.shared.snapshotFiles.first
        .flatMap { try? SnapshotInput.snapshot($0.canonicalText) } ?? StringSnapshot()

    static let referenceDefinition: LayoutDefinition? = FuzzCorpus.shared.definitions.first
        .flatMap { LayoutDocument.check($0.canonicalText, lint: false).definition }

    /// Runs one case. `scratch` is the folder a Swift source is written to for the importer to
    /// read (the system's temporary folder when nil); `catalog-fuzz` gives each child its own,
    /// which it removes whatever way the child ends, since a killed child cannot remove its file.
    public static func run(_ input: FuzzCase, scratch: URL? = nil) -> FuzzOutcome {
        var outcome = FuzzOutcome(kind: input.kind, stage: .read)
        // Recordings and Swift files go in as bytes, to the readers `compare` and `import-swift`
        // use, whose every message must name the file and the place.
        switch input.kind {
        case .recording:
            recording(input.bytes, &outcome, pristine: input.mutations.isEmpty)
            return outcome
        case .swiftSource:
            swiftSource(input.bytes, &outcome, pristine: input.mutations.isEmpty, scratch: scratch ?? FileManager.default.temporaryDirectory)
            return outcome
        default:
            break
        }
        let text: String
        do {
            text = try DocumentReader.text(Data(input.bytes), maximumBytes: maximumBytes(input.kind))
        } catch {
            outcome.refusal = error.description
            return outcome
        }
        switch input.kind {
        case .definition: definition(text, &outcome)
        case .snapshotScript: script(text, &outcome)
        case .snapshotFile: snapshotFile(text, &outcome)
        case .dataset: dataset(text, &outcome)
        case .bundle: bundle(text, &outcome)
        case .recording, .swiftSource: break
        }
        return outcome
    }

    private static func maximumBytes(_ kind: FuzzKind) -> Int {
        kind == .bundle ? DocumentLimits.bundle.maximumBytes : DocumentLimits.largestTextFile
    }

    /// Reads the text as the decoders will, first, so that a refusal by the reader is told apart
    /// from one by decoding or validation (the outcome's stage becomes `checked` when it reads).
    private static func readable(_ text: String, _ limits: DocumentLimits, _ outcome: inout FuzzOutcome) -> Bool {
        do {
            guard try DocumentReader.read(text, limits: limits) != nil else {
                outcome.refusal = "the document is empty"
                return false
            }
            outcome.stage = .checked
            return true
        } catch {
            outcome.refusal = error.description
            return false
        }
    }

    // MARK: Definitions

    private static func definition(_ text: String, _ outcome: inout FuzzOutcome) {
        guard readable(text, .definition, &outcome) else { return }
        let result = LayoutDocument.check(text)
        guard let definition = result.definition else {
            outcome.refusal = result.errors.first?.description
            return
        }
        outcome.stage = .accepted
        // The stored and exported forms must read back as the same definition.
        if LayoutDocument.check(definition.canonicalText, lint: false).definition != definition {
            outcome.violations.append("the canonical text does not read back as the same definition")
        }
        if LayoutDocument.check(definition.yamlText, lint: false).definition != definition {
            outcome.violations.append("the YAML export does not read back as the same definition")
        }
        if let reference = referenceDefinition {
            _ = DefinitionDiff.summary(DefinitionDiff.changes(from: reference, to: definition))
        }
        for device in devices {
            resolve(definition, on: device, &outcome)
        }
        for language in CodeLanguage.allCases {
            _ = CodeGenerator(language: language).generate(definition, name: definition.name, revision: 1, contentHash: definition.contentHash)
        }
    }

    /// Resolves for a device with the preview's counts (capped) or a dozen items per section,
    /// and draws what is on screen.
    static func resolve(_ definition: LayoutDefinition, on device: Device, _ outcome: inout FuzzOutcome) {
        // One section per declared choice (each kind, then the default), as a preview shows them.
        let sections = definition.sections.choicesWithPaths.count
        let counts = definition.preview?.itemCounts.prefix(8).map { min($0, 500) } ?? Array(repeating: 12, count: min(sections, 8))
        let environment = device.environment()
        do {
            let data = LayoutData(itemCounts: counts, identifiers: definition.preview?.sectionIdentifiers)
            let layout = try LayoutResolver.resolve(definition, environment: environment, data: data)
            let viewport = Rect(x: 0, y: 0, width: environment.width, height: environment.height)
            let picture = LayoutPicture(elements: layout.elements(in: viewport), contentSize: layout.contentSize, environment: environment)
            _ = SVGRenderer().render(picture)
            _ = TerminalRenderer().render(picture)
        } catch {
            switch error {
            case .tooManyItems, .expression, .emptyGroup, .notFinite:
                outcome.violations.append("validation accepted what the resolver refuses on \(device.id): \(error)")
            default:
                outcome.deviceDependentRefusals.append("\(error)")
            }
        }
    }

    // MARK: Snapshots

    private static func script(_ text: String, _ outcome: inout FuzzOutcome) {
        guard readable(text, .snapshot, &outcome) else { return }
        let script: SnapshotInput.Script
        do {
            script = try SnapshotInput.operations(text)
        } catch {
            outcome.refusal = error.description
            return
        }
        var snapshot = baseSnapshot.clearingMarks
        do {
            try snapshot.apply(script.operations)
        } catch {
            outcome.refusal = error.description
            return
        }
        outcome.stage = .accepted
        check(snapshot, &outcome)
    }

    private static func snapshotFile(_ text: String, _ outcome: inout FuzzOutcome) {
        guard readable(text, .snapshot, &outcome) else { return }
        let snapshot: StringSnapshot
        do {
            snapshot = try SnapshotInput.snapshot(text)
        } catch {
            outcome.refusal = error.description
            return
        }
        outcome.stage = .accepted
        check(snapshot, &outcome)
    }

    /// Changesets both ways, and the snapshot's own file reading back as itself.
    private static func check(_ snapshot: StringSnapshot, _ outcome: inout FuzzOutcome) {
        _ = baseSnapshot.changeset(to: snapshot)
        _ = snapshot.changeset(to: baseSnapshot)
        guard let text = try? snapshot.jsonString() else {
            outcome.violations.append("an accepted snapshot cannot be written")
            return
        }
        if (try? SnapshotInput.snapshot(text)) != snapshot {
            outcome.violations.append("a snapshot's file does not read back as the same snapshot")
        }
    }

    // MARK: Datasets and bundles

    private static func dataset(_ text: String, _ outcome: inout FuzzOutcome) {
        guard readable(text, .dataset, &outcome) else { return }
        let result = DatasetDocument.check(text)
        guard let dataset = result.dataset else {
            outcome.refusal = result.errors.first?.description
            return
        }
        outcome.stage = .accepted
        if DatasetDocument.check(dataset.canonicalText).dataset != dataset {
            outcome.violations.append("the dataset's canonical text does not read back as the same dataset")
        }
        if let reference = referenceDefinition, let device = devices.first {
            let counts = dataset.itemCounts.prefix(8).map { min($0, 500) }
            _ = try? LayoutResolver.resolve(reference, environment: device.environment(), data: LayoutData(itemCounts: counts))
        }
    }

    private static func bundle(_ text: String, _ outcome: inout FuzzOutcome) {
        guard readable(text, .bundle, &outcome) else { return }
        do {
            _ = try CatalogBundle.read(text, path: "fuzz.json")
            outcome.stage = .accepted
        } catch {
            outcome.refusal = "\(error)"
        }
    }
}
