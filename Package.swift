// swift-tools-version:6.1
import PackageDescription

// Dependency graph (imports go one way):
//   LayoutModel ← LayoutEngine ← Rendering
//   LayoutModel ← CatalogStore ← CatalogService ← catalog (CLI)
//   Snapshots stands alone; the store and service use it.
let package = Package(
    name: "catalog",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "Snapshots", targets: ["Snapshots"]),
        .library(name: "CatalogService", targets: ["CatalogService"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // SHA-256 for content hashes and the audit chain: a vetted implementation rather than
        // hand-rolled cryptography.
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    ],
    targets: [
        // The definition format: value types, YAML/JSON decoding, validation, lint, canonical form.
        .target(
            name: "LayoutModel",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The resolver: definition → frames, following docs/layout-semantics.md.
        .target(name: "LayoutEngine", dependencies: ["LayoutModel"]),
        // NSDiffableDataSourceSnapshot model and staged changesets. No other dependency.
        .target(name: "Snapshots"),
        // Pictures and code: SVG, terminal drawings, HTML, Swift and Objective-C generators.
        .target(name: "Rendering", dependencies: ["LayoutModel", "LayoutEngine"]),
        // migrations/ and seeds/, embedded into the binary at build time.
        .target(name: "CatalogResources", plugins: ["EmbedResources"]),
        // SQLite persistence through GRDB.
        .target(
            name: "CatalogStore",
            dependencies: [
                "LayoutModel", "Snapshots", "CatalogResources",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The use cases the CLI calls, each one transaction.
        .target(
            name: "CatalogService",
            dependencies: [
                "LayoutModel", "LayoutEngine", "Snapshots", "Rendering", "CatalogStore",
                "CatalogResources",
                // Operations scripts are YAML.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command-line tool: parse, call the service, print.
        .executableTarget(
            name: "catalog",
            dependencies: [
                "CatalogService", "LayoutModel", "LayoutEngine", "Snapshots", "Rendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Release-build benchmarks (see README).
        .executableTarget(
            name: "catalog-bench",
            dependencies: ["LayoutModel", "LayoutEngine", "Snapshots", "CatalogService"]
        ),
        // The fuzz harness: seeded mutated documents of every kind through decode → validate →
        // resolve → export and the snapshot model (see README, "Fuzzing").
        .target(
            name: "CatalogFuzzing",
            dependencies: [
                "LayoutModel", "LayoutEngine", "Rendering", "Snapshots", "CatalogService", "CatalogResources",
                "CatalogTestSupport",
            ]
        ),
        // Runs any number of fuzz cases in child processes, reporting crashes, hangs and memory.
        .executableTarget(name: "catalog-fuzz", dependencies: ["CatalogFuzzing", "LayoutModel"]),
        .executableTarget(name: "resource-embedder"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["resource-embedder"]
        ),

        // Helpers every test target shares: temporary folders, a seeded generator, an XML page parser.
        .target(name: "CatalogTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutModel", "CatalogTestSupport"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "CatalogTestSupport"]),
        // The process tests run the built `catalog` (concurrent writers, killed imports).
        .testTarget(
            name: "CatalogStoreTests",
            dependencies: ["CatalogStore", "LayoutModel", "CatalogTestSupport", "catalog", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CatalogServiceTests",
            dependencies: [
                "CatalogService", "CatalogStore", "LayoutModel", "LayoutEngine", "Snapshots", "CatalogTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "LayoutEngine", "LayoutModel", "CatalogTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["catalog", "CatalogTestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["CatalogFuzzing", "CatalogService", "LayoutModel", "LayoutEngine", "Rendering"]),
    ]
)
