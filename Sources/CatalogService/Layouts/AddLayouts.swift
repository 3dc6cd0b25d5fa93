import CatalogStore
import LayoutModel

extension Catalog {
    /// Validates every document first; if any has an error, throws
    /// `ServiceError.invalidDocuments` and writes nothing. Otherwise adds each as a new
    /// revision in one transaction, with the document's text kept beside its canonical form.
    /// A document whose text equals the head's is skipped (`.unchanged`); one whose content
    /// equals the head's but whose text differs (comments, formatting) is a text-only revision.
    /// - Parameters:
    ///   - documents: the files' paths and texts; errors name the path.
    ///   - author: recorded on each revision and audit event.
    ///   - message: the revisions' message, if any.
    ///   - expectedHead: refuse unless the layout's head is this revision number (0 for a
    ///     layout that must not exist yet); only with a single document.
    public func add(_ documents: [SourceDocument], author: String, message: String?, expectedHead: Int? = nil) throws -> [AddedLayout] {
        // The catalog's data is read only for documents that may go by kind: the lint rules
        // that look at it are about sectionsByKind, and the read costs every other add time.
        let data = documents.contains { $0.text.contains("sectionsByKind") } ? try database.read(Self.dataSectionIdentifiers) : nil
        let reports = documents.map { DocumentReport.check($0, dataSectionIdentifiers: data) }
        if reports.contains(where: { !$0.errors.isEmpty }) { throw ServiceError.invalidDocuments(reports) }
        let checked = reports.compactMap { report in report.definition.map { (report, $0) } }
        var files: [String: [String]] = [:]
        for (report, definition) in checked { files[definition.name, default: []].append(report.document.path) }
        if let (name, paths) = files.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count > 1 }) {
            throw ServiceError.duplicateName(name, files: paths)
        }
        if expectedHead != nil, checked.count != 1 {
            throw ServiceError.expectedHeadNeedsOneDocument(count: checked.count)
        }
        let timestamp = now
        return try database.write { store in
            try checked.map { report, definition in
                try Self.store(
                    definition, from: report, in: store, author: author, message: message ?? "",
                    expectedHead: expectedHead, timestamp: timestamp)
            }
        }
    }

    static func store(
        _ definition: LayoutDefinition, from report: DocumentReport, in store: StoreAccess, author: String, message: String,
        expectedHead: Int?, timestamp: String
    ) throws -> AddedLayout {
        try Self.store(
            definition, file: report.document.path, warnings: report.warnings.map { $0.formatted(file: report.document.path) },
            in: store, author: author, message: message, expectedHead: expectedHead, timestamp: timestamp,
            details: ["file": .string(report.document.path)], sourceText: report.document.text)
    }

    /// Stores a definition as the layout's new head unless the head has that content already.
    /// - Parameters:
    ///   - file: where the definition came from, as the result names it.
    ///   - details: recorded in the audit event beside the revision's own fields.
    ///   - sourceText: the document as the author wrote it, kept beside the canonical form; a
    ///     different text with the head's content is a text-only revision. Nil (a layout read
    ///     from Swift code) keeps no text and compares content only.
    static func store(
        _ definition: LayoutDefinition, file: String, warnings: [String], in store: StoreAccess, author: String, message: String,
        expectedHead: Int?, timestamp: String, details: [String: JSONValue], sourceText: String? = nil
    ) throws -> AddedLayout {
        let canonical = definition.canonicalText
        let hash = ContentHash.sha256(canonical)
        let source = sourceText.map { (text: $0, hash: ContentHash.sha256($0)) }
        var layout = try store.layout(named: definition.name)
        let head = try layout.flatMap { try $0.id.flatMap(store.headRevision) }
        if let expectedHead, expectedHead != (head?.number ?? 0) {
            throw ServiceError.headMoved(layout: definition.name, expected: expectedHead, actual: head?.number ?? 0)
        }
        var status = AddedLayout.Status.revised
        if layout == nil {
            layout = try store.insertLayout(name: definition.name, createdAt: timestamp)
            status = .created
        } else if let existing = layout, existing.isArchived, let id = existing.id {
            try store.setArchived(layoutId: id, at: nil)
            status = .restored
        }
        // A head stored before the catalog kept authors' text has none; a file that is exactly its
        // canonical YAML (what `export` wrote for it) says nothing new, so it is no text-only
        // revision either — else the first import after an upgrade would record one per layout.
        let sameText =
            source == nil || head?.sourceHash == source?.hash
            || (head?.sourceHash == nil && source?.text == definition.yamlText)
        if let head, head.contentHash == hash, sameText {
            // Same content and text as the head: no new revision (a restore only lifts the archive flag).
            if status == .restored {
                try store.appendAudit(Audit.archive(false, layout: definition.name, head: head, actor: author), at: timestamp)
            }
            return AddedLayout(
                file: file, name: definition.name, status: status == .restored ? .restored : .unchanged,
                revision: head.number, contentHash: hash, isTextOnly: false, warnings: warnings)
        }
        guard let layoutId = layout?.id else { throw ServiceError.internalFault("the layout row just written has no id") }
        let revision = try store.appendRevision(
            layoutId: layoutId, contentHash: hash, definition: canonical, author: author,
            message: message, createdAt: timestamp, source: source)
        try store.appendAudit(
            Audit.revision(
                revision, layout: definition.name, action: status.auditAction, actor: author,
                extra: details), at: timestamp)
        return AddedLayout(
            file: file, name: definition.name, status: status, revision: revision.number,
            contentHash: hash, isTextOnly: head?.contentHash == hash, warnings: warnings)
    }
}
