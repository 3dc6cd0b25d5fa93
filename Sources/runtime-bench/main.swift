import CatalogResources
import CatalogRuntime
import Foundation
import LayoutModel
import UIKitStandIn

// Release-build benchmark of the runtime (`swift build -c release --product runtime-bench`):
// decoding and building the presets' pack against the stand-in.
//
//   runtime-bench               every measure, 21 runs each, with the catalog's own check as a peer
//   runtime-bench --write DIR   write the presets' pack and its public key into DIR
//   runtime-bench --once DIR    read, verify, decode and build DIR's pack once (a whole process)
//   runtime-bench --check DIR   the peer: the catalog's own check of the same layout lines, once

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("runtime-bench: \(message)\n".utf8))
    exit(1)
}

#if DEBUG
    FileHandle.standardError.write(
        Data("runtime-bench: this is a debug build; numbers are meaningless. Use: swift build -c release --product runtime-bench\n".utf8))
#endif

/// This thread's CPU time: on a shared machine, wall time also counts waiting for a core.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// Medians of `runs` runs of `body`: wall and CPU milliseconds.
func measure(runs: Int = 21, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUMilliseconds()
        body()
        cpu.append(threadCPUMilliseconds() - cpuStart)
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

/// Every layout object, then the section its provider gives for data section 0 on a phone
/// (what UIKit asks for in its first layout pass), custom groups' frames included.
@MainActor
func build(_ pack: LayoutPack, sections: Bool) -> Int {
    var built = 0
    let phone = StandInProbe(sectionIndex: 0, width: 393, height: 852, horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone)
    for name in pack.layoutNames {
        guard let layout = try? pack.layout(named: name) else { continue }
        built += 1
        if sections { StandInExercise.exercise(layout, probes: [phone]) }
    }
    return built
}

/// The modes that time whole processes, on a pack written beforehand: nothing else is set up.
@MainActor
func runOnce(_ mode: String, _ folder: URL) {
    let packURL = folder.appendingPathComponent("presets.pack")
    let keyURL = folder.appendingPathComponent("presets.pub")
    do {
        switch mode {
        case "--once":
            let publicKey = try LayoutPackPublicKey(fileText: String(contentsOf: keyURL, encoding: .utf8))
            StandInRecording.isEnabled = false
            let pack = try LayoutPack(contentsOf: packURL, publicKey: publicKey, appVersion: .any)
            guard build(pack, sections: true) == pack.layoutNames.count else { fail("not every layout built") }
        default:
            // The layout lines, checked as `catalog validate` checks a file.
            let lines = try String(contentsOf: packURL, encoding: .utf8).split(separator: "\n").dropFirst(3)
            guard lines.allSatisfy({ LayoutDocument.check(String($0)).definition != nil }) else { fail("a layout does not check") }
        }
    } catch {
        fail("\(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let mode = arguments.first, ["--once", "--check"].contains(mode) {
    guard arguments.count == 2 else { fail("usage: runtime-bench \(mode) DIR") }
    MainActor.assumeIsolated { runOnce(mode, URL(fileURLWithPath: arguments[1])) }
    exit(0)
}

let definitions = BundledFiles.files(under: "seeds/layouts").compactMap { LayoutDocument.check($0.text, lint: false).definition }
guard !definitions.isEmpty else { fail("no presets") }
let key = LayoutPackSigningKey()
let entries = definitions.map { LayoutPackManifest.Entry(name: $0.name, revision: 1, contentHash: $0.contentHash, minimumAppVersion: .any) }
let manifest = LayoutPackManifest(
    created: "2026-11-28T00:00:00.000Z", auditHead: String(repeating: "0", count: 64), tag: "bench",
    channel: "bench", sequence: 1, expires: "2099-01-01T00:00:00.000Z", layouts: entries)
let data: Data
do {
    data = try LayoutPackWriter.pack(manifest, canonicalTexts: definitions.map(\.canonicalText), signedWith: key)
} catch {
    fail("cannot sign: \(error)")
}

func decode() -> LayoutPack {
    do {
        return try LayoutPack(data: data, publicKey: key.publicKey, appVersion: .any)
    } catch {
        fail("the pack does not verify: \(error)")
    }
}

if arguments.first == "--write" {
    guard arguments.count == 2 else { fail("usage: runtime-bench --write DIR") }
    let folder = URL(fileURLWithPath: arguments[1])
    do {
        try data.write(to: folder.appendingPathComponent("presets.pack"))
        try key.publicKey.fileText.write(to: folder.appendingPathComponent("presets.pub"), atomically: true, encoding: .utf8)
    } catch {
        fail("\(error)")
    }
    exit(0)
}

MainActor.assumeIsolated {
    let pack = decode()
    StandInRecording.start()
    let count = build(pack, sections: true)
    let calls = StandInRecording.lines.filter { !$0.hasPrefix("--") }.count
    StandInRecording.isEnabled = false

    let decoding = measure { _ = decode() }
    let layouts = measure { _ = build(pack, sections: false) }
    let withSections = measure { _ = build(pack, sections: true) }
    StandInRecording.isEnabled = true
    let recorded = measure {
        StandInRecording.start()
        _ = build(pack, sections: true)
    }
    // The peer, in the same run: the catalog's own check of the same canonical texts (read,
    // decode, validate and lint), as `catalog validate` does.
    let texts = definitions.map(\.canonicalText)
    let peer = measure { for text in texts { _ = LayoutDocument.check(text) } }

    print("runtime: the presets' pack, \(definitions.count) layouts, \(data.count) bytes; \(count) built on iOS 26 (stand-in), \(calls) UIKit calls")
    print("measure                                                         wall median ms  cpu median ms")
    func row(_ name: String, _ value: (wall: Double, cpu: Double)) {
        print(name.padding(toLength: 64, withPad: " ", startingAt: 0) + String(format: "%14.3f  %13.3f", value.wall, value.cpu))
    }
    row("verify + decode + validate (LayoutPack(data:))", decoding)
    row("build every layout object", layouts)
    row("build every layout + its first section (stand-in not recording)", withSections)
    row("the same, recording every call", recorded)
    row("peer: the catalog's LayoutDocument.check of the same texts", peer)
}
