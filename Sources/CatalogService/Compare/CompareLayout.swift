import Foundation
import LayoutEngine
import LayoutModel

extension Catalog {
    /// Compares a device recording (`catalog probe`'s test output) with the frames the catalog
    /// computes for `reference` in the environment the recording describes, with its item
    /// counts and measured sizes.
    ///
    /// - Parameters:
    ///   - reference: the revision to resolve.
    ///   - recordingPath: the JSON file; errors name it.
    ///   - tolerance: points; frames whose every edge and size differ by at most this agree.
    public func compare(
        _ reference: RevisionReference, recordingPath: String,
        tolerance: Double = LayoutComparison.defaultTolerance
    ) throws -> LayoutComparison {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ServiceError.invalidTolerance(tolerance)
        }
        let json: Data
        do {
            json = try RegularFile.contents(atPath: recordingPath, maximumBytes: DocumentLimits.recording.maximumBytes)
        } catch {
            throw ServiceError.unreadableFile(recordingPath, reason: error.message)
        }
        let recording = try DeviceRecording(json: json, path: recordingPath)
        let revision = try self.revision(reference)
        return try Self.compare(revision, recording, recordingPath: recordingPath, tolerance: tolerance)
    }

    /// The comparison of a revision already in hand with a parsed recording.
    static func compare(
        _ revision: StoredRevision, _ recording: DeviceRecording, recordingPath: String,
        tolerance: Double
    ) throws -> LayoutComparison {
        let environment = recording.environment.layout
        let catalog = try resolve(revision, recording, in: environment)
        let found = differences(recording, catalog, revision: revision, tolerance: tolerance)

        var notes: [ComparisonNote] = []
        let compared = "\(revision.name)@\(revision.number)"
        if let layout = recording.layout, layout != compared { notes.append(.otherLayout(recorded: layout, compared: compared)) }
        if let hash = recording.contentHash, hash != revision.contentHash {
            notes.append(.otherContent(recorded: hash, compared: revision.contentHash))
        }
        if environment.displayScale == nil { notes.append(.noDisplayScale) }
        if let rule = catalog.snappingRule {
            if recording.environment.systemVersion == nil { notes.append(.noRelease(assumed: environment.iOSVersion)) }
            // Where the snapping rule changed is chosen (SnappingRule.firstFlooringRelease); a
            // recording that disagrees with its release's rule but agrees with the other one in
            // full says the choice, or the release, is wrong.
            if !found.agrees {
                var other = environment
                other.iOSVersion = rule.other.representativeRelease
                if let alternative = try? resolve(revision, recording, in: other),
                    differences(recording, alternative, revision: revision, tolerance: tolerance).agrees
                {
                    notes.append(.otherSnappingRuleAgrees(release: environment.iOSVersion, rule: rule, other: rule.other))
                }
            }
        }

        return LayoutComparison(
            revision: revision, recordingPath: recordingPath, recording: recording, catalog: catalog, tolerance: tolerance,
            disagreements: found.disagreements, agreeingCount: found.agreeing, contentSizeDiffers: found.contentSizeDiffers, notes: notes)
    }

    /// The catalog's side: the revision resolved in `environment` with the recording's data,
    /// snapped as the environment's release snaps when it has a scale.
    private static func resolve(
        _ revision: StoredRevision, _ recording: DeviceRecording,
        in environment: LayoutEnvironment
    ) throws -> ResolvedLayout {
        let snapping: PixelSnapping = environment.displayScale == nil ? .exact : .snapped
        do {
            return try LayoutResolver.resolve(revision.definition, environment: environment, data: recording.layoutData, snapping: snapping)
        } catch {
            throw ServiceError.cannotResolve("\(revision.name)@\(revision.number)", reason: error.description)
        }
    }

    /// What one resolution and the recording disagree on.
    private struct Differences {
        var disagreements: [ElementDisagreement]
        var agreeing: Int
        var contentSizeDiffers: Bool
        var agrees: Bool { disagreements.isEmpty && !contentSizeDiffers }
    }

    private static func differences(
        _ recording: DeviceRecording, _ catalog: ResolvedLayout, revision: StoredRevision,
        tolerance: Double
    ) -> Differences {
        let attribution = RuleAttribution(definition: revision.definition, layout: catalog, itemCounts: recording.itemCounts)

        struct Key: Hashable {
            var category: LayoutAttributes.Category
            var kind: String?
            var indexPath: LayoutEngine.ElementIndexPath
        }
        func key(_ element: LayoutAttributes) -> Key {
            Key(category: element.category, kind: element.elementKind, indexPath: element.indexPath)
        }
        var device: [Key: LayoutAttributes] = [:]
        for element in recording.elements where device[key(element)] == nil { device[key(element)] = element }

        var disagreements: [ElementDisagreement] = []
        var agreeing = 0
        var seen: Set<Key> = []
        catalog.forEachElement { element in
            let k = key(element)
            guard seen.insert(k).inserted else { return }
            guard let theirs = device[k] else {
                disagreements.append(
                    ElementDisagreement(
                        kind: .missingOnDevice, category: k.category, elementKind: k.kind, indexPath: k.indexPath,
                        device: nil, catalog: element, rule: attribution.missing(element)))
                return
            }
            if !Self.agree(theirs.frame, element.frame, tolerance: tolerance) {
                disagreements.append(
                    ElementDisagreement(
                        kind: .frame, category: k.category, elementKind: k.kind, indexPath: k.indexPath, device: theirs, catalog: element,
                        rule: attribution.frame(element, device: theirs.frame, catalog: element.frame)))
            } else if theirs.zIndex != element.zIndex {
                disagreements.append(
                    ElementDisagreement(
                        kind: .zIndex, category: k.category, elementKind: k.kind, indexPath: k.indexPath, device: theirs, catalog: element,
                        rule: .zIndex))
            } else {
                agreeing += 1
            }
        }
        var reported: Set<Key> = []
        for element in recording.elements where !seen.contains(key(element)) && reported.insert(key(element)).inserted {
            disagreements.append(
                ElementDisagreement(
                    kind: .missingInCatalog, category: element.category, elementKind: element.elementKind, indexPath: element.indexPath,
                    device: element, catalog: nil, rule: attribution.missing(element)))
        }

        var contentSizeDiffers = false
        if let recorded = recording.contentSize {
            let ours = catalog.contentSize
            contentSizeDiffers = abs(recorded.width - ours.width) > tolerance || abs(recorded.height - ours.height) > tolerance
        }
        return Differences(disagreements: disagreements, agreeing: agreeing, contentSizeDiffers: contentSizeDiffers)
    }

    static func agree(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
