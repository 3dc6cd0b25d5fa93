/// A way to name one revision of a layout: `NAME` (head), `NAME@3`, `NAME@~1` (one before
/// head), `NAME@TAG`, or `NAME@sha:1a2b3c` (a content-hash prefix).
public struct RevisionReference: Sendable, Hashable, CustomStringConvertible {
    public enum Selector: Sendable, Hashable {
        case head
        case number(Int)
        /// Revisions back from the head (`~1` is the one before it).
        case back(Int)
        case tag(String)
        case hashPrefix(String)
    }

    public var name: String
    public var selector: Selector

    public init(name: String, selector: Selector = .head) {
        self.name = name
        self.selector = selector
    }

    /// Parses the text form, naming what is wrong.
    public init(parsing text: String) throws(ServiceError) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard !name.isEmpty else { throw .malformedReference(text, reason: "the layout name before @ is missing") }
        self.name = name
        guard parts.count == 2 else {
            selector = .head
            return
        }
        let rest = String(parts[1])
        if rest.isEmpty {
            throw .malformedReference(text, reason: "nothing after @; use NAME@3, NAME@~1, NAME@TAG or NAME@sha:PREFIX")
        } else if let number = Int(rest) {
            guard number >= 1 else { throw .malformedReference(text, reason: "revision numbers start at 1") }
            selector = .number(number)
        } else if rest.hasPrefix("~") {
            let count = rest.dropFirst()
            guard let back = count.isEmpty ? 1 : Int(count), back >= 0 else {
                throw .malformedReference(text, reason: "~ takes a whole number of revisions back, e.g. @~1")
            }
            selector = .back(back)
        } else if rest.hasPrefix("sha:") {
            let prefix = rest.dropFirst(4).lowercased()
            guard prefix.count >= 4, prefix.allSatisfy(\.isHexDigit) else {
                throw .malformedReference(text, reason: "sha: takes at least 4 hexadecimal digits of a content hash")
            }
            selector = .hashPrefix(prefix)
        } else {
            selector = .tag(rest)
        }
    }

    /// The number a `head`, `number` or `back` selector names among revisions 1…`head`, or nil
    /// for tag and hash selectors (which need a lookup).
    /// - Parameter subject: what the numbers belong to, for messages (`feed`, `dataset topapps`).
    func number(head: Int, subject: String) throws -> Int? {
        switch selector {
        case .head:
            return head
        case .number(let number):
            guard number <= head else { throw ServiceError.noSuchRevision(description, reason: "\(subject) has revisions 1…\(head)") }
            return number
        case .back(let back):
            guard back < head else {
                throw ServiceError.noSuchRevision(description, reason: "\(subject) has only \(head) revision\(head == 1 ? "" : "s")")
            }
            return head - back
        case .tag, .hashPrefix:
            return nil
        }
    }

    public var description: String {
        switch selector {
        case .head: name
        case .number(let n): "\(name)@\(n)"
        case .back(let n): "\(name)@~\(n)"
        case .tag(let t): "\(name)@\(t)"
        case .hashPrefix(let p): "\(name)@sha:\(p)"
        }
    }
}
