import Foundation
import LayoutModel

/// Where the catalog file is, and how it was found.
///
/// The rules, the first that gives a path wins (docs/commands.md "Which catalog a command uses"):
/// 1. `--db PATH`;
/// 2. from the current folder up, the nearest folder holding a `.catalog` file (which names the
///    catalog, relative to its own folder) or a `catalog.sqlite` — as git finds `.git`;
/// 3. `$CATALOG_DB`;
/// 4. none: `catalog.sqlite` in the current folder, where a command that writes creates it.
///
/// A project's own catalog wins over the variable because the variable is set once for a whole
/// shell: inside an app's folder it must not send that app's writes to another catalog.
public struct CatalogLocation: Sendable, Hashable {
    public static let defaultFileName = "catalog.sqlite"
    /// The small file that names a folder's catalog: `db: PATH`.
    public static let pointerFileName = ".catalog"
    /// The environment variable that names a catalog: `CATALOG_DB`.
    public static let environmentVariable = "CATALOG_DB"
    /// The environment variable a folder search stops at (the folder itself is not searched),
    /// as `GIT_CEILING_DIRECTORIES` stops git: for scripts and tests that must not find a
    /// catalog in a folder above their own.
    public static let ceilingVariable = "CATALOG_CEILING"

    /// How the path was chosen.
    public enum Source: Sendable, Hashable {
        /// Named by the command line (`--db`), or by a program.
        case option
        /// A `catalog.sqlite` found in the current folder or a folder above it.
        case found
        /// Named by the `.catalog` file at this path.
        case pointer(String)
        /// `$CATALOG_DB`.
        case environment
        /// Nothing named or found: `path` is `catalog.sqlite` in the current folder.
        case none
    }

    public var path: String
    public var source: Source
    /// The folder the search started from (the current folder).
    public var searchedFrom: String

    /// Why a search found nothing: `no catalog.sqlite or .catalog in /work/app or any folder
    /// above it, and $CATALOG_DB is not set`.
    public var nothingFound: String {
        "no \(Self.defaultFileName) or \(Self.pointerFileName) in \(searchedFrom) or any folder above it, and $\(Self.environmentVariable) is not set"
    }

    public init(path: String, source: Source, searchedFrom: String) {
        self.path = path
        self.source = source
        self.searchedFrom = searchedFrom
    }

    /// A location a program names: `isDefault` is true for `catalog.sqlite` in the current
    /// folder when nothing else was named or found.
    public init(path: String, isDefault: Bool) {
        self.init(
            path: path, source: isDefault ? .none : .option,
            searchedFrom: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// True when nothing named or found the catalog: a command that writes creates it at `path`.
    public var isDefault: Bool { source == .none }

    /// Applies the rules above.
    /// - Parameters:
    ///   - explicit: the path `--catalog` gave, if any.
    ///   - environment: the process's environment (`CATALOG_DB`, `CATALOG_CEILING`).
    ///   - currentDirectory: an absolute path.
    /// - Throws: `ServiceError.malformedPointer` for a `.catalog` file that does not name a catalog.
    public static func locate(explicit: String?, environment: [String: String], currentDirectory: String) throws -> CatalogLocation {
        let start = URL(fileURLWithPath: currentDirectory).standardizedFileURL
        if let explicit, !explicit.isEmpty { return CatalogLocation(path: explicit, source: .option, searchedFrom: start.path) }
        let ceiling = environment[ceilingVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).standardizedFileURL.path }
        var folder = start
        while true {
            let pointer = folder.appendingPathComponent(pointerFileName).path
            if isFile(pointer) {
                return CatalogLocation(path: try target(ofPointer: pointer, in: folder), source: .pointer(pointer), searchedFrom: start.path)
            }
            let catalog = folder.appendingPathComponent(defaultFileName).path
            if isFile(catalog) { return CatalogLocation(path: catalog, source: .found, searchedFrom: start.path) }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path || parent.path == ceiling { break }
            folder = parent
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return CatalogLocation(path: fromEnvironment, source: .environment, searchedFrom: start.path)
        }
        return CatalogLocation(path: start.appendingPathComponent(defaultFileName).path, source: .none, searchedFrom: start.path)
    }

    /// The most a `.catalog` file may hold: it is a line or two, and reading it must stay cheap
    /// whatever the file is.
    static let maximumPointerBytes = 4096

    /// The catalog path a `.catalog` file names: its one `db: PATH` line (blank lines and `#`
    /// comments aside), relative to the file's folder unless absolute.
    static func target(ofPointer pointer: String, in folder: URL) throws -> String {
        let text: String
        do {
            text = try DocumentReader.textOfFile(atPath: pointer, maximumBytes: maximumPointerBytes)
        } catch {
            throw ServiceError.malformedPointer(pointer, line: error.location?.line, reason: error.message)
        }
        var named: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw ServiceError.malformedPointer(pointer, line: index + 1, reason: "expected `db: PATH`")
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard key == "db" else {
                let hint = Suggestion.closest(to: key, among: ["db"]).map { " (did you mean '\($0)'?)" } ?? ""
                throw ServiceError.malformedPointer(pointer, line: index + 1, reason: "unknown key '\(key)'\(hint); a .catalog file holds `db: PATH`")
            }
            guard named == nil else { throw ServiceError.malformedPointer(pointer, line: index + 1, reason: "a second `db:` line") }
            guard !value.isEmpty else { throw ServiceError.malformedPointer(pointer, line: index + 1, reason: "`db:` names no path") }
            named = value
        }
        guard let named else { throw ServiceError.malformedPointer(pointer, line: nil, reason: "no `db: PATH` line") }
        return named.hasPrefix("/") ? named : folder.appendingPathComponent(named).standardizedFileURL.path
    }

    /// True for a file (or a link to one), not a folder.
    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
