import CatalogService

/// `catalog tag` and `catalog tags`.
public enum RevisionTagPrinter {
    /// The tags of one layout.
    public static func write(_ tags: [RevisionTag], layout name: String, on console: Console) {
        if tags.isEmpty {
            console.print("\(name) has no tags")
            return
        }
        console.table(
            [.init("TAG"), .init("REVISION"), .init("HASH"), .init("DATE")],
            tags.map { [$0.label, "\(name)@\($0.revision)", String($0.contentHash.prefix(12)), $0.createdAt] })
    }

    /// `tagged feed@2 as release-4.2`.
    public static func writeSet(_ tag: RevisionTag, layout name: String, on console: Console) {
        console.print("tagged \(name)@\(tag.revision) as \(tag.label)")
    }

    /// `deleted tag release-4.2 from feed@2`.
    public static func writeDeleted(_ tag: RevisionTag, layout name: String, on console: Console) {
        console.print("deleted tag \(tag.label) from \(name)@\(tag.revision)")
    }
}
