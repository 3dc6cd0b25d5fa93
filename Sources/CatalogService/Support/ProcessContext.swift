import Foundation

/// What a command takes from the process it runs in: its environment variables and its current
/// directory. The catalog's location and the author are decided from them
/// (``CatalogLocation/locate(explicit:environment:currentDirectory:)``, ``Author/choose(explicit:environment:gitUserName:)``);
/// tests give their own instead of the process's.
public struct ProcessContext: Sendable {
    /// The environment variables, by name.
    public var variables: [String: String]
    /// An absolute path.
    public var currentDirectory: String

    /// A context of one's own.
    /// - Parameters:
    ///   - variables: the environment variables, by name.
    ///   - currentDirectory: an absolute path.
    public init(variables: [String: String], currentDirectory: String) {
        self.variables = variables
        self.currentDirectory = currentDirectory
    }

    /// The running process's.
    /// - Returns: its environment and current directory.
    public static func current() -> ProcessContext {
        ProcessContext(variables: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The path given, else the nearest `.catalog` or `catalog.sqlite` from here up, else
    /// `$CATALOG_DB`, else `catalog.sqlite` here.
    /// - Parameter path: the catalog path the user gave, if any.
    /// - Returns: where the catalog is, and what named it.
    /// - Throws: `ServiceError.malformedPointer` for a `.catalog` file that does not name a catalog.
    public func catalogLocation(explicit path: String?) throws -> CatalogLocation {
        try CatalogLocation.locate(explicit: path, environment: variables, currentDirectory: currentDirectory)
    }

    /// The name given, else `$CATALOG_AUTHOR`, else `git config user.name`, else `$USER`.
    /// - Parameter explicit: the author the user gave, if any.
    /// - Returns: who is writing.
    public func author(explicit: String?) -> String {
        Author.choose(explicit: explicit, environment: variables, gitUserName: Author.gitUserName)
    }
}
