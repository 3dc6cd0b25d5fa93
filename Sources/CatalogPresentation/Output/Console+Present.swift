extension Console {
    /// `value` as JSON, or as text by `text`.
    public func present<T: Encodable>(_ value: T, as format: ReportFormat, text: (T, Console) -> Void) throws {
        switch format {
        case .json: try json(value)
        case .text: text(value, self)
        }
    }

    /// `value` as JSON, or as a table by `table`.
    public func present<T: Encodable>(_ value: T, as format: ListFormat, table: (T, Console) -> Void) throws {
        switch format {
        case .json: try json(value)
        case .table: table(value, self)
        }
    }
}
