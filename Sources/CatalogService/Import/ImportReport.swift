/// What importing a folder or files did.
public struct ImportReport: Sendable, Hashable, Encodable {
    public var layouts: [AddedLayout]
    public var datasets: [AddedDataset]
}
