import Foundation

/// UTC timestamps as stored: ISO 8601 with milliseconds, e.g. `2026-11-22T02:27:29.123Z`.
public enum Timestamp {
    // `.gmt` rather than `TimeZone(identifier: "UTC")`: the same zero offset, without loading
    // ICU's time-zone data (about a tenth of an `add`).
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// The stored form of a date.
    public static func string(_ date: Date) -> String {
        style.format(date)
    }

    /// Parses a stored timestamp, or a user's `YYYY-MM-DD` / ISO 8601 date.
    public static func date(_ text: String) -> Date? {
        if let date = try? style.parse(text) { return date }
        if let date = try? Date.ISO8601FormatStyle(timeZone: .gmt).parse(text) { return date }
        let day = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
        return try? day.parse(text)
    }
}
