/// The values of a ``TextTable``'s body, read one at a time: a listing that already holds its
/// text hands out bytes, so a long table is written without a `String` per value.
public protocol TextTableBody {
    /// The number of rows.
    var rowCount: Int { get }
    /// Calls `body` with the UTF-8 of the value in `row` and `column` (empty when there is none).
    func withValue<R>(row: Int, column: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
}
