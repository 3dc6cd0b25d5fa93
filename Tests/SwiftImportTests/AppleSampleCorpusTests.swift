import Foundation
import Testing

@testable import SwiftImport

/// A public copy of Apple's sample "Implementing Modern Collection Views" itself, when the
/// reader has one: `CATALOG_APPLE_SAMPLE` names its checkout (docs/import-corpus.md says which
/// copy and commit the corpus uses; the sample's code is not part of this repository). The whole
/// checkout imports without an error, and every view controller of its `Compositional Layout`
/// folder that builds its layout with UIKit calls (`createLayoutOld()`) comes in under its
/// view controller's name, equal in frames to the preset made from that view controller
/// (`AppleSampleShapeTests.presets`, docs/presets.md).
@Suite(.enabled(if: AppleSampleCheckout.path != nil, "CATALOG_APPLE_SAMPLE names no checkout of the sample"))
struct AppleSampleCorpusTests {
    static func report() throws -> SwiftImportReport {
        SwiftImporter().importFiles(atPaths: [try #require(AppleSampleCheckout.path)])
    }

    @Test func everyUIKitBuilderOfTheSampleImportsWithItsPresetsFrames() throws {
        let report = try Self.report()
        #expect(report.errors.isEmpty, "\(report.errors)")
        for name in AppleSampleShapeTests.presets.keys {
            #expect(report.layout(named: name)?.source.file.contains("/Compositional Layout/") == true, "\(name)")
        }
        #expect(try AppleSampleShapeTests.compareWithPresets(report) == 14 * 3)
    }

    /// Every construction site of the iOS `Compositional Layout` folder is in an imported layout.
    @Test func everySiteOfTheCompositionalLayoutFolderIsImported() throws {
        let report = try Self.report()
        let sites = report.sites.filter { $0.position.file.contains("/Modern Collection Views/Compositional Layout/") }
        // A section and a layout in each of the fourteen view controllers.
        #expect(sites.count == 28)
        for site in sites {
            guard case .imported = site.outcome else {
                Issue.record("\(site.position): \(site.outcome)")
                continue
            }
        }
    }
}

/// The checkout `CATALOG_APPLE_SAMPLE` names, when it is a folder.
enum AppleSampleCheckout {
    static let path: String? = {
        guard let path = ProcessInfo.processInfo.environment["CATALOG_APPLE_SAMPLE"], !path.isEmpty else { return nil }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : nil
    }()
}
