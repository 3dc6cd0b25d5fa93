import CatalogRuntime
import Foundation

/// `catalog keys list`: the pack keys in the files and folders given, each key once with its
/// private and public files, and what the catalog knows of it (revoked; the channels whose
/// newest pack it signed).
public struct KeyListing: Sendable, Encodable {
    /// One key.
    public struct Key: Sendable, Hashable, Encodable {
        public var keyID: String
        /// The private key files holding it (normally one; none when only the public half is here).
        public var privateKeyPaths: [String]
        /// The public key files holding it.
        public var publicKeyPaths: [String]
        /// When `publish --revoke` retired it; nil while it may sign.
        public var revokedAt: String?
        /// The channels whose newest pack it signed, with that pack's sequence.
        public var newestPacks: [Signed]
    }

    /// A channel's newest pack a key signed.
    public struct Signed: Sendable, Hashable, Encodable {
        public var channel: String
        public var sequence: Int
    }

    /// A file that looks like a key (`.key`, `.pub`, or named) but is not one.
    public struct Problem: Sendable, Hashable, Encodable {
        public var path: String
        public var reason: String
    }

    public var keys: [Key] = []
    public var problems: [Problem] = []

    /// Reads the key files: files given are read whatever their names; in folders given, the
    /// `.key` and `.pub` files (not in subfolders), in name order. Keys are listed in the order
    /// their first file was found.
    ///
    /// - Throws: `PackError.noSuchKeyPath` for a path that does not exist.
    static func scan(_ paths: [String]) throws -> KeyListing {
        var listing = KeyListing()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PackError.noSuchKeyPath(path) }
            guard isDirectory.boolValue else {
                listing.read(path)
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            } catch {
                throw PackError.keyFile(path, reason: "cannot list the folder: \(error.localizedDescription)")
            }
            for name in names where name.hasSuffix(".key") || name.hasSuffix(".pub") {
                let file = path == "." ? name : (path.hasSuffix("/") ? path + name : path + "/" + name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                listing.read(file)
            }
        }
        return listing
    }

    /// Adds the key in `path`, or its problem.
    private mutating func read(_ path: String) {
        let text: String
        do {
            text = try PackKeys.keyText(path)
        } catch let PackError.keyFile(_, reason) {
            problems.append(Problem(path: path, reason: reason))
            return
        } catch {
            problems.append(Problem(path: path, reason: "\(error)"))
            return
        }
        // The first word says which half the file claims to be; its own errors name that half.
        if text.hasPrefix("catalog-layout-pack-private-key") {
            do {
                let key = try LayoutPackSigningKey(fileText: text)
                add(key.publicKey.keyID) { $0.privateKeyPaths.append(path) }
            } catch {
                problems.append(Problem(path: path, reason: error.description))
            }
        } else {
            do {
                let key = try LayoutPackPublicKey(fileText: text)
                add(key.keyID) { $0.publicKeyPaths.append(path) }
            } catch {
                problems.append(Problem(path: path, reason: error.description))
            }
        }
    }

    private mutating func add(_ keyID: String, _ update: (inout Key) -> Void) {
        if let index = keys.firstIndex(where: { $0.keyID == keyID }) {
            update(&keys[index])
        } else {
            var key = Key(keyID: keyID, privateKeyPaths: [], publicKeyPaths: [], revokedAt: nil, newestPacks: [])
            update(&key)
            keys.append(key)
        }
    }
}

extension Catalog {
    /// `catalog keys list`: the keys in `paths` (the current folder when empty), with what this
    /// catalog knows of each.
    public func listKeys(_ paths: [String]) throws -> KeyListing {
        var listing = try KeyListing.scan(paths.isEmpty ? ["."] : paths)
        let (revocations, channels) = try database.read { store in (try store.packKeyRevocations(), try store.packChannels()) }
        for index in listing.keys.indices {
            let keyID = listing.keys[index].keyID
            listing.keys[index].revokedAt = revocations.first { $0.keyID == keyID }?.revokedAt
            listing.keys[index].newestPacks = channels.filter { $0.keyIDs.contains(keyID) }.map {
                KeyListing.Signed(channel: $0.channel, sequence: $0.sequence)
            }
        }
        return listing
    }
}
