import CatalogRuntime
import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel

extension Catalog {
    /// Writes a signed layout pack (docs/layout-packs.md) and records it in the audit trail.
    ///
    /// Every layout must first resolve on every device of `catalog devices` — the check
    /// `review` runs, in portrait and left to right, each device on its newest iOS — or nothing
    /// is written. Then, in one write transaction: the layouts are read again (a tag moved since
    /// is an error), the pack is built with the audit trail's head, signed, its audit event is
    /// appended, and the file is written last; if the transaction cannot commit, the file is put
    /// back as it was.
    public func publish(_ request: PublishRequest, actor: String) throws -> PublishedPack {
        let key = try PackKeys.signingKey(at: request.keyPath)
        let selected = try database.read { store in try Self.publishedRevisions(request.selection, in: store) }
        for name in request.minimumAppVersions.keys where !selected.contains(where: { $0.name == name }) {
            throw PackError.versionForUnpublishedLayout(name)
        }
        try Self.checkResolvesEverywhere(selected)
        let target = try Self.packTarget(request.outPath, force: request.force)
        let previous = target.exists ? try? Data(contentsOf: target.url) : nil
        let timestamp = now
        var wroteFile = false
        do {
            return try database.write { store in
                let current = try Self.publishedRevisions(request.selection, in: store)
                guard current.map(\.contentHash) == selected.map(\.contentHash), current.map(\.number) == selected.map(\.number) else {
                    throw ServiceError.invalidArgument("the layouts to publish changed while they were checked (a tag moved or a revision was added); publish again")
                }
                let head = try store.latestAuditEvent()?.hash ?? AuditEventRecord.genesisHash
                let entries = current.map { revision in
                    LayoutPackManifest.Entry(name: revision.name, revision: revision.number, contentHash: revision.contentHash,
                                             minimumAppVersion: request.minimumAppVersions[revision.name] ?? request.minimumAppVersion)
                }
                var tag: String?
                if case .tag(let label) = request.selection { tag = label }
                let manifest = LayoutPackManifest(minimumRuntimeVersion: CatalogRuntime.minimumVersion(toBuild: current.map(\.definition)),
                                                  created: timestamp, auditHead: head, tag: tag, layouts: entries)
                let data = try LayoutPackWriter.pack(manifest, canonicalTexts: current.map(\.canonicalText), signedWith: key)
                let packHash = ContentHash.sha256(data)
                let layouts = entries.map {
                    PublishedPack.Layout(name: $0.name, revision: $0.revision, contentHash: $0.contentHash, minimumAppVersion: $0.minimumAppVersion.description)
                }
                let event = try store.appendAudit(
                    Audit.packPublished(packHash: packHash, file: target.url.lastPathComponent, keyID: key.publicKey.keyID, manifest: manifest, actor: actor),
                    at: timestamp)
                do {
                    try data.write(to: target.url, options: .atomic)
                } catch {
                    throw ServiceError.unsafePath(request.outPath, reason: "cannot write: \(error.localizedDescription)")
                }
                wroteFile = true
                return PublishedPack(
                    path: request.outPath, outcome: target.exists ? .replaced : .written, packHash: packHash, bytes: data.count,
                    keyID: key.publicKey.keyID, format: manifest.format, minimumRuntimeVersion: manifest.minimumRuntimeVersion.description,
                    created: manifest.created, auditHead: head, tag: tag, layouts: layouts, devices: Device.all.map(\.id),
                    auditEvent: event.id ?? 0)
            }
        } catch {
            // The file is the transaction's last step: if the commit failed after it, undo it.
            if wroteFile {
                if let previous { try? previous.write(to: target.url, options: .atomic) } else { try? FileManager.default.removeItem(at: target.url) }
            }
            throw error
        }
    }

    /// The revisions a selection names, in name order for a tag and as given for names.
    static func publishedRevisions(_ selection: PublishRequest.Selection, in store: StoreAccess) throws -> [StoredRevision] {
        switch selection {
        case .tag(let label):
            let listings = try store.layoutListings(includeArchived: false)
            var revisions: [StoredRevision] = []
            for listing in listings.sorted(by: { $0.layout.name < $1.layout.name }) {
                guard let id = listing.layout.id, try store.tag(layoutId: id, label: label) != nil else { continue }
                revisions.append(try revision(RevisionReference(name: listing.layout.name, selector: .tag(label)), in: store))
            }
            guard !revisions.isEmpty else { throw PackError.noLayoutsTagged(label) }
            return revisions
        case .layouts(let references):
            var revisions: [StoredRevision] = []
            for reference in references {
                let found = try revision(reference, in: store)
                guard !revisions.contains(where: { $0.name == found.name }) else {
                    throw ServiceError.invalidArgument("\(found.name) is named twice; a pack holds one revision of each layout")
                }
                revisions.append(found)
            }
            return revisions
        }
    }

    /// Resolves every layout on every device as `review` does (`Review.screen`), collecting
    /// every failure.
    static func checkResolvesEverywhere(_ revisions: [StoredRevision]) throws {
        var failures: [UnresolvedLayout] = []
        for revision in revisions {
            let layout = ReviewedLayout(definition: revision.definition, origin: "\(revision.name)@\(revision.number)", text: nil)
            for device in Device.all {
                do {
                    _ = try Review.screen(before: nil, after: layout, device: device, direction: .leftToRight)
                } catch let ServiceError.cannotResolve(_, reason) {
                    failures.append(UnresolvedLayout(layout: layout.origin, device: device.id, reason: reason))
                } catch {
                    // The sample data is laid out first, and may find the same problem.
                    failures.append(UnresolvedLayout(layout: layout.origin, device: device.id, reason: "\(error)"))
                }
            }
        }
        if !failures.isEmpty { throw PackError.doesNotResolve(failures) }
    }

    /// Where the pack goes: the same rules as an export's file (no symlink, an existing folder,
    /// an existing file only with `force`).
    static func packTarget(_ path: String, force: Bool) throws -> (url: URL, exists: Bool) {
        let url = URL(fileURLWithPath: path)
        if SafeOutput.isSymlink(url) { throw ServiceError.unsafePath(path, reason: "is a symbolic link; refusing to write through it") }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw ServiceError.pathIsFolder(path) }
        if exists && !force { throw ServiceError.fileExists(path) }
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ServiceError.unsafePath(path, reason: "the folder \(parent.path) does not exist")
        }
        return (url, exists)
    }
}

extension Audit {
    /// A pack written by `publish`: its hash names it; its manifest's facts are repeated so the
    /// trail alone says what was published, when, at which point of the trail, with which key.
    static func packPublished(packHash: String, file: String, keyID: String, manifest: LayoutPackManifest, actor: String) -> AuditEntry {
        var details: [String: JSONValue] = [
            "packHash": .string(packHash), "file": .string(file), "keyID": .string(keyID), "format": .number(Double(manifest.format)),
            "created": .string(manifest.created), "auditHead": .string(manifest.auditHead),
            "layouts": .array(manifest.layouts.map { entry in
                .object(["name": .string(entry.name), "revision": .number(Double(entry.revision)), "contentHash": .string(entry.contentHash),
                         "minimumAppVersion": .string(entry.minimumAppVersion.description)])
            }),
        ]
        if let tag = manifest.tag { details["tag"] = .string(tag) }
        return AuditEntry(actor: actor, action: "pack.publish", subject: "pack:\(packHash)", details: .object(details))
    }
}
