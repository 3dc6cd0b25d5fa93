import CatalogTestSupport
import Foundation
import Testing

/// A small app's Swift code in a temporary folder (`app/Sources/…`), an empty catalog beside
/// it (`catalog.sqlite`), and, when asked, a git repository around the app.
struct SwiftAppFixture {
    let directory: TemporaryDirectory
    let cli: CLIRunner
    /// The app's folder, where commands run.
    var app: URL { directory.url.appendingPathComponent("app") }
    /// The catalog, from the app's folder.
    let db = "../catalog.sqlite"

    init(git: Bool = false) throws {
        directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("app/Sources"), withIntermediateDirectories: true)
        cli = CLIRunner(directory: directory.url.appendingPathComponent("app"))
        let created = try cli.run(["init", "--db", db, "--no-presets"])
        #expect(created.status == 0, "\(created.stderr)")
        if git {
            #expect(try self.git(["init", "-q", "."]).status == 0)
        }
    }

    func remove() { directory.remove() }

    /// Writes `app/PATH`.
    func write(_ path: String, _ text: String) throws {
        let url = app.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func delete(_ path: String) throws {
        try FileManager.default.removeItem(at: app.appendingPathComponent(path))
    }

    /// `catalog ARGUMENTS --db ../catalog.sqlite` in the app's folder.
    func catalog(_ arguments: [String]) throws -> CLIRunner.Result {
        try cli.run(arguments + ["--db", db])
    }

    /// The catalog file's bytes, to show a command left it alone.
    func catalogBytes() throws -> Data {
        try Data(contentsOf: directory.url.appendingPathComponent("catalog.sqlite"))
    }

    /// Commits everything as `author`.
    func commit(_ message: String, author: String) throws -> String {
        #expect(try git(["add", "-A"]).status == 0)
        let committed = try git(["-c", "user.name=\(author)", "-c", "user.email=\(author.lowercased())@example.com", "commit", "-q", "-m", message])
        #expect(committed.status == 0, "\(committed.output)")
        return try git(["rev-parse", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in the app's folder.
    @discardableResult
    func git(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = app
        var environment = ProcessInfo.processInfo.environment
        // The user's own git configuration must not change what the tests see.
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether `git` can be run at all (the git tests need it; `.ci/run` installs it).
    static let gitIsInstalled: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// A JSON object from a command's output.
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A JSON array from a command's output.
    static func array(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    // MARK: The app's code

    /// Two columns of 120-pt rows, `spacing` between rows; a header names it `feed` and gives
    /// it 6 preview items (so the geometric summary has fixed data).
    static func feed(spacing: Int) -> String {
        """
        import UIKit

        // catalog: name = "feed"
        // catalog: preview.itemCounts = [6]
        final class FeedViewController: UIViewController {
            static let spacing: CGFloat = \(spacing)

            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Self.spacing
                return UICollectionViewCompositionalLayout(section: section)
            }
        }

        """
    }

    /// One full-width 44-pt row per item: `makeSettingsLayout` → `settings`.
    static let settings = """
        import UIKit

        enum Layouts {
            static func makeSettingsLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }

        """

    /// A row height from user defaults: not followable (line 6, column 142 is the `rowHeight`
    /// argument's value). With a partial import, 44 (the branch written first).
    static let profile = """
        import UIKit

        enum ProfileLayouts {
            static var rowHeight: CGFloat = UserDefaults.standard.bool(forKey: "big") ? 44 : 88
            static func makeProfileLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }

        """
}
