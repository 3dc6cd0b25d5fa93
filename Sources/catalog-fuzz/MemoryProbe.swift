import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resident memory, from the kernel. On Linux the peak can be reset, so a worker measures each
/// case's own peak and the supervisor can watch a child from outside; elsewhere only the
/// process's peak so far is known.
enum MemoryProbe {
    /// Resets the peak (Linux: writing 5 to clear_refs resets VmHWM); false where unsupported.
    @discardableResult
    static func resetPeak() -> Bool {
        #if os(Linux)
            guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
            defer { try? handle.close() }
            return (try? handle.write(contentsOf: Data("5".utf8))) != nil
        #else
            return false
        #endif
    }

    /// This process's peak resident size in kilobytes.
    static func peakKB() -> Int {
        #if os(Linux)
            if let value = status(of: "self", field: "VmHWM:") { return value }
        #endif
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        #if canImport(Darwin)
            return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
            return Int(usage.ru_maxrss)  // kilobytes on Linux
        #endif
    }

    /// Another process's current resident size in kilobytes, where the system shows it.
    static func residentKB(of pid: Int32) -> Int? {
        #if os(Linux)
            return status(of: String(pid), field: "VmRSS:")
        #else
            return nil
        #endif
    }

    #if os(Linux)
        private static func status(of process: String, field: String) -> Int? {
            guard let text = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
            for line in text.split(separator: "\n") where line.hasPrefix(field) {
                return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            }
            return nil
        }
    #endif
}
