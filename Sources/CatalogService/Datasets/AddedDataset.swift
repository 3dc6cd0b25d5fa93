/// What adding one dataset document did.
public struct AddedDataset: Sendable, Hashable, Encodable {
    public var file: String
    public var name: String
    public var status: AddedLayout.Status
    public var revision: Int
    public var contentHash: String
}
