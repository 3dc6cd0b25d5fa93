import ArgumentParser
import Foundation

// The start-up peer of `catalog-bench commands`: a program that imports only ArgumentParser and
// Foundation, with a root command and two subcommands shaped like `catalog list` and
// `catalog add`. Timed beside `catalog --help`, it shows what parsing costs before `catalog`
// does any work of its own. It must stay this small: it is the floor, not a second CLI.

/// The options both subcommands share, like `catalog`'s `--db` and `--format`.
struct PeerOptions: ParsableArguments {
    @Option(help: "A file.")
    var db: String?

    @Option(help: "table or json.")
    var format: String = "table"
}

struct PeerList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print what it was given.")

    @Option(help: "A tag.")
    var tag: String?

    @Flag(name: .customLong("include-archived"), help: "A flag.")
    var includeArchived = false

    @OptionGroup var options: PeerOptions

    func run() {
        print("list", tag ?? "-", includeArchived, options.format, options.db ?? "-")
    }
}

struct PeerAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Print the files it was given.")

    @Argument(help: "Files.")
    var files: [String] = []

    @Option(help: "A name.")
    var author: String?

    @OptionGroup var options: PeerOptions

    func run() {
        print("add", files.count, author ?? "-", ProcessInfo.processInfo.processIdentifier > 0)
    }
}

struct StartupPeer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup-peer", abstract: "The start-up peer of catalog-bench.", subcommands: [PeerList.self, PeerAdd.self])
}

StartupPeer.main()
