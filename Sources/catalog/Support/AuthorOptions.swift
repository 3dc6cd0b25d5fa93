import ArgumentParser
import CatalogService
import Foundation

/// `--author`, for every command that writes.
struct AuthorOptions: ParsableArguments {
    @Option(help: "Who makes the change (default: $CATALOG_AUTHOR, else git config user.name, else $USER).")
    var author: String?

    /// The author after applying the precedence rules.
    var resolved: String {
        Author.resolve(explicit: author, environment: ProcessInfo.processInfo.environment, gitUserName: Author.gitUserName)
    }
}
