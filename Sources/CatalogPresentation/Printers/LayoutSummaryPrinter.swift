import CatalogService

/// `catalog list`: one row per layout.
public enum LayoutSummaryPrinter {
    /// The table, or a sentence when nothing is listed (`filtered`: a tag or search was given).
    public static func write(_ layouts: LayoutSummaries, filtered: Bool, on console: Console) {
        guard !layouts.isEmpty else {
            console.print(filtered ? "No layout matches." : "The catalog is empty.")
            return
        }
        console.table(
            [
                .init("NAME"), .init("TITLE", maxWidth: 40), .init("REVS", alignment: .right), .init("HEAD"), .init("AUTHOR", maxWidth: 24),
                .init("CHANGED"), .init("TAGS"),
            ], body: Rows(layouts: layouts))
    }

    /// The table's values, written from the listing's bytes: a removed layout's name ends in
    /// ` (removed)`, the time is cut to the minute, tags are joined with `, `.
    private struct Rows: TextTableBody {
        var layouts: LayoutSummaries

        var rowCount: Int { layouts.count }

        func withValue<R>(row: Int, column: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            switch column {
            case 0:
                guard layouts.isArchived(at: row) else { return layouts.withText(.name, at: row, body) }
                var removed = layouts.withText(.name, at: row) { String(decoding: $0, as: UTF8.self) } + " (removed)"
                return removed.withUTF8(body)
            case 1: return layouts.withText(.title, at: row, body)
            // Up to 15 bytes a String is held inline, so a number costs no allocation.
            case 2:
                var revisions = String(layouts.headRevision(at: row))
                return revisions.withUTF8(body)
            case 3:
                var head = "@\(layouts.headRevision(at: row))"
                return head.withUTF8(body)
            case 4: return layouts.withText(.lastAuthor, at: row, body)
            case 5: return layouts.withText(.lastChanged, at: row) { LayoutSummaryPrinter.minute($0, body) }
            default: return tags(row, body)
            }
        }

        private func tags<R>(_ row: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            var length = 0
            var count = 0
            layouts.forEachTag(at: row) { tag in
                length += tag.count
                count += 1
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, length + 2 * max(0, count - 1))) { buffer in
                var end = 0
                var isFirst = true
                layouts.forEachTag(at: row) { tag in
                    if !isFirst {
                        buffer[end] = UInt8(ascii: ",")
                        buffer[end + 1] = UInt8(ascii: " ")
                        end += 2
                    }
                    isFirst = false
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<(end + tag.count)]).initialize(from: tag)
                    end += tag.count
                }
                return body(UnsafeBufferPointer(rebasing: buffer[0..<end]))
            }
        }
    }

    /// `2026-11-22T02:45:55.959Z` → `2026-11-22 02:45`.
    static func minute(_ timestamp: String) -> String {
        var timestamp = timestamp
        return timestamp.withUTF8 { bytes in minute(bytes) { String(decoding: $0, as: UTF8.self) } }
    }

    /// `minute` on the timestamp's UTF-8.
    static func minute<R>(_ timestamp: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let length = min(timestamp.count, 16)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            for index in 0..<length {
                buffer[index] = index == 10 && timestamp[index] == UInt8(ascii: "T") ? UInt8(ascii: " ") : timestamp[index]
            }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
    }
}
