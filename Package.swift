// swift-tools-version:6.1
import PackageDescription

// Dependency graph. Imports go one way. The table below is the one list of which target may
// import what: Tests/ArchitectureTests reads it from this file and checks every target's imports
// and the dependencies declared further down against it. A row is a target, then the modules
// it may import, comma-separated (a row may go on over lines indented to the list); a module
// marked "(re-exported)" is the one `@_exported import` the target may make. Platform modules
// (Foundation, Glibc, Musl, Darwin, Dispatch) are allowed everywhere but in the command line.
//
//   target               may import
//   LayoutModelCore      Crypto
//   LayoutModel          LayoutModelCore (re-exported), Yams
//   LayoutEngine         LayoutModel
//   Snapshots            (nothing)
//   Rendering            LayoutModel, LayoutEngine
//   CodeGeneration       LayoutModel, LayoutEngine
//   CatalogResources     (nothing)
//   CatalogStore         LayoutModel, CatalogResources, GRDB, GRDBSQLite
//   SwiftImportModel     LayoutModel
//   SwiftImport          SwiftImportModel (re-exported), LayoutModel, SwiftSyntax, SwiftParser
//   catalog-swift        SwiftImport
//   UIKitStandIn         (nothing)
//   CatalogRuntime       LayoutModelCore, Crypto, UIKit, UIKitStandIn, FoundationNetworking
//   CatalogService       LayoutModel, LayoutEngine, Snapshots, Rendering, CodeGeneration,
//                        CatalogStore, CatalogResources, SwiftImportModel, CatalogRuntime
//   CatalogPresentation  CatalogService, LayoutModel, LayoutEngine, Snapshots, Rendering,
//                        CodeGeneration
//   catalog              CatalogService, CatalogPresentation, ArgumentParser, LayoutModel,
//                        LayoutEngine, CodeGeneration
//   catalog-bench        LayoutModel, LayoutEngine, Snapshots, CatalogService
//   swiftimport-bench    SwiftImport, LayoutModel
//   runtime-bench        CatalogRuntime, UIKitStandIn, LayoutModel, CatalogResources
//   startup-peer         ArgumentParser
//   SeededRandom         (nothing)
//   CatalogFuzzing       LayoutModel, LayoutEngine, Rendering, CodeGeneration, Snapshots,
//                        CatalogService, CatalogResources, SeededRandom, SwiftImport
//   catalog-fuzz         CatalogFuzzing, LayoutModel
//   resource-embedder    (nothing)
//
// What the rows mean:
// - LayoutModelCore is the definition model without YAML, what the runtime carries; LayoutModel
//   adds YAML (Yams) and re-exports the core, so importing LayoutModel sees one model.
// - Rendering draws pictures (SVG, terminal, HTML pages, diffs); CodeGeneration writes UIKit
//   Swift and Objective-C code and the probe.
// - CatalogStore reads SQLite through GRDB and GRDBSQLite, the SQLite module GRDB is built on.
// - SwiftImportModel is what the Swift reader reports, without swift-syntax; SwiftImport
//   re-exports it; catalog-swift is the Swift reader, a process of its own that `import-swift`
//   and `check` start, so no other command loads swift-syntax.
// - UIKitStandIn is UIKit's layout API recording every call (Linux and macOS); CatalogRuntime
//   imports UIKit on Apple platforms and the stand-in elsewhere, and FoundationNetworking off
//   Apple platforms (URLSession lives there).
// - CatalogService uses Rendering for the gallery's and review's pages, CodeGeneration for
//   exports, CatalogRuntime for packs.
// - catalog, the command line, imports LayoutModel, LayoutEngine and CodeGeneration only for the
//   values ArgumentText reads arguments into (definition limits; rects, insets and iOS
//   releases; deployment targets).
// - startup-peer is catalog-bench's start-up peer; SeededRandom is the seeded generator and
//   lookalike strings the fuzz harness and the tests draw from; CatalogFuzzing imports Swift
//   sources as import-swift does.
//
// The service returns typed values and never formats text or names a flag; everything a
// person or a script sees (JSON, tables, sentences, pictures, messages naming flags) comes from
// CatalogPresentation; the CLI parses arguments and hands values from one to the other.
let package = Package(
    name: "catalog",
    // iOS: CatalogRuntime, the library apps link (the rest of the package is the macOS and Linux
    // tool).
    platforms: [.macOS(.v13), .iOS(.v13)],
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        // The Swift reader `catalog import-swift` and `catalog check` start; install it beside
        // `catalog`.
        .executable(name: "catalog-swift", targets: ["catalog-swift"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "Snapshots", targets: ["Snapshots"]),
        .library(name: "CatalogService", targets: ["CatalogService"]),
        .library(name: "CatalogPresentation", targets: ["CatalogPresentation"]),
        // Loads signed layout packs in an app and builds their layouts (iOS 13+).
        .library(name: "CatalogRuntime", targets: ["CatalogRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation`: the DocC catalogs of the library products, built
        // by .ci/run with warnings as errors. A plugin only: nothing of it is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // SHA-256 for content hashes and the audit chain: a vetted implementation rather than
        // hand-rolled cryptography.
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        // Parses app code for SwiftImport. 603.0.1 is the release made for the Swift 6.3
        // toolchain the project builds with: its parser reads the newest language an app's code
        // may use (an older parser turns newer syntax into unexpected nodes, and the import would
        // lose layouts for no good reason). It compiles cleanly with 6.3, costs only about 7 %
        // more source to build than 600.0.1 (about 148k vs 138k lines in SwiftSyntax +
        // SwiftParser, the only two products used), and every API the importer needs (Parser,
        // SyntaxVisitor, SourceLocationConverter, trivia) is the same in all three releases.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // The definition format: value types, JSON reading, decoding, validation, lint,
        // canonical form and content hash. No YAML, so the runtime can carry it.
        .target(name: "LayoutModelCore", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // The core plus YAML reading (Yams), datasets, the JSON Schema and structural diffs.
        .target(
            name: "LayoutModel",
            dependencies: ["LayoutModelCore", .product(name: "Yams", package: "Yams")]
        ),
        // UIKit's compositional layout API with UIKit's names, recording every call in order:
        // what CatalogRuntime builds against where UIKit does not exist, and what tests run
        // exported Swift against (see docs/layout-packs.md).
        .target(name: "UIKitStandIn"),
        // Signed layout packs in an app: verification, decoding with the catalog's own code,
        // building UIKit layouts, the fallback chain, the on-device pack store and the updater.
        .target(
            name: "CatalogRuntime",
            dependencies: [
                "LayoutModelCore",
                .product(name: "Crypto", package: "swift-crypto"),
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux, .macOS])),
            ]
        ),
        // The resolver: definition → frames, following docs/layout-semantics.md.
        .target(name: "LayoutEngine", dependencies: ["LayoutModel"]),
        // NSDiffableDataSourceSnapshot model and staged changesets. No other dependency.
        .target(name: "Snapshots"),
        // Pictures: SVG, terminal drawings, HTML pages, diff overlays. Its style sheet and script
        // are files of `Embedded/`, built in.
        .target(name: "Rendering", dependencies: ["LayoutModel", "LayoutEngine"], exclude: ["Embedded"], plugins: ["EmbedResources"]),
        // Code: the UIKit Swift and Objective-C generators and the probe generator. The probe
        // harness is a file of `Embedded/`, built in.
        .target(name: "CodeGeneration", dependencies: ["LayoutModel", "LayoutEngine"], exclude: ["Embedded"], plugins: ["EmbedResources"]),
        // migrations/ and seeds/, embedded into the binary at build time.
        .target(name: "CatalogResources", plugins: ["EmbedResources"]),
        // SQLite persistence through GRDB. `list` reads the values of GRDB's statements through
        // GRDBSQLite, the SQLite module GRDB itself is built on.
        .target(
            name: "CatalogStore",
            dependencies: [
                "LayoutModel", "CatalogResources",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The use cases the CLI calls, each one transaction.
        .target(
            name: "CatalogService",
            dependencies: [
                "LayoutModel", "LayoutEngine", "Snapshots", "Rendering", "CodeGeneration", "CatalogStore",
                "CatalogResources",
                // `import-swift` and `check` read an app's Swift code through `catalog-swift`.
                "SwiftImportModel",
                // `publish` writes and `verify-pack` reads layout packs exactly as apps do.
                "CatalogRuntime",
            ]
        ),
        // Everything a person or a script sees: the JSON writer, tables, sentences, pictures'
        // entry points, and the messages that name command-line flags.
        .target(
            name: "CatalogPresentation",
            dependencies: ["CatalogService", "LayoutModel", "LayoutEngine", "Snapshots", "Rendering", "CodeGeneration"]
        ),
        // The command-line tool: parse, call the service, hand the result to the presentation.
        // LayoutModel, LayoutEngine and CodeGeneration give the value types arguments are read into.
        .executableTarget(
            name: "catalog",
            dependencies: [
                "CatalogService", "CatalogPresentation", "LayoutModel", "LayoutEngine", "CodeGeneration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Release-build benchmarks (see README).
        .executableTarget(
            name: "catalog-bench",
            dependencies: ["LayoutModel", "LayoutEngine", "Snapshots", "CatalogService"]
        ),
        // A seeded generator and strings that look like values, for the fuzz harness and the
        // tests alike.
        .target(name: "SeededRandom"),
        // The fuzz harness: seeded mutated documents of every kind through decode → validate →
        // resolve → export and the snapshot model (see README, "Fuzzing").
        .target(
            name: "CatalogFuzzing",
            dependencies: [
                "LayoutModel", "LayoutEngine", "Rendering", "CodeGeneration", "Snapshots", "CatalogService",
                "CatalogResources", "SeededRandom", "SwiftImport",
            ]
        ),
        // Runs any number of fuzz cases in child processes, reporting crashes, hangs and memory.
        .executableTarget(name: "catalog-fuzz", dependencies: ["CatalogFuzzing", "LayoutModel"]),
        // Reads layouts out of Swift source: swift-syntax's parser plus a static evaluator that
        // follows constants, helpers and section providers (see docs/swift-import.md).
        // What the Swift reader reports (imported layouts, skips, diagnostics) and the exchange
        // between `catalog` and `catalog-swift`: Codable, and free of swift-syntax.
        .target(name: "SwiftImportModel", dependencies: ["LayoutModel"]),
        .target(
            name: "SwiftImport",
            dependencies: [
                "SwiftImportModel", "LayoutModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Release-build benchmark of SwiftImport, apart from catalog-bench so that benchmark's
        // build does not compile swift-syntax.
        .executableTarget(name: "swiftimport-bench", dependencies: ["SwiftImport"]),
        // The Swift reader: `catalog` finds it beside itself (see README, "Install").
        .executableTarget(name: "catalog-swift", dependencies: ["SwiftImport"]),
        // Release-build benchmark of the runtime: decoding and building the presets' pack
        // against the stand-in (see README, "Benchmarks").
        .executableTarget(name: "runtime-bench", dependencies: ["CatalogRuntime", "UIKitStandIn", "LayoutModel", "CatalogResources"]),
        // The start-up peer `catalog-bench commands` times beside `catalog --help`: ArgumentParser
        // and Foundation alone (see README, "Benchmarks").
        .executableTarget(name: "startup-peer", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "resource-embedder"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["resource-embedder"]
        ),

        // Helpers every test target shares: temporary folders, a seeded generator, an XML page parser.
        .target(name: "CatalogTestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutModelCore"]),
        // The runtime against the recording stand-in, beside exported Swift compiled with it.
        .testTarget(
            name: "CatalogRuntimeTests",
            dependencies: [
                "CatalogRuntime", "UIKitStandIn", "LayoutModel", "CodeGeneration", "CatalogFuzzing", "CatalogTestSupport",
            ]
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel", "CatalogTestSupport"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "CatalogTestSupport"]),
        // The process tests run the built `catalog` (concurrent writers, killed imports).
        .testTarget(
            name: "CatalogStoreTests",
            dependencies: ["CatalogStore", "CatalogTestSupport", "catalog", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CatalogServiceTests",
            dependencies: [
                "CatalogService", "CatalogStore", "CatalogRuntime", "LayoutModel", "LayoutEngine", "Snapshots", "CatalogTestSupport",
                "SwiftImportModel",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Device recordings and their layouts, read as test input.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutEngine", "LayoutModel", "CatalogTestSupport"]),
        // The Apple SDK checks (Tests/CodeGenerationTests/AppleSDK) export fuzz-accepted
        // definitions too.
        .testTarget(
            name: "CodeGenerationTests",
            dependencies: ["CodeGeneration", "LayoutEngine", "LayoutModel", "CatalogTestSupport", "CatalogFuzzing"]
        ),
        .testTarget(name: "FuzzTests", dependencies: ["CatalogFuzzing", "LayoutModel", "LayoutEngine", "Rendering", "CodeGeneration"]),
        // Runs the built `catalog` binary as a user would (it is built with the package, not
        // linked into the tests).
        .testTarget(name: "CLITests", dependencies: ["CatalogTestSupport"]),
        // The command line's own reading of argument text, tested in the module itself.
        .testTarget(name: "ArgumentTests", dependencies: ["catalog", "CatalogPresentation", "CatalogService", "LayoutEngine"]),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["CatalogPresentation", "CatalogService", "LayoutModel", "LayoutEngine", "Rendering", "CatalogTestSupport"]
        ),
        // Reads Sources/ and Package.swift; depends on nothing so it checks the graph as written.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(
            name: "SwiftImportTests",
            dependencies: ["SwiftImport", "LayoutModel", "LayoutEngine", "CodeGeneration", "CatalogTestSupport"],
            // Swift sources read as test input, not compiled into the tests.
            exclude: ["Fixtures"]
        ),
    ]
)
