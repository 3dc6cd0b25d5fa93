/// How the gallery prints numbers, dates and hashes: fixed rules, no locale, no clock, so an
/// unchanged catalog gives the same bytes.
enum GalleryFormat {
    /// Points with at most two decimals: `393`, `12.5`.
    static func points(_ value: Double) -> String {
        SVGNumber.format(value)
    }

    /// `2026-11-22 02:45` from a stored `2026-11-22T02:45:55.959Z` (UTC, as stored).
    static func dateTime(_ stored: String) -> String {
        String(stored.prefix(16).map { $0 == "T" ? " " : $0 })
    }

    /// `2026-11-22` from a stored timestamp.
    static func date(_ stored: String) -> String {
        String(stored.prefix(10))
    }

    /// The 12-digit prefix other commands print: `sha:a740d1b51d73`.
    static func hash(_ contentHash: String) -> String {
        "sha:\(contentHash.prefix(12))"
    }

    /// `1 revision`, `3 revisions`.
    static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
