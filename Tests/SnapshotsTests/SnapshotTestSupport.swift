@testable import Snapshots

typealias Failure = SnapshotError<String, String>

/// Builds a snapshot from a literal layout, for tests.
func snapshot(_ layout: [(String, [String])]) throws -> StringSnapshot {
    try StringSnapshot(sections: layout.map { (id: $0.0, items: $0.1) })
}

/// The layout of a snapshot as plain arrays, for comparisons in tests.
func layout(_ snapshot: StringSnapshot) -> [[String]] {
    snapshot.sectionIdentifiers.map { [$0] + ((try? snapshot.itemIdentifiers(inSection: $0)) ?? []) }
}

/// Builds an index path, for tests.
func path(_ section: Int, _ item: Int) -> ItemIndexPath { ItemIndexPath(section: section, item: item) }

/// Builds an item move, for tests.
func move(_ from: (Int, Int), _ to: (Int, Int)) -> ItemMove {
    ItemMove(from: path(from.0, from.1), to: path(to.0, to.1))
}
typealias Operation = SnapshotOperation<String, String>
