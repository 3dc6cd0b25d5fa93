import Foundation
import LayoutModel
import Snapshots

/// Reads the two inputs `snapshot record` takes — a snapshot file and an operations script —
/// through the shared `DocumentReader` (`DocumentLimits.snapshot`), so every failure names the
/// file, line and column, the document path, and what is wrong.
package enum SnapshotInput {
    /// The longest section or item identifier accepted, in characters: identifiers are echoed
    /// once per item in changesets and resolver output (the bound datasets use too).
    package static let maximumIdentifierLength = DatasetLimits.maximumIdentifierLength

    /// An operations script: the steps, and where each one starts in the file.
    package struct Script: Sendable {
        package var operations: [SnapshotOperation<String, String>]
        package var locations: [SourceLocation?]
    }

    /// A snapshot file (JSON, or the same shape in YAML).
    static func snapshot(_ document: SourceDocument) throws -> StringSnapshot {
        do {
            return try snapshot(document.text)
        } catch {
            throw ServiceError.invalidSnapshotDocument(document.path, error)
        }
    }

    /// An operations script: a list of one-key steps named after the snapshot API.
    static func operations(_ document: SourceDocument) throws -> Script {
        do {
            return try operations(document.text)
        } catch {
            throw ServiceError.invalidSnapshotDocument(document.path, error)
        }
    }

    /// Decodes snapshot file text.
    package static func snapshot(_ text: String) throws(Diagnostic) -> StringSnapshot {
        let root = try document(text)
        do {
            return try NodeDecoder().decode(StringSnapshot.self, from: root)
        } catch {
            if let refusal = error.underlying as? SnapshotError<String, String> {
                throw Self.locate(refusal, in: root)
            }
            throw error.diagnostic
        }
    }

    /// Decodes operations script text.
    package static func operations(_ text: String) throws(Diagnostic) -> Script {
        let root = try document(text)
        let operations: [SnapshotOperation<String, String>]
        do {
            operations = try NodeDecoder().decode([SnapshotOperation<String, String>].self, from: root)
        } catch {
            throw error.diagnostic
        }
        guard case .sequence(let steps) = root else { return Script(operations: operations, locations: []) }
        return Script(operations: operations, locations: steps.map(\.location))
    }

    /// Reads the text within the limits and checks every identifier's length.
    private static func document(_ text: String) throws(Diagnostic) -> DocumentNode {
        let node: DocumentNode?
        do {
            node = try DocumentReader.read(text, limits: .snapshot)
        } catch {
            throw error.diagnostic
        }
        guard let node else {
            throw Diagnostic(.error, at: .root, location: SourceLocation(line: 1, column: 1), "the document is empty")
        }
        // Every scalar of these documents is an identifier or a keyword, so one walk bounds
        // them all (the reader has bounded the depth and the count).
        var pending: [(DocumentNode, DocumentPath)] = [(node, .root)]
        while let (value, path) = pending.popLast() {
            switch value {
            case .scalar(let scalar):
                let length = scalar.string.count
                if length > maximumIdentifierLength {
                    throw Diagnostic(
                        .error, at: path, location: value.location,
                        "identifiers are at most \(maximumIdentifierLength) characters, got \(length)")
                }
            case .mapping(let mapping):
                for (key, element) in mapping { pending.append((element, path / (key.scalarText ?? ""))) }
            case .sequence(let sequence):
                for (index, element) in sequence.enumerated() { pending.append((element, path / index)) }
            }
        }
        return node
    }

    /// A snapshot the model refused (a repeated identifier, a mark on a missing one), located at
    /// the offending identifier in the file.
    private static func locate(_ refusal: SnapshotError<String, String>, in root: DocumentNode) -> Diagnostic {
        func entries(_ key: String) -> [(DocumentNode, DocumentPath)] {
            guard case .sequence(let list)? = root.value(forKey: key) else { return [] }
            return list.enumerated().map { ($1, .root / key / $0) }
        }
        var candidates: [(DocumentNode, DocumentPath)] = []
        var wanted: String?
        var second = false
        switch refusal {
        case .duplicateSections(let ids):
            wanted = ids.first
            second = true
            candidates = entries("sections").compactMap { section, path in section.value(forKey: "id").map { ($0, path / "id") } }
        case .duplicateItems(let ids):
            wanted = ids.first
            second = true
            for (section, path) in entries("sections") {
                guard case .sequence(let items)? = section.value(forKey: "items") else { continue }
                candidates += items.enumerated().map { ($1, path / "items" / $0) }
            }
        case .unknownItems(let ids):
            wanted = ids.first
            candidates = entries("reloadedItems") + entries("reconfiguredItems")
        case .unknownSections(let ids):
            wanted = ids.first
            candidates = entries("reloadedSections")
        default:
            break
        }
        var seen = false
        for (node, path) in candidates where node.scalarText == wanted {
            if second && !seen {
                seen = true
                continue
            }
            return Diagnostic(.error, at: path, location: node.location, refusal.description)
        }
        return Diagnostic(.error, at: .root, location: root.location, refusal.description)
    }
}
