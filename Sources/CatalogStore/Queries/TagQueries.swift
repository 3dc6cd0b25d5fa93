import GRDB

extension StoreAccess {
    /// The tags of a layout, by label.
    public func tags(layoutId: Int64) throws -> [RevisionTagRecord] {
        try RevisionTagRecord.filter(Column("layout_id") == layoutId).order(Column("label")).fetchAll(db)
    }

    /// The tag with this label on a layout.
    public func tag(layoutId: Int64, label: String) throws -> RevisionTagRecord? {
        try RevisionTagRecord.filter(Column("layout_id") == layoutId && Column("label") == label).fetchOne(db)
    }
}
