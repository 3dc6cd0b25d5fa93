import CatalogStore
import Foundation

/// What the audit trail says the catalog holds: which rows were created with which content
/// (and author, message and time), where each tag points, which layouts are archived, and which
/// dataset each snapshot history is linked to. `audit verify` compares it with the tables, and a
/// bundle import uses it to avoid recording a fact twice.
struct AuditLedger {
    /// What one event says about the row its subject names.
    struct Fact {
        var eventID: Int64
        var action: String
        var contentHash: String?
        /// The hash of the author's text, for layout revisions that keep one.
        var textHash: String?
        var author: String?
        var message: String?
        var createdAt: String?
    }

    /// An event's subject: `feed@3`, `dataset:topapps@1`, `history:feed@2`.
    struct Subject: Hashable {
        enum Kind: Hashable {
            case layout, dataset, history
        }

        var kind: Kind
        var name: String
        var number: Int

        init(kind: Kind, name: String, number: Int) {
            self.kind = kind
            self.name = name
            self.number = number
        }

        init?(_ text: String) {
            guard let at = text.lastIndex(of: "@"), let number = Int(text[text.index(after: at)...]) else { return nil }
            let head = String(text[..<at])
            if head.hasPrefix("dataset:") {
                (kind, name) = (.dataset, String(head.dropFirst("dataset:".count)))
            } else if head.hasPrefix("history:") {
                (kind, name) = (.history, String(head.dropFirst("history:".count)))
            } else {
                (kind, name) = (.layout, head)
            }
            self.number = number
        }

        var description: String {
            switch kind {
            case .layout: "\(name)@\(number)"
            case .dataset: "dataset:\(name)@\(number)"
            case .history: "history:\(name)@\(number)"
            }
        }
    }

    /// Events that create the row their subject names.
    static let creatingActions: Set<String> = [
        "layout.add", "layout.revise", "layout.revert", "layout.restore", "dataset.add", "dataset.revise", "snapshot.record",
        "bundle.import",
        // Revisions older than the audit trail, recorded when an upgrade created it (CatalogStore).
        "layout.adopt",
    ]

    private(set) var facts: [Subject: [Fact]] = [:]
    /// layout → label → revision number, from `tag.set` and `tag.delete` in order.
    private(set) var tags: [String: [String: Int]] = [:]
    /// layout → archived, from the newest `layout.remove` / `layout.restore`.
    private(set) var archived: [String: Bool] = [:]
    /// history → linked dataset, from the newest `snapshot.record` carrying a link.
    private(set) var historyDatasets: [String: String?] = [:]

    init(_ events: [AuditEventRecord]) {
        for event in events { record(event) }
    }

    mutating func record(_ event: AuditEventRecord) {
        record(id: event.id ?? 0, action: event.action, subject: event.subject, details: event.details)
    }

    private mutating func record(id: Int64, action: String, subject text: String, details json: String) {
        guard let subject = Subject(text) else { return }
        let details = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
        facts[subject, default: []].append(
            Fact(
                eventID: id, action: action, contentHash: details["contentHash"] as? String, textHash: details["textHash"] as? String,
                author: details["author"] as? String,
                message: details["message"] as? String, createdAt: details["createdAt"] as? String))
        switch action {
        case "tag.set":
            if let label = details["label"] as? String { tags[subject.name, default: [:]][label] = subject.number }
        case "tag.delete":
            if let label = details["label"] as? String { tags[subject.name]?[label] = nil }
        case "layout.remove":
            archived[subject.name] = true
        case "layout.restore":
            archived[subject.name] = false
        // Only events about a history link it to a dataset (a bundle import also records layouts
        // and datasets, whose details may name a dataset too).
        case "snapshot.record" where subject.kind == .history, "bundle.import" where subject.kind == .history:
            if details.keys.contains("dataset") { historyDatasets[subject.name] = details["dataset"] as? String }
        default:
            break
        }
    }

    /// The events that say a row was created, newest last.
    func creations(of subject: Subject) -> [Fact] {
        (facts[subject] ?? []).filter { Self.creatingActions.contains($0.action) }
    }

    /// Whether an event already records a row with this content.
    func records(_ subject: Subject, contentHash: String) -> Bool {
        creations(of: subject).contains { $0.contentHash == contentHash }
    }
}
