import Foundation

/// This process's resident memory, from Linux's `/proc/self/status` (nil elsewhere): what the
/// updater's oversized-download test measures.
enum ProcessMemory {
    /// The resident set now, in bytes.
    static var residentBytes: Int? { field("VmRSS") }

    /// The highest resident set since the process started or `resetPeak()`, in bytes.
    static var peakBytes: Int? { field("VmHWM") }

    /// Starts the peak afresh (`echo 5 > /proc/self/clear_refs`); false where that is not possible.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    private static func field(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return digits.map { $0 * 1_024 }
        }
        return nil
    }
}
