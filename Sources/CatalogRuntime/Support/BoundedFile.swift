import Foundation

/// Reads a regular file of at most `limit` bytes: the pack reader and the store's small files
/// share it. Anything but a regular file (a pipe, a device) is refused before it is opened and
/// the size is checked before any byte is read, so neither a huge file nor one that never ends
/// costs anything; a file that grew since is caught by reading one byte past the limit.
enum BoundedFile {
    enum Failure: Error {
        case notRegularFile
        case tooLarge(bytes: Int)
        /// The system's words.
        case unreadable(String)
    }

    static func read(_ url: URL, limit: Int) throws(Failure) -> Data {
        let data: Data
        do {
            // The file a symbolic link names is what is read, so its attributes are checked.
            let attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { throw Failure.notRegularFile }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= limit else { throw Failure.tooLarge(bytes: size) }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            if #available(iOS 13.4, macOS 10.15.4, *) {
                data = try handle.read(upToCount: limit + 1) ?? Data()
            } else {
                // iOS 13.0–13.3 have only the older read, which raises instead of throwing; the
                // file was just checked to be a regular file.
                data = handle.readData(ofLength: limit + 1)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .unreadable(error.localizedDescription)
        }
        guard data.count <= limit else { throw .tooLarge(bytes: data.count) }
        return data
    }
}
