import Foundation

/// The times a manifest carries (`created`, `expires`): UTC, ISO 8601, with milliseconds as the
/// catalog writes them (`2026-11-28T04:00:00.000Z`), without them also read.
///
/// `ISO8601DateFormatter` rather than `Date.ISO8601FormatStyle`, which is newer than iOS 13; a
/// formatter is made per call, as reading a pack is rare and a shared one would need a lock.
public enum PackTime {
    /// The date `text` names, or nil when it is not an ISO 8601 time with a zone.
    public static func date(_ text: String) -> Date? {
        guard text.utf8.count <= 40 else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// `date` as a manifest writes it: UTC with milliseconds.
    public static func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: date)
    }
}
