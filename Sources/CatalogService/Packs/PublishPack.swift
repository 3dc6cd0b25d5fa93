import CatalogRuntime
import CatalogStore
import Foundation
import LayoutEngine
import LayoutModel

extension Catalog {
    /// Writes a signed layout pack (docs/layout-packs.md, format 2) and records it in the audit
    /// trail.
    ///
    /// Every layout must first resolve on every device of `catalog devices` — the check
    /// `review` runs, in portrait and left to right, each device on its newest iOS — or nothing
    /// is written. Then, in one write transaction: the layouts are read again (a tag moved since
    /// is an error), the channel's next sequence is taken (above `after` if given), the
    /// catalog's revoked keys and the new ones go into the manifest, the pack is built with the
    /// audit trail's head and signed with every key, its audit event is appended, the channel's
    /// sequence and the revocations are recorded, and the file is written last; if the
    /// transaction cannot commit, the file is put back as it was and no number was used.
    public func publish(_ request: PublishRequest, actor: String) throws -> PublishedPack {
        guard request.keyPaths.count <= LayoutPackLimits.maximumSignatures else { throw PackError.tooManyKeys(request.keyPaths.count) }
        let keys = try request.keyPaths.map { try PackKeys.signingKey(at: $0) }
        let keyIDs = keys.map(\.publicKey.keyID)
        for (index, keyID) in keyIDs.enumerated() where keyIDs.firstIndex(of: keyID) != index {
            throw PackError.duplicateKey(keyID, paths: zip(request.keyPaths, keyIDs).filter { $0.1 == keyID }.map(\.0))
        }
        guard !keys.isEmpty else { throw ServiceError.missingKey(.signing) }
        let revokeKeyIDs = try request.revokeKeyIDs.map(PackKeys.keyID(naming:))
        var tag: String?
        if case .tag(let label) = request.selection { tag = label }
        guard let channel = request.channel ?? tag else { throw PackError.noChannel }
        guard PackKeys.isChannel(channel) else { throw PackError.malformedChannel(channel) }
        guard PublishRequest.lifetimes.contains(request.lifetime) else { throw PackError.durationOutOfRange("\(Int(request.lifetime)) s") }
        let selected = try database.read { store in try Self.publishedRevisions(request.selection, in: store) }
        for name in request.minimumAppVersions.keys where !selected.contains(where: { $0.name == name }) {
            throw PackError.versionForUnpublishedLayout(name)
        }
        try Self.checkResolvesEverywhere(selected)
        let target = try Self.packTarget(request.outPath, force: request.force)
        let previous = target.exists ? try? Data(contentsOf: target.url) : nil
        let date = clock()
        let timestamp = Timestamp.string(date)
        let expires = Timestamp.string(date.addingTimeInterval(request.lifetime))
        var wroteFile = false
        do {
            return try database.write { store in
                let current = try Self.publishedRevisions(request.selection, in: store)
                guard current.map(\.contentHash) == selected.map(\.contentHash), current.map(\.number) == selected.map(\.number) else {
                    throw ServiceError.publishedLayoutsChanged
                }
                let head = try store.latestAuditEvent()?.hash ?? AuditEventRecord.genesisHash
                let alreadyRevoked = Set(try store.packKeyRevocations().map(\.keyID))
                let revoked = alreadyRevoked.union(revokeKeyIDs).sorted()
                for (keyID, path) in zip(keyIDs, request.keyPaths) where revoked.contains(keyID) {
                    throw PackError.signingKeyRevoked(keyID, path: path)
                }
                // The number is the channel's next, in this transaction: a publish that does not
                // commit uses none, and two never share one.
                let last = max(try store.packChannel(channel)?.sequence ?? 0, request.after ?? 0)
                guard last < LayoutPackLimits.maximumSequence else { throw PackError.sequenceExhausted(channel: channel) }
                let sequence = last + 1
                let entries = current.map { revision in
                    LayoutPackManifest.Entry(
                        name: revision.name, revision: revision.number, contentHash: revision.contentHash,
                        minimumAppVersion: request.minimumAppVersions[revision.name] ?? request.minimumAppVersion)
                }
                let format = CatalogRuntime.packFormat
                let manifest = LayoutPackManifest(
                    format: format, minimumRuntimeVersion: CatalogRuntime.minimumVersion(format: format, toBuild: current.map(\.definition)),
                    created: timestamp, auditHead: head, tag: tag, channel: channel, sequence: sequence, expires: expires,
                    revokedKeys: revoked, layouts: entries)
                let data = try LayoutPackWriter.pack(manifest, canonicalTexts: current.map(\.canonicalText), signedWith: keys)
                let packHash = ContentHash.sha256(data)
                let layouts = entries.map {
                    PublishedPack.Layout(
                        name: $0.name, revision: $0.revision, contentHash: $0.contentHash, minimumAppVersion: $0.minimumAppVersion.description)
                }
                let newlyRevoked = revoked.filter { !alreadyRevoked.contains($0) }
                let event = try store.appendAudit(
                    Audit.packPublished(
                        packHash: packHash, file: target.url.lastPathComponent, keyIDs: keyIDs, newlyRevoked: newlyRevoked,
                        manifest: manifest, actor: actor),
                    at: timestamp)
                let eventID = event.id ?? 0
                try store.recordPackPublished(
                    PackChannelRecord(
                        channel: channel, sequence: sequence, packHash: packHash, keyIDs: keyIDs,
                        publishedAt: timestamp, auditEventId: eventID))
                try store.revokePackKeys(newlyRevoked, at: timestamp, auditEventId: eventID)
                do {
                    try data.write(to: target.url, options: .atomic)
                } catch {
                    throw ServiceError.unsafePath(request.outPath, reason: "cannot write: \(error.localizedDescription)")
                }
                wroteFile = true
                return PublishedPack(
                    path: request.outPath, outcome: target.exists ? .replaced : .written, packHash: packHash, bytes: data.count,
                    keyIDs: keyIDs, format: manifest.format, minimumRuntimeVersion: manifest.minimumRuntimeVersion.description,
                    created: manifest.created, auditHead: head, tag: tag, channel: channel, sequence: sequence, expires: expires,
                    revokedKeys: revoked, newlyRevokedKeys: newlyRevoked, layouts: layouts, devices: Device.all.map(\.id), auditEvent: eventID)
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
                    throw ServiceError.duplicateLayoutInPack(found.name)
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
    /// trail alone says what was published, when, for which channel with which sequence and
    /// expiry, at which point of the trail, with which keys, and which keys it revoked.
    static func packPublished(
        packHash: String, file: String, keyIDs: [String], newlyRevoked: [String], manifest: LayoutPackManifest,
        actor: String
    ) -> AuditEntry {
        var details: [String: JSONValue] = [
            "packHash": .string(packHash), "file": .string(file), "keyIDs": .array(keyIDs.map(JSONValue.string)),
            "format": .number(Double(manifest.format)), "created": .string(manifest.created), "auditHead": .string(manifest.auditHead),
            "sequence": .number(Double(manifest.sequence)),
            "layouts": .array(
                manifest.layouts.map { entry in
                    .object([
                        "name": .string(entry.name), "revision": .number(Double(entry.revision)), "contentHash": .string(entry.contentHash),
                        "minimumAppVersion": .string(entry.minimumAppVersion.description),
                    ])
                }),
        ]
        if let tag = manifest.tag { details["tag"] = .string(tag) }
        if let channel = manifest.channel { details["channel"] = .string(channel) }
        if let expires = manifest.expires { details["expires"] = .string(expires) }
        if !manifest.revokedKeys.isEmpty { details["revokedKeys"] = .array(manifest.revokedKeys.map(JSONValue.string)) }
        if !newlyRevoked.isEmpty { details["revokes"] = .array(newlyRevoked.map(JSONValue.string)) }
        return AuditEntry(actor: actor, action: "pack.publish", subject: "pack:\(packHash)", details: .object(details))
    }
}
