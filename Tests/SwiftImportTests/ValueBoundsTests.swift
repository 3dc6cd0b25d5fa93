import Testing

@testable import SwiftImport

/// Strings and arrays the importer builds while it follows code are bounded (issue 22): a 2.5 KB
/// file doubling a string interpolation 40 times, or `a = a + a` 40 times on an array, grew to
/// 8–10 GB and aborted. The layout is skipped at the expression that passed the limit.
@Suite struct ValueBoundsTests {
    /// Setup lines start on line 5 of `HostileSourceTests.source`, indented 8 spaces.
    static func skipped(_ setup: String) -> ImportDiagnostic? {
        HostileSourceTests.run(HostileSourceTests.source(height: "44", setup: setup)).skipped.first { $0.name == "hostile" }?.reason
    }

    @Test func aStringDoubledByInterpolationStopsPast64KiB() {
        // "ab" doubled k times is 2^(k+1) bytes: the 16th doubling makes 131,072, past 65,536.
        // It is on line 5 + 16 = 21; its literal starts after `        s = `, at column 13.
        let setup = "        var s = \"ab\"\n" + String(repeating: "        s = \"\\(s)\\(s)\"\n", count: 40)
        let reason = Self.skipped(setup)
        #expect(reason?.description == "Hostile.swift:21:13: warning: a string grows past 65536 bytes (131072)")
    }

    @Test func anArrayAddedToItselfStopsPast100000Elements() {
        // [1, 2] doubled k times has 2^(k+1) elements: the 16th doubling would make 131,072,
        // refused before it is built, at its `+` (line 21, after `        a = a `: column 15).
        let setup = "        var a = [1, 2]\n" + String(repeating: "        a = a + a\n", count: 40)
        #expect(Self.skipped(setup)?.description == "Hostile.swift:21:15: warning: an array grows past 100000 elements (131072)")
    }

    @Test func joiningIsCheckedBeforeTheArrayIsBuilt() {
        // Two arrays of 60,000 joined would be 120,000 elements.
        let setup = "        let big = Array(repeating: 0, count: 60000)\n        let both = [big, big].joined()\n"
        #expect(Self.skipped(setup)?.description == "Hostile.swift:6:20: warning: an array grows past 100000 elements (120000)")
    }

    @Test func aLoopGrowingAValueStopsAtTheVolume() {
        // Appending copies the array, and each turn reads it whole: the turns' sizes add up to
        // n²/2, past 20,000,000 after about 6,300 of the 10,000 turns.
        let setup = "        var list: [Int] = []\n        for i in 0..<10000 { list.append(i) }\n"
        let reason = Self.skipped(setup)
        #expect(reason?.message == "the code builds more than 20000000 string bytes and array elements in all (a loop growing a value?)")
        #expect(reason?.position?.line == 6)
        // A thousand turns build about 500,000: within the volume.
        #expect(Self.skipped(setup.replacingOccurrences(of: "10000", with: "1000")) == nil)
    }
}
