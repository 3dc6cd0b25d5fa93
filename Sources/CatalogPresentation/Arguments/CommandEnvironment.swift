import CatalogService
import Foundation

/// What a command takes from its process: environment variables and the current directory.
public struct CommandEnvironment: Sendable {
    public var variables: [String: String]
    public var currentDirectory: String

    public init(variables: [String: String], currentDirectory: String) {
        self.variables = variables
        self.currentDirectory = currentDirectory
    }

    /// The running process's.
    public static func current() -> CommandEnvironment {
        CommandEnvironment(variables: ProcessInfo.processInfo.environment, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// `--db PATH`, else the nearest `.catalog` or `catalog.sqlite` from here up, else
    /// `$CATALOG_DB`, else `catalog.sqlite` here (`CatalogLocation.locate`).
    public func catalogLocation(explicit path: String?) throws -> CatalogLocation {
        try CatalogLocation.locate(explicit: path, environment: variables, currentDirectory: currentDirectory)
    }

    /// `--author`, else `$CATALOG_AUTHOR`, else `git config user.name`, else `$USER`.
    public func author(explicit: String?) -> String {
        Author.choose(explicit: explicit, environment: variables, gitUserName: Author.gitUserName)
    }
}
