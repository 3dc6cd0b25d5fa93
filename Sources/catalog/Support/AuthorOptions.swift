import ArgumentParser
import CatalogService

/// `--author`, for every command that writes.
struct AuthorOptions: ParsableArguments {
    @Option(help: "Who makes the change (default: $CATALOG_AUTHOR, else git config user.name, else $USER).")
    var author: String?

    /// The author after applying the precedence rules.
    var name: String {
        ProcessContext.current().author(explicit: author)
    }
}
