/// A terminal window's size in character cells: the budget a terminal drawing fits.
public struct TerminalSize: Sendable, Hashable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What to assume without a terminal to ask: the classic 80 × 24.
    public static let fallback = TerminalSize(columns: 80, rows: 24)
}
