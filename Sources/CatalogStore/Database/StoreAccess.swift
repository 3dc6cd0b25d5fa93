import GRDB

/// The store's operations inside one transaction. Handed to `CatalogDatabase.write` and
/// `read` closures, so callers never see SQL or GRDB.
package struct StoreAccess {
    let db: Database
}

extension CatalogDatabase {
    /// Runs `body` in one IMMEDIATE transaction with the store's operations.
    package func write<T>(_ body: (StoreAccess) throws -> T) throws -> T {
        try writeDatabase { db in try body(StoreAccess(db: db)) }
    }

    /// Runs `body` on a consistent snapshot with the store's operations.
    package func read<T>(_ body: (StoreAccess) throws -> T) throws -> T {
        try readDatabase { db in try body(StoreAccess(db: db)) }
    }
}
