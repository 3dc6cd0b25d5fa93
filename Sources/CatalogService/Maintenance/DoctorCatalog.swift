import CatalogStore
import Foundation

extension DoctorReport {
    /// Opens the catalog at `location` and puts it through ``Catalog/doctor()``. A file so
    /// damaged that opening it fails (a bad page where its schema is read: "database disk image
    /// is malformed") is opened read-only for the checks instead, so the report still says what
    /// each check found.
    ///
    /// - Parameter location: the catalog file to examine; it must exist.
    public static func examine(at location: CatalogLocation) throws -> DoctorReport {
        let catalog: Catalog
        do {
            catalog = try Catalog.open(location, for: .existing).catalog
        } catch StoreError.database(let message, _) where FileManager.default.fileExists(atPath: location.path) {
            do {
                catalog = try Catalog(location: location, database: CatalogDatabase(path: location.path, create: false, access: .checking))
            } catch {
                throw StoreError.database(message, path: location.path)
            }
        }
        return try catalog.doctor()
    }
}

extension Catalog {
    /// Puts the catalog file through every check it can take without being written: SQLite's
    /// integrity and foreign-key checks, its schema, the audit chain with every content hash
    /// (`verifyAudit`), and rows no command reaches.
    ///
    /// A check that cannot run on a damaged file is reported as `failed` and the others still
    /// run, so one bad page does not hide what else is wrong.
    public func doctor() throws -> DoctorReport {
        // A damaged file may not say its schema: that is the schema check's finding, and the
        // other checks still run.
        let status: Result<SchemaStatus, any Error> = Result { try database.schemaStatus() }
        var checks: [DoctorReport.CheckResult] = []
        func run(_ check: DoctorReport.Check, _ body: () throws -> [DoctorReport.Finding]) {
            do {
                let findings = try body()
                checks.append(.init(check: check, outcome: findings.isEmpty ? .ok : .findings, findings: findings))
            } catch {
                checks.append(.init(check: check, outcome: .failed, findings: [.init(check: check, message: "\(error)")]))
            }
        }
        run(.integrity) {
            try database.integrityProblems().map { DoctorReport.Finding(check: .integrity, message: $0) }
        }
        run(.foreignKeys) {
            try database.foreignKeyViolations().map {
                DoctorReport.Finding(check: .foreignKeys, table: $0.table, rowID: $0.rowID, message: "refers to a missing \($0.parent) row")
            }
        }
        // A newer schema never gets this far (opening refuses it); an older one is fine to read
        // and is upgraded by the next write, so it is reported, not counted as a finding.
        run(.schema) {
            try status.get().unknown.map { DoctorReport.Finding(check: .schema, message: "migration \($0) is unknown to this catalog") }
        }
        var audit: AuditVerification?
        run(.audit) {
            let result = try verifyAudit()
            audit = result
            return result.problems.map {
                DoctorReport.Finding(check: .audit, table: $0.table.rawValue, rowID: $0.rowID == 0 ? nil : $0.rowID, message: $0.message)
            }
        }
        run(.orphans) {
            try database.orphans().map { DoctorReport.Finding(check: .orphans, table: $0.table, rowID: $0.rowID, message: $0.problem) }
        }
        return DoctorReport(
            path: location.path,
            schema: .init(
                version: (try? status.get())?.version ?? 0, supportedVersion: CatalogDatabase.supportedSchemaVersion,
                pending: (try? status.get())?.pending ?? []),
            eventCount: audit?.eventCount ?? 0, revisionCount: audit?.revisionCount ?? 0, headHash: audit?.headHash, checks: checks)
    }
}
