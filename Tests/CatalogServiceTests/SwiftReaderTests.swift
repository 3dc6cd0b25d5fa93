import CatalogTestSupport
import Foundation
import LayoutModel
import SwiftImportModel
import Testing

@testable import CatalogService

/// `catalog` reads Swift through `catalog-swift`, a process of its own: found beside the running
/// executable, and every way it can fail to answer is an error naming it, never a crash or a
/// wrong import.
@Suite struct SwiftReaderTests {
    static let options = SwiftImportOptions()

    /// An executable shell script at `name` in `dir` running `body`.
    static func script(_ dir: TemporaryDirectory, _ name: String, _ body: String) throws -> String {
        let path = dir.path(name)
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// The report from a script written a moment ago. Linux refuses to start a file that some
    /// process still holds open for writing ("text file busy"), and a test running beside this
    /// one may have forked while the script was being written: that transient refusal is
    /// retried, every other outcome is returned.
    static func reportRetryingBusyScript(_ reader: String, maximumBytes: Int = SwiftReader.maximumReportBytes) throws -> SwiftImportReport {
        var attempt = 0
        while true {
            do {
                return try SwiftReader.report(["."], options: options, reader: reader, maximumBytes: maximumBytes)
            } catch ServiceError.swiftReaderFailed(_, let reason) where reason == "could not be started" && attempt < 20 {
                attempt += 1
                usleep(50_000)
            }
        }
    }

    @Test func theReaderIsLookedForBesideTheRunningExecutableUnlessNamed() {
        let beside = URL(fileURLWithPath: SwiftReader.location(environment: [:]))
        #expect(beside.lastPathComponent == "catalog-swift")
        // The tests run from the build folder, where the package builds the reader too.
        #expect(FileManager.default.isExecutableFile(atPath: beside.path))
        #expect(SwiftReader.location(environment: ["CATALOG_SWIFT_READER": "/opt/tools/catalog-swift"]) == "/opt/tools/catalog-swift")
        #expect(SwiftReader.location(environment: ["CATALOG_SWIFT_READER": ""]) == beside.path)
    }

    @Test func theBuiltReaderImportsAFileInItsOwnProcess() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.path("Grid.swift")
        try """
        import UIKit
        func makeGridLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)), subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let report = try SwiftReader.report([file], options: Self.options)
        #expect(report.errors.isEmpty)
        #expect(report.layouts.map(\.name) == ["grid"])
        // The place is the declaration the name comes from: `makeGridLayout`, line 2, column 6.
        #expect(report.layouts.first?.source == SourcePosition(file: file, line: 2, column: 6))
        // Four quarter-width cells in an 80 pt row, as written; the definition crosses the
        // process boundary in canonical form and comes back with the same content.
        let expected = try #require(
            LayoutDocument.decode(
                """
                name: grid
                section:
                  group:
                    layout: horizontal
                    size: {width: fractionalWidth(1.0), height: absolute(80)}
                    subitems:
                      - item: {size: {width: fractionalWidth(0.25), height: fractionalHeight(1.0)}}
                """
            ).definition)
        #expect(report.layouts.first?.definition.contentHash == expected.contentHash)
    }

    @Test func aMissingReaderIsNamed() throws {
        #expect {
            try SwiftReader.report(["."], options: Self.options, reader: "/nonexistent/catalog-swift")
        } throws: { error in
            (error as? ServiceError)?.description
                == "reading Swift code needs catalog-swift beside catalog, and /nonexistent/catalog-swift is not there; install the two together"
        }
    }

    @Test(arguments: [
        ("exit 3", "exited with status 3 before it finished reading"),
        ("kill -SEGV $$", "was stopped by a signal (it crashed or was killed) before it finished reading"),
        ("echo 'not json'", "answered in a form this catalog does not read (is it from another version?)"),
        // Format 2 added the report's skipped files: a reader of another format is refused.
        (
            #"echo '{"format":3,"report":{"layouts":[],"skipped":[],"errors":[],"fileWarnings":[]}}'"#,
            "speaks exchange format 3, this catalog 2: install the two from one build"
        ),
    ])
    func aReaderThatCannotAnswerIsAnErrorNamingIt(body: String, reason: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let reader = try Self.script(dir, "catalog-swift", body)
        #expect {
            try Self.reportRetryingBusyScript(reader)
        } throws: { error in
            (error as? ServiceError)?.description == "the Swift reader (\(reader)) \(reason); nothing was written"
        }
    }

    /// A report of the right format that does not decode names where decoding stopped.
    @Test func aReportThatDoesNotDecodeSaysWhere() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let reader = try Self.script(dir, "catalog-swift", #"echo '{"format":2,"report":{"layouts":[{"name":7}]}}'"#)
        #expect {
            try Self.reportRetryingBusyScript(reader)
        } throws: { error in
            let text = (error as? ServiceError)?.description ?? ""
            return text.hasPrefix(
                "the Swift reader (\(reader)) answered in a form this catalog does not read (is it from another version?): at .report")
                && text.hasSuffix("; nothing was written")
        }
    }

    /// A reader that never stops talking (`yes` writes its line forever) is stopped once its
    /// answer passes the limit, here 4,096 bytes: an error naming it, not memory filled.
    @Test func aReaderAnsweringPastTheLimitIsStoppedAndNamed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let reader = try Self.script(dir, "catalog-swift", "exec yes catalog")
        #expect {
            try Self.reportRetryingBusyScript(reader, maximumBytes: 4_096)
        } throws: { error in
            (error as? ServiceError)?.description
                == "the Swift reader (\(reader)) answered with more than 4096 bytes, so it was stopped and its answer not read; nothing was written"
        }
    }
}
