extension DiffableSnapshot {
    /// The same sections and items with no reload or reconfigure marks: what
    /// `dataSource.snapshot()` hands back after an `apply`, and so the starting point for the
    /// next set of changes.
    public var clearingMarks: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }
}
