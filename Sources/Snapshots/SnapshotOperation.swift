/// One step of an operations script, named after the `NSDiffableDataSourceSnapshot` method it
/// performs.
///
/// Scripts are written one key per step (see ``SnapshotOperation/init(from:)``) and applied in
/// order with ``DiffableSnapshot/apply(_:)-(SnapshotOperation<SectionID,ItemID>)``.
public enum SnapshotOperation<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// `appendSections(_:)`.
    case appendSections([SectionID])
    /// `appendItems(_:toSection:)`; `nil` means the last section.
    case appendItems([ItemID], toSection: SectionID?)
    /// `insertItems(_:beforeItem:)` or `insertItems(_:afterItem:)`.
    case insertItems([ItemID], at: SnapshotPlacement<ItemID>)
    /// `moveItem(_:beforeItem:)` or `moveItem(_:afterItem:)`.
    case moveItem(ItemID, to: SnapshotPlacement<ItemID>)
    /// `deleteItems(_:)`.
    case deleteItems([ItemID])
    /// `deleteAllItems()`.
    case deleteAllItems
    /// `reloadItems(_:)`.
    case reloadItems([ItemID])
    /// `reconfigureItems(_:)`.
    case reconfigureItems([ItemID])
    /// `insertSections(_:beforeSection:)` or `insertSections(_:afterSection:)`.
    case insertSections([SectionID], at: SnapshotPlacement<SectionID>)
    /// `moveSection(_:beforeSection:)` or `moveSection(_:afterSection:)`.
    case moveSection(SectionID, to: SnapshotPlacement<SectionID>)
    /// `deleteSections(_:)`.
    case deleteSections([SectionID])
    /// `reloadSections(_:)`.
    case reloadSections([SectionID])

    /// The step's key in a script, which is the snapshot method's base name.
    public var name: String {
        switch self {
        case .appendSections: "appendSections"
        case .appendItems: "appendItems"
        case .insertItems: "insertItems"
        case .moveItem: "moveItem"
        case .deleteItems: "deleteItems"
        case .deleteAllItems: "deleteAllItems"
        case .reloadItems: "reloadItems"
        case .reconfigureItems: "reconfigureItems"
        case .insertSections: "insertSections"
        case .moveSection: "moveSection"
        case .deleteSections: "deleteSections"
        case .reloadSections: "reloadSections"
        }
    }
}

/// A failed step of an operations script: which step, what it was, and why it failed.
public struct SnapshotOperationError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error, Equatable, CustomStringConvertible {
    /// The 0-based index of the failing step.
    public var stepIndex: Int
    /// The failing step.
    public var operation: SnapshotOperation<SectionID, ItemID>
    /// Why the snapshot refused it.
    public var error: SnapshotError<SectionID, ItemID>

    /// Creates the error for a failed step.
    public init(stepIndex: Int, operation: SnapshotOperation<SectionID, ItemID>, error: SnapshotError<SectionID, ItemID>) {
        self.stepIndex = stepIndex
        self.operation = operation
        self.error = error
    }

    /// For example `step 3 (moveItem): item identifiers not in the snapshot: "x"`.
    public var description: String { "step \(stepIndex) (\(operation.name)): \(error)" }
}

extension DiffableSnapshot {
    /// Performs one script step.
    ///
    /// - Throws: The ``SnapshotError`` the corresponding method throws; the snapshot is unchanged.
    public mutating func apply(_ operation: SnapshotOperation<SectionID, ItemID>) throws(SnapshotError<SectionID, ItemID>) {
        switch operation {
        case .appendSections(let sections): try appendSections(sections)
        case .appendItems(let items, let section): try appendItems(items, toSection: section)
        case .insertItems(let items, let placement): try insertItems(items, at: placement)
        case .moveItem(let item, let placement): try moveItem(item, to: placement)
        case .deleteItems(let items): try deleteItems(items)
        case .deleteAllItems: deleteAllItems()
        case .reloadItems(let items): try reloadItems(items)
        case .reconfigureItems(let items): try reconfigureItems(items)
        case .insertSections(let sections, let placement): try insertSections(sections, at: placement)
        case .moveSection(let section, let placement): try moveSection(section, to: placement)
        case .deleteSections(let sections): try deleteSections(sections)
        case .reloadSections(let sections): try reloadSections(sections)
        }
    }

    /// Performs script steps in order, all or nothing.
    ///
    /// - Throws: ``SnapshotOperationError`` with the 0-based index of the first failing step;
    ///   the snapshot is then left as it was before the first step.
    public mutating func apply(_ operations: [SnapshotOperation<SectionID, ItemID>]) throws(SnapshotOperationError<SectionID, ItemID>) {
        var result = self
        for (index, operation) in operations.enumerated() {
            do {
                try result.apply(operation)
            } catch {
                throw SnapshotOperationError(stepIndex: index, operation: operation, error: error)
            }
        }
        self = result
    }
}
