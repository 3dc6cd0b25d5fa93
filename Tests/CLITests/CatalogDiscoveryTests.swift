import CatalogTestSupport
import Foundation
import Testing

/// Which catalog a command uses, through the built binary (docs/commands.md "Which catalog a command
/// uses"): found like git finds `.git`, never created by a read or a dry run, created by a
/// write only with a note naming it, and named under every "not found".
@Suite struct CatalogDiscoveryTests {
    /// A folder with `app/Sources/` and nothing else; commands run in `app`.
    struct Folder {
        let dir: TemporaryDirectory
        var root: String { dir.url.standardizedFileURL.path }
        var app: String { root + "/app" }

        init() throws {
            dir = try TemporaryDirectory()
            try FileManager.default.createDirectory(atPath: dir.path("app/Sources"), withIntermediateDirectories: true)
        }

        func cli(_ folder: String = "app", environment: [String: String] = [:]) -> CLIRunner {
            var cli = CLIRunner(directory: dir.url.appendingPathComponent(folder))
            for (key, value) in environment { cli.environment[key] = value }
            return cli
        }

        func write(_ path: String, _ text: String) throws {
            let url = dir.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: dir.path(path)) }

        /// Every file under the folder, as paths from it.
        func files() -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: dir.url.path)
            var files: [String] = []
            while let path = enumerator?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: dir.path(path), isDirectory: &isDirectory), !isDirectory.boolValue { files.append(path) }
            }
            return files.sorted()
        }
    }

    /// What the presets note and the "looked in" note say in a folder with no catalog.
    static func nothingFound(_ folder: String) -> String {
        "no catalog.sqlite or .catalog in \(folder) or any folder above it, and $CATALOG_DB is not set"
    }

    @Test func readsAndDryRunsWithoutACatalogReadThePresetsAndCreateNothing() throws {
        let folder = try Folder()
        defer { folder.dir.remove() }
        let cli = folder.cli()
        let presets = try PresetFiles.all().count
        let note = "note: \(Self.nothingFound(folder.app)): reading the \(presets) built-in presets (`catalog init` creates a catalog here)\n"

        let list = try cli.run(["list", "--search", "nested"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("nested-groups"))
        #expect(list.stderr == note)

        // The failure from the issue: a read in a folder without a catalog says where it looked,
        // and how to point at one, instead of creating an empty catalog there.
        let log = try cli.run(["log", "feed"])
        #expect(log.status == 1)
        #expect(
            log.stderr == note + "error: no layout named 'feed'\n"
                + "note: looked in the built-in presets; pass --db PATH or set $CATALOG_DB, or create a catalog here with `catalog init`\n")

        try folder.write(
            "app/Sources/Grid.swift",
            """
            import UIKit
            enum Layouts {
                static func makeGridLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let dryRun = try cli.run(["import-swift", "Sources", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("grid"))
        for read in [
            ["resolve", "nested-groups", "--format", "table"], ["export", "grid", "--format", "swift"], ["dataset", "list"],
            ["snapshot", "list"], ["audit"], ["show", "grid"], ["tags", "grid"],
        ] {
            let result = try cli.run(read)
            #expect(result.status == 0, "\(read): \(result.stderr)")
        }
        #expect(folder.files() == ["app/Sources/Grid.swift"], "a read or a dry run created a file")

        // Commands that need the file itself stop, and say how to give one.
        let doctor = try cli.run(["doctor"])
        #expect(doctor.status == 2)
        #expect(
            doctor.stderr == "error: no catalog: \(Self.nothingFound(folder.app)); pass --db PATH or set $CATALOG_DB, "
                + "or create one here with `catalog init`\n")
        for existing in [["check", "Sources"], ["audit", "verify"], ["backup", "--out", "b.sqlite"], ["bundle", "export", "--out", "b.json"]] {
            let result = try cli.run(existing)
            #expect(result.status != 0, "\(existing) ran without a catalog")
            #expect(result.stderr.hasPrefix("error: no catalog: "), "\(existing): \(result.stderr)")
        }
        #expect(folder.files() == ["app/Sources/Grid.swift"])
    }

    @Test func aWriteWithoutACatalogCreatesOneHereAndSaysWhere() throws {
        let folder = try Folder()
        defer { folder.dir.remove() }
        try folder.write("app/grid.yaml", EndToEndTests.grid)
        let added = try folder.cli().run(["add", "grid.yaml"])
        #expect(added.status == 0, "\(added.stderr)")
        let presets = try PresetFiles.all().count
        #expect(
            added.stderr == "note: created \(folder.app)/catalog.sqlite with the \(presets) built-in presets "
                + "(no catalog.sqlite or .catalog in this folder or any folder above it, and $CATALOG_DB is not set)\n")
        #expect(folder.exists("app/catalog.sqlite"))
        // The next command finds it, and says nothing about it.
        let again = try folder.cli().run(["add", "grid.yaml"])
        #expect(again.status == 0)
        #expect(again.stderr.isEmpty)
    }

    @Test func aCatalogInAFolderAboveIsFoundAndNamedWhenSomethingIsNotInIt() throws {
        let folder = try Folder()
        defer { folder.dir.remove() }
        #expect(try folder.cli("").run(["init"]).status == 0)
        #expect(folder.exists("catalog.sqlite"))
        try FileManager.default.createDirectory(atPath: folder.dir.path("app/Sources/Feed"), withIntermediateDirectories: true)
        let deep = folder.cli("app/Sources/Feed")
        let list = try deep.run(["list", "--search", "nested-groups"])
        #expect(list.status == 0)
        #expect(list.stderr.isEmpty)
        let missing = try deep.run(["show", "nested-grups"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr == "error: no layout named 'nested-grups' (did you mean 'nested-groups'?)\n"
                + "note: looked in \(folder.root)/catalog.sqlite (found above the current folder); pass --db PATH to use another catalog\n")
        // In the catalog's own folder it is named as found here.
        let here = try folder.cli("").run(["log", "nope"])
        #expect(
            here.stderr == "error: no layout named 'nope'\n"
                + "note: looked in catalog.sqlite (found in the current folder); pass --db PATH to use another catalog\n")
        // A write from below goes to the catalog above; none is created in the current folder.
        try folder.write("app/Sources/Feed/grid.yaml", EndToEndTests.grid)
        #expect(try deep.run(["add", "grid.yaml"]).status == 0)
        #expect(!folder.exists("app/Sources/Feed/catalog.sqlite"))
        #expect(try folder.cli("").run(["list", "--search", "team-grid"]).stdout.contains("team-grid"))
    }

    @Test func aDotCatalogFileNamesTheCatalogForItsFolderAndBelow() throws {
        let folder = try Folder()
        defer { folder.dir.remove() }
        try folder.write("app/.catalog", "# the app's layouts\ndb: Layouts.sqlite\n")
        try FileManager.default.createDirectory(atPath: folder.dir.path("app/Sources/Feed"), withIntermediateDirectories: true)
        let deep = folder.cli("app/Sources/Feed")
        // Until it exists, the file it names is missing: an error, not a new catalog.
        let missing = try deep.run(["list"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr == "error: no catalog at \(folder.app)/Layouts.sqlite, which \(folder.app)/.catalog names (`catalog init` creates it)\n")
        #expect(!folder.exists("app/Layouts.sqlite"))
        // `catalog init` anywhere below creates it where the file says.
        let created = try deep.run(["init", "--no-presets"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout == "created \(folder.app)/Layouts.sqlite: 0 layouts\n")
        #expect(folder.exists("app/Layouts.sqlite"))
        let log = try deep.run(["log", "feed"])
        #expect(
            log.stderr == "error: no layout named 'feed'\n"
                + "note: looked in \(folder.app)/Layouts.sqlite (named by \(folder.app)/.catalog); pass --db PATH to use another catalog\n")
        // A file that names no catalog is an error with its line, for every command.
        try folder.write("app/.catalog", "database: Layouts.sqlite\n")
        let malformed = try deep.run(["list"])
        #expect(malformed.status == 1)
        #expect(
            malformed.stderr == "error: \(folder.app)/.catalog:1: not a catalog pointer: unknown key 'database'; a .catalog file holds `db: PATH`\n")
    }

    @Test func theFlagWinsOverTheFolderWhichWinsOverTheVariable() throws {
        let folder = try Folder()
        defer { folder.dir.remove() }
        try folder.write("app/mine.yaml", EndToEndTests.grid)
        let cli = folder.cli()
        #expect(try cli.run(["init", "--db", "\(folder.root)/env.sqlite", "--no-presets"]).status == 0)
        #expect(try cli.run(["init", "--db", "other.sqlite", "--no-presets"]).status == 0)
        // $CATALOG_DB is used where the folders hold no catalog.
        let withVariable = folder.cli(environment: ["CATALOG_DB": "\(folder.root)/env.sqlite"])
        #expect(try withVariable.run(["add", "mine.yaml"]).stderr.isEmpty)
        #expect(try withVariable.run(["list", "--format", "json"]).stdout.contains("team-grid"))
        // A catalog in the folder wins over the variable…
        #expect(try cli.run(["init", "--no-presets"]).status == 0)
        #expect(try withVariable.run(["list", "--format", "json"]).stdout == "[]\n")
        // …and --db over both.
        #expect(try withVariable.run(["add", "mine.yaml", "--db", "other.sqlite"]).status == 0)
        #expect(try withVariable.run(["list", "--db", "other.sqlite"]).stdout.contains("team-grid"))
        #expect(try withVariable.run(["list", "--format", "json"]).stdout == "[]\n")
        // A missing file the variable names is an error (it is not created).
        let missing = folder.cli("", environment: ["CATALOG_DB": "\(folder.root)/elsewhere.sqlite"])
        let result = try missing.run(["list"])
        #expect(result.status == 1)
        #expect(
            result.stderr == "error: no catalog at \(folder.root)/elsewhere.sqlite, which $CATALOG_DB names "
                + "(`catalog init --db \(folder.root)/elsewhere.sqlite` creates one there)\n")
    }

    @Test func aMistypedDbNamesTheCatalogBesideIt() throws {
        let folder = try Folder()
        defer { folder.dir.remove() }
        let cli = folder.cli()
        #expect(try cli.run(["init", "--db", "app.sqlite"]).status == 0)
        let typo = try cli.run(["list", "--db", "app.sqllite"])
        #expect(typo.status == 1)
        #expect(typo.stderr == "error: no catalog at app.sqllite; did you mean app.sqlite? (`catalog init --db app.sqllite` creates one there)\n")
        let inFolder = try folder.cli("").run(["doctor", "--db", "app/app.sqllite"])
        #expect(inFolder.status == 2)
        #expect(
            inFolder.stderr
                == "error: no catalog at app/app.sqllite; did you mean app/app.sqlite? (`catalog init --db app/app.sqllite` creates one there)\n")
        let unlike = try cli.run(["list", "--db", "team.sqlite"])
        #expect(unlike.stderr == "error: no catalog at team.sqlite (`catalog init --db team.sqlite` creates one there)\n")
        #expect(!folder.exists("app/app.sqllite") && !folder.exists("app/team.sqlite"))
    }
}
