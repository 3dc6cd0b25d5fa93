import CatalogService
import LayoutEngine
import Testing

@testable import CatalogPresentation

/// The words users read: the service's errors never name a flag; these do where a flag cures
/// the problem.
@Suite struct MessageTests {
    @Test func serviceErrorsNameNoFlagButTheirMessagesDo() {
        let cases: [(ServiceError, String)] = [
            (.expectedHeadNeedsOneDocument(count: 2), "--expect-head applies to exactly one document, got 2"),
            (.missingSnapshotSource, "give a snapshot file (--file) or an operations script (--ops)"),
            (
                .tooManyElementsToCompare(limit: 2_000_000),
                "a geometric diff compares at most 2000000 elements per side; pass a smaller --items or --counts"
            ),
            (.malformedAnchor("abc"), "--anchor takes at least 12 hexadecimal digits of an event hash, got 'abc'"),
            (.malformedDate("soon"), "--since 'soon': expected a date like 2026-03-01 or 2026-03-01T12:00:00Z"),
            (.incompleteScreenSize, "give --width and --height together (or --device)"),
            (.invalidScale(-1), "--scale must be a positive number, got -1"),
            (.fileExists("a.yaml"), "a.yaml: already exists with other content; pass --force to replace it"),
            (.pathIsFolder("out"), "out: is a folder; give a file path"),
            (
                .noCatalog(CatalogLocation(path: "typo.sqlite", isDefault: false), nearest: nil),
                "no catalog at typo.sqlite (`catalog init --db typo.sqlite` creates one there)"
            ),
            (
                .noCatalog(CatalogLocation(path: "app.sqllite", isDefault: false), nearest: "app.sqlite"),
                "no catalog at app.sqllite; did you mean app.sqlite? (`catalog init --db app.sqllite` creates one there)"
            ),
            (
                .noCatalog(CatalogLocation(path: "/w/mine.sqlite", source: .environment, searchedFrom: "/w/app"), nearest: nil),
                "no catalog at /w/mine.sqlite, which $CATALOG_DB names (`catalog init --db /w/mine.sqlite` creates one there)"
            ),
            (
                .noCatalog(
                    CatalogLocation(path: "/w/app/Layouts.sqlite", source: .pointer("/w/app/.catalog"), searchedFrom: "/w/app/Sources"), nearest: nil),
                "no catalog at /w/app/Layouts.sqlite, which /w/app/.catalog names (`catalog init` creates it)"
            ),
            (
                .noCatalogFound(CatalogLocation(path: "/w/catalog.sqlite", source: .none, searchedFrom: "/w")),
                "no catalog: no catalog.sqlite or .catalog in /w or any folder above it, and $CATALOG_DB is not set; "
                    + "pass --db PATH or set $CATALOG_DB, or create one here with `catalog init`"
            ),
            (.alreadyArchived("feed"), "layout 'feed' is already removed (archived); `catalog list --include-archived` shows it"),
            (.invalidTolerance(-0.5), "--tolerance must be a number of points, 0 or more, got -0.5"),
            (.missingKey(.signing), "publishing a pack needs a private key file (--key)"),
            (.missingKey(.trusted), "verifying a pack needs a public key file (--key)"),
            (.invalidScreenSize(width: 0, height: 852), "the screen must have a positive width and height, got 0×852"),
            (.malformedIOSVersion("seventeen"), "'seventeen' is not an iOS version; expected a major version like 16, or 17.4"),
            (.nothingToImport(["a", "b"]), "nothing to import in a, b"),
            (.malformedTagLabel("a b"), "tag 'a b': use 1–64 letters, digits, '-', '_' or '.'"),
            (.tagLabelReadsAsReference("12"), "tag '12' would read as a revision number or hash; choose another label"),
            (.backupOntoCatalog("c.sqlite"), "c.sqlite is the catalog itself; give another path for the backup"),
            (
                .backupOntoCatalogInUse("c.sqlite", log: "c.sqlite-wal"),
                "c.sqlite is a catalog in use (c.sqlite-wal is beside it); close it or give another path"
            ),
            // A fault of the service's own reads as a bug to report, not as a mistake to correct.
            (.internalFault("the layout row just written has no id"), "internal error: the layout row just written has no id; please report it"),
        ]
        for (error, message) in cases {
            #expect(!error.description.contains("--"), "the service's own text names a flag: \(error.description)")
            #expect(ErrorMessage.text(for: error) == message)
        }
        #expect(
            ErrorMessage.text(for: ServiceError.unknownDevice("nokia", known: ["iphone-se", "iphone-15"]))
                == "unknown device 'nokia' (`catalog devices` lists all 2)")
        #expect(
            ErrorMessage.text(for: ServiceError.unknownDevice("iphone15", known: ["iphone-se", "iphone-15"]))
                == "unknown device 'iphone15'; did you mean 'iphone-15'? (`catalog devices` lists all 2)")
        #expect(
            ErrorMessage.lines(for: ServiceError.noSuchLayout("gird", suggestion: "grid")) == ["error: no layout named 'gird' (did you mean 'grid'?)"]
        )
        // Only export offers --all; backup into a folder gets the plain message.
        #expect(
            ErrorMessage.text(for: ServiceError.pathIsFolder("out"), command: "export")
                == "out: is a folder; give a file path (or --all to export into a folder)")
        #expect(ErrorMessage.text(for: ServiceError.pathIsFolder("out"), command: "backup") == "out: is a folder; give a file path")
        // Several files that cannot be read are an error line each.
        #expect(
            ErrorMessage.lines(for: ServiceError.unreadableFiles([.unreadableFile("a.yaml", reason: "x"), .unreadableFile("b.yaml", reason: "y")]))
                == ["error: a.yaml: cannot read: x", "error: b.yaml: cannot read: y"])
        // The library's own words name the same values without flags.
        #expect(ServiceError.incompleteScreenSize.description == "give a width and a height together (or a device)")
        #expect(ServiceError.invalidScale(0).description == "the display scale must be a positive number, got 0")
        #expect(ServiceError.invalidTolerance(-1).description == "the tolerance must be a number of points, 0 or more, got -1")
        #expect(ServiceError.missingKey(.signing).description == "publishing a pack needs a private key file")
        #expect(
            ServiceError.unknownDevice("nokia", known: ["iphone-se", "iphone-15"]).description
                == "unknown device 'nokia'; known: iphone-se, iphone-15")
    }

    @Test func documentErrorsListEveryDiagnosticThenTheCount() {
        let report = DocumentReport.check(SourceDocument(path: "x.yaml", text: "name: x\nsection: {group: {layout: diagonal}}\n"))
        let lines = ErrorMessage.lines(for: ServiceError.invalidDocuments([report]))
        // Line 2 is `section: {group: {layout: diagonal}}`: `diagonal` starts at column 27.
        #expect(lines.contains { $0.hasPrefix("x.yaml:2:27: section.group.layout: unknown value 'diagonal'") })
        #expect(lines.count == report.diagnostics.count + 1)
        #expect(lines.last == "error: \(report.errors.count) errors in 1 file; nothing was written")
    }

    @Test func mistypedCommandsGetTheirNearestName() {
        let names = ["init", "add", "list", "show", "resolve", "revert", "snapshot"]
        #expect(CommandSuggestion.unknownSubcommand("lsit", of: "catalog", among: names) == "'lsit' is not a catalog command; did you mean 'list'?")
        #expect(CommandSuggestion.closest(to: "snap", among: names) == "snapshot")
        #expect(CommandSuggestion.closest(to: "revrt", among: names) == "revert")
        #expect(CommandSuggestion.closest(to: "xyzzy", among: names) == nil)
        #expect(CommandSuggestion.unknownSubcommand("xyzzy", of: "catalog", among: names) == "'xyzzy' is not a catalog command; see 'catalog --help'")
        #expect(CommandSuggestion.retiredFlag(in: ["list", "--json"]) == "--json is now --format json")
    }
}
