/// How an incoming history (from a bundle) lines up with the local one.
///
/// Revisions are matched by position, never by identity alone, so a history that returns to
/// earlier content (A, B, A) keeps all three revisions:
/// 1. the common prefix: positions where both sides hold the same change;
/// 2. the rest of the incoming history, whose longest leading run already present in the local
///    history after the prefix (from an earlier merge of the same bundle) is matched there;
/// 3. everything after that run is appended after the local head, in order.
struct HistoryAlignment: Equatable {
    /// Incoming position → local position (0-based) for changes already here.
    var matched: [Int: Int]
    /// Incoming positions appended after the local head, in order.
    var appended: [Int]
    /// True when the local history has changes the incoming one lacks before the appended ones.
    var diverged: Bool

    static func align(local: [RevisionIdentity], incoming: [RevisionIdentity]) -> HistoryAlignment {
        var prefix = 0
        while prefix < local.count, prefix < incoming.count, local[prefix] == incoming[prefix] { prefix += 1 }
        var matched = Dictionary(uniqueKeysWithValues: (0..<prefix).map { ($0, $0) })
        let rest = Array(incoming[prefix...])
        guard !rest.isEmpty else { return HistoryAlignment(matched: matched, appended: [], diverged: false) }
        if prefix == local.count {
            return HistoryAlignment(matched: matched, appended: Array(prefix..<incoming.count), diverged: false)
        }
        // Find the longest leading run of `rest` that appears contiguously after the prefix.
        var best = (length: 0, start: 0)
        for start in prefix..<local.count {
            var length = 0
            while length < rest.count, start + length < local.count, local[start + length] == rest[length] { length += 1 }
            if length > best.length { best = (length, start) }
        }
        for offset in 0..<best.length { matched[prefix + offset] = best.start + offset }
        return HistoryAlignment(matched: matched, appended: Array((prefix + best.length)..<incoming.count), diverged: true)
    }
}
