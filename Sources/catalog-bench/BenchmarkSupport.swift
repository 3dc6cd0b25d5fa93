import Foundation

// Shared by every benchmark suite: timing, memory, tables, reproducible randomness.

/// Medians of wall-clock time and of this thread's CPU time; on a shared machine the CPU time
/// leaves out the time spent waiting for a core.
func medianMilliseconds(runs: Int, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    body()
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUNanoseconds()
        body()
        cpu.append(Double(threadCPUNanoseconds() - cpuStart) / 1e6)
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e6)
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func format(_ milliseconds: Double) -> String {
    String(format: milliseconds < 1 ? "%.3f" : "%.1f", milliseconds)
}

func printTable(_ rows: [[String]]) {
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for (index, row) in rows.enumerated() {
        let cells = row.enumerated().map { column, cell in
            column < 2
                ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                : String(repeating: " ", count: widths[column] - cell.count) + cell
        }
        print(cells.joined(separator: "  "))
        if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}

/// SplitMix64, for reproducible identifiers.
struct BenchmarkRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * index)) }
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
                byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }
}

/// Peak resident set size (VmHWM) in MB, from /proc/self/status.
func peakRSSMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Double($0) }
        if let kilobytes = digits.first { return kilobytes / 1024 }
    }
    return nil
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
