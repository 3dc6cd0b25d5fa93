import Foundation

extension FileHandle {
    /// At most `count` bytes from the current offset, on every iOS the runtime supports.
    /// `read(upToCount:)` arrived in iOS 13.4; before it only `readData(ofLength:)` exists, which
    /// raises an Objective-C exception instead of throwing, so callers check the file is a regular
    /// one first.
    func boundedRead(upToCount count: Int) throws -> Data {
        if #available(iOS 13.4, macOS 10.15.4, *) {
            return try read(upToCount: count) ?? Data()
        }
        return readData(ofLength: count)
    }
}
