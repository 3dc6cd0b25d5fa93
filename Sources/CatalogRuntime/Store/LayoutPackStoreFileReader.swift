import Foundation

/// Reads a small file of the store within a limit.
enum LayoutPackStoreFileReader {
    static func read(_ url: URL, limit: Int) throws(LayoutPackStoreError) -> Data {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw LayoutPackStoreError(path: url.path, action: "read", reason: "not a regular file")
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= limit else {
                throw LayoutPackStoreError(path: url.path, action: "read", reason: "\(size) bytes; at most \(limit) are read")
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return try handle.boundedRead(upToCount: limit)
        } catch let error as LayoutPackStoreError {
            throw error
        } catch {
            throw LayoutPackStoreError(path: url.path, action: "read", reason: error.localizedDescription)
        }
    }
}
