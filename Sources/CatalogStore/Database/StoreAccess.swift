import GRDB

/// The store's operations inside one transaction. Handed to `CatalogDatabase.write` and
/// `read` closures, so callers never see SQL or GRDB.
public struct StoreAccess {
    let db: Database
}

extension CatalogDatabase {
    /// Runs `body` in one IMMEDIATE transaction with the store's operations.
    public func write<T>(_ body: (StoreAccess) throws -> T) throws -> T {
        try writeDatabase { db in try body(StoreAccess(db: db)) }
    }

    /// Runs `body` on a consistent snapshot with the store's operations.
    public func read<T>(_ body: (StoreAccess) throws -> T) throws -> T {
        try readDatabase { db in try body(StoreAccess(db: db)) }
    }
}
