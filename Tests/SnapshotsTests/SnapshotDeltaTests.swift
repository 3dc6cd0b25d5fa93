import CatalogTestSupport
import Foundation
import Testing

@testable import Snapshots

@Suite struct SnapshotDeltaTests {
    @Test(arguments: [11, 12, 13] as [UInt64])
    func applyingTheDeltaGivesBackTheTargetExactly(seed: UInt64) throws {
        var generator = RandomSnapshots(seed: seed)
        for _ in 0..<1_000 {
            let (old, new) = try generator.pair()
            let delta = old.delta(to: new)
            #expect(try old.applying(delta) == new)
        }
    }

    @Test func deltasRoundTripThroughJSON() throws {
        var generator = RandomSnapshots(seed: 21)
        for _ in 0..<300 {
            let (old, new) = try generator.pair()
            let delta = SnapshotDelta.delta(from: old, to: new)
            let decoded = try JSONDecoder().decode(SnapshotDelta<String, String>.self, from: Data(delta.jsonString().utf8))
            #expect(decoded == delta)
            let viaCodable = try JSONDecoder().decode(SnapshotDelta<String, String>.self, from: JSONEncoder().encode(delta))
            #expect(viaCodable == delta)
            #expect(try decoded.apply(to: old) == new)
        }
    }

    @Test func snapshotsRoundTripThroughJSON() throws {
        var generator = RandomSnapshots(seed: 22)
        for _ in 0..<300 {
            let s = try generator.snapshot()
            #expect(try JSONDecoder().decode(StringSnapshot.self, from: Data(s.jsonString().utf8)) == s)
        }
    }

    @Test func documentedEncoding() throws {
        let old = try snapshot([("one", ["a", "b", "c", "d"]), ("two", ["e", "f", "g", "h", "i", "j"])])
        var new = try snapshot([("one", ["a", "b", "c", "d", "q"]), ("two", ["f", "g", "h", "i", "j"])])
        try new.reloadItems(["q"])
        let delta = old.delta(to: new)
        #expect(
            try delta.jsonString() == #"{"baseSections":2,"baseItems":10,"sections":{"runs":[0,2],"new":[]},"#
                + #""items":{"runs":[0,4,-1,1,5,5],"new":["q"]},"sizes":[0,5,1,5],"#
                + #""reloadedItems":[4],"reconfiguredItems":[],"reloadedSections":[]}"#)
        #expect(try old.applying(delta) == new)
    }

    @Test func onePercentChurnEncodesToASmallFractionOfTheSnapshot() throws {
        var random = SplitMix64(seed: 5)
        let items = (0..<10_000).map { _ in UUID(uuid: randomBytes(&random)).uuidString }
        let old = try snapshot([("main", items)])
        var layout = items
        for _ in 0..<50 { layout.remove(at: Int.random(in: 0..<layout.count, using: &random)) }
        for index in 0..<50 { layout.insert("new-\(index)", at: Int.random(in: 0...layout.count, using: &random)) }
        let new = try snapshot([("main", layout)])
        let deltaSize = try old.delta(to: new).jsonString().utf8.count
        let fullSize = try new.jsonString().utf8.count
        #expect(deltaSize * 50 < fullSize, "delta \(deltaSize) bytes vs snapshot \(fullSize) bytes")
        #expect(try old.applying(old.delta(to: new)) == new)
    }

    @Test func identicalSnapshotsGiveAnOnlyCountsDelta() throws {
        let items = (0..<1_000).map { "i\($0)" }
        let s = try snapshot([("a", Array(items[..<500])), ("b", Array(items[500...]))])
        #expect(
            try s.delta(to: s).jsonString() == #"{"baseSections":2,"baseItems":1000,"sections":{"runs":[0,2],"new":[]},"#
                + #""items":{"runs":[0,1000],"new":[]},"sizes":[],"reloadedItems":[],"reconfiguredItems":[],"reloadedSections":[]}"#)
    }

    @Test func applyingToTheWrongBaseFails() throws {
        let old = try snapshot([("one", ["a"])])
        let delta = old.delta(to: try snapshot([("one", ["a", "b"])]))
        #expect(throws: SnapshotDeltaError.baseMismatch(expectedSections: 1, expectedItems: 1, actualSections: 1, actualItems: 2)) {
            try delta.apply(to: try snapshot([("one", ["a", "c"])]))
        }
    }

    @Test(arguments: [
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,2],"new":[]},"items":{"runs":[0,1],"new":[]},"sizes":[]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0,1,-1,2],"new":["x"]},"sizes":[]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0,1],"new":[]},"sizes":[0,3]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0,1],"new":[]},"sizes":[4,1]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0],"new":[]},"sizes":[]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0,1],"new":["unused"]},"sizes":[]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0,1],"new":[]},"sizes":[],"reloadedItems":[1]}"#,
        #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[-5,1],"new":["x"]},"sizes":[]}"#,
    ])
    func inconsistentDeltasAreRejected(json: String) throws {
        let old = try snapshot([("one", ["a"])])
        let delta = try JSONDecoder().decode(SnapshotDelta<String, String>.self, from: Data(json.utf8))
        #expect(throws: SnapshotDeltaError.self) { try delta.apply(to: old) }
    }

    @Test func aDeltaThatWouldRepeatAnItemIsRejectedByName() throws {
        let old = try snapshot([("one", ["a"])])
        let json = #"{"baseSections":1,"baseItems":1,"sections":{"runs":[0,1],"new":[]},"items":{"runs":[0,1,0,1],"new":[]},"sizes":[0,2]}"#
        let delta = try JSONDecoder().decode(SnapshotDelta<String, String>.self, from: Data(json.utf8))
        #expect(throws: Failure.duplicateItems(["a"])) { try delta.apply(to: old) }
    }
}

/// Sixteen bytes from the seeded generator, for reproducible UUIDs.
func randomBytes(_ random: inout SplitMix64) -> uuid_t {
    let high = random.next()
    let low = random.next()
    func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (8 * index)) }
    return (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
        byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
    )
}

@Suite struct CodableRoundTripTests {
    @Test func randomSnapshotsRoundTripThroughJSONEncoder() throws {
        var generator = RandomSnapshots(seed: 41)
        for _ in 0..<300 {
            let s = generator.scripted(try generator.snapshot(), steps: 20)
            #expect(try JSONDecoder().decode(StringSnapshot.self, from: JSONEncoder().encode(s)) == s)
        }
    }

    @Test func randomScriptsRoundTripThroughJSONEncoder() throws {
        var generator = RandomSnapshots(seed: 42)
        let script = (0..<2_000).map { _ in generator.operation() }
        #expect(try JSONDecoder().decode([Operation].self, from: JSONEncoder().encode(script)) == script)
    }
}
