import Foundation
import Snapshots
import Yams

/// Reads the two inputs `snapshot record` takes: a snapshot file and an operations script.
enum SnapshotInput {
    /// A snapshot file (JSON, or the same shape in YAML).
    static func snapshot(_ document: SourceDocument) throws -> StringSnapshot {
        let data = try jsonData(document)
        do {
            return try JSONDecoder().decode(StringSnapshot.self, from: data)
        } catch let error as SnapshotError<String, String> {
            throw ServiceError.invalidSnapshot(document.path, reason: error.description)
        } catch {
            throw ServiceError.invalidSnapshot(document.path, reason: describe(error))
        }
    }

    /// An operations script: a list of one-key steps named after the snapshot API.
    static func operations(_ document: SourceDocument) throws -> [SnapshotOperation<String, String>] {
        let data = try jsonData(document)
        do {
            return try JSONDecoder().decode([SnapshotOperation<String, String>].self, from: data)
        } catch {
            throw ServiceError.invalidSnapshot(document.path, reason: describe(error))
        }
    }

    /// YAML (or JSON) text as JSON data, so one Codable model reads both.
    private static func jsonData(_ document: SourceDocument) throws -> Data {
        let value: Any?
        do {
            value = try Yams.load(yaml: document.text)
        } catch {
            throw ServiceError.invalidSnapshot(document.path, reason: "cannot parse: \(error)")
        }
        guard let value, value is [Any] || value is [String: Any] else {
            throw ServiceError.invalidSnapshot(document.path, reason: "expected a mapping or a list")
        }
        guard JSONSerialization.isValidJSONObject(value) else {
            throw ServiceError.invalidSnapshot(document.path, reason: "holds a value JSON cannot carry (a date, .nan or .inf); quote identifiers that look like them")
        }
        do {
            return try JSONSerialization.data(withJSONObject: value)
        } catch {
            throw ServiceError.invalidSnapshot(document.path, reason: "\(error)")
        }
    }

    /// A decoding error as a path and a reason: `steps[3].moveItem: missing key 'item'`.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath)
            return (at.isEmpty ? "" : "\(at): ") + "missing key '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let at = path(context.codingPath)
            return (at.isEmpty ? "" : "\(at): ") + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
