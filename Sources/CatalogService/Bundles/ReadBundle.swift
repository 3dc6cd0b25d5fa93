import CatalogStore
import Foundation
import LayoutModel
import Snapshots

extension CatalogBundle {
    /// Reads and checks a bundle file: format, version, and every revision's content against
    /// its hash and the definition format.
    public static func read(at path: String) throws -> CatalogBundle {
        try read(SourceDocument.readText(path, maximumBytes: DocumentLimits.bundle.maximumBytes), path: path)
    }

    /// Checks a bundle's text, as ``read(at:)`` does for a file; `path` names it in errors.
    package static func read(_ text: String, path: String) throws -> CatalogBundle {
        let bundle: CatalogBundle
        do {
            guard let root = try DocumentReader.read(text, limits: .bundle) else {
                throw ServiceError.invalidBundle(path, reason: "not a catalog bundle: the file is empty")
            }
            bundle = try NodeDecoder().decode(CatalogBundle.self, from: root)
        } catch let error as DocumentReadError {
            throw ServiceError.invalidBundle(path, reason: "not a catalog bundle: \(error.diagnostic.formatted(file: nil))")
        } catch let error as NodeDecodingError {
            throw ServiceError.invalidBundle(path, reason: "not a catalog bundle: \(error.diagnostic.formatted(file: nil))")
        }
        guard bundle.format == CatalogBundle.formatName else {
            throw ServiceError.invalidBundle(path, reason: "format is '\(bundle.format)', expected '\(CatalogBundle.formatName)'")
        }
        guard bundle.version <= CatalogBundle.currentVersion else {
            throw ServiceError.invalidBundle(
                path, reason: "bundle version \(bundle.version) is newer than this catalog supports (\(CatalogBundle.currentVersion))")
        }
        var problems: [String] = []
        for layout in bundle.layouts {
            for revision in layout.revisions {
                let place = "layouts[\(layout.name)]@\(revision.number)"
                if ContentHash.sha256(revision.content) != revision.contentHash {
                    problems.append("\(place): content does not match its hash")
                } else if revision.text.map(ContentHash.sha256) != revision.textHash {
                    problems.append("\(place): text does not match its text hash")
                } else if let text = revision.text, LayoutDocument.check(text, lint: false).definition?.canonicalText != revision.content {
                    problems.append("\(place): the text is not a document of this content")
                } else if let definition = LayoutDocument.check(revision.content, lint: false).definition {
                    if definition.name != layout.name { problems.append("\(place): the definition is named '\(definition.name)'") }
                    // Stored content must be the canonical form, or a later add of the same
                    // definition would hash differently.
                    if definition.canonicalText != revision.content { problems.append("\(place): content is not in canonical form") }
                } else {
                    problems.append("\(place): not a valid definition")
                }
            }
        }
        for dataset in bundle.datasets {
            for revision in dataset.revisions {
                let decoded = DatasetDocument.check(revision.content).dataset
                if ContentHash.sha256(revision.content) != revision.contentHash || decoded?.name != dataset.name
                    || decoded?.canonicalText != revision.content
                {
                    problems.append(
                        "datasets[\(dataset.name)]@\(revision.number): content does not match its hash, is not a valid dataset, or is not canonical")
                }
            }
        }
        for history in bundle.histories {
            for entry in history.entries {
                let decoded = try? SnapshotInput.snapshot(entry.content)
                if ContentHash.sha256(entry.content) != entry.contentHash || (try? decoded?.jsonString()) != entry.content {
                    problems.append(
                        "histories[\(history.name)]@\(entry.number): content does not match its hash, is not a snapshot, or is not canonical")
                }
            }
        }
        for event in bundle.audit {
            let record = AuditEventRecord(
                id: event.id, occurredAt: event.occurredAt, actor: event.actor, action: event.action,
                subject: event.subject, details: event.details, previousHash: event.previousHash, hash: event.hash)
            if record.computedHash() != event.hash { problems.append("audit[\(event.id)]: content does not match its hash") }
        }
        if !problems.isEmpty { throw ServiceError.invalidBundle(path, reason: problems.joined(separator: "; ")) }
        return bundle
    }
}
