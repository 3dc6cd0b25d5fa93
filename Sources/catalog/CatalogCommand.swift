import ArgumentParser
import CatalogPresentation

/// The `catalog` command line: parse, call the service, hand the result to the presentation
/// layer. Errors end here, in one place, with the exit status the table below promises.
@main
struct CatalogCommand: ParsableCommand {
    // A static let is made on first use, at run time: the exit-status table is wrapped to the
    // window the help is shown in.
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Store, version, resolve and export UIKit compositional layouts.",
        discussion: """
            The catalog is a SQLite file: --db PATH, else the nearest catalog.sqlite (or .catalog \
            file naming one) in this folder or a folder above it, else $CATALOG_DB. Without one, \
            commands that read use the built-in presets, and the first command that writes creates \
            catalog.sqlite here (`catalog init` creates one on purpose).

            Output is for people by default; --format json (on every command that prints a \
            result) is for scripts.

            \(HelpText.exitStatusTable(width: HelpText.helpWidth()))

            Shell completions: catalog --generate-completion-script zsh (or bash, fish).
            """,
        version: "0.1.0",
        subcommands: [
            Init.self, Add.self, List.self, Show.self, Validate.self, Remove.self,
            Resolve.self, Devices.self, Probe.self, Compare.self,
            Log.self, Diff.self, Review.self, Revert.self, Tag.self, Tags.self, Audit.self,
            Dataset.self, Snapshot.self,
            Export.self, Import.self, ImportSwift.self, Check.self, Bundle.self, Schema.self,
            Keys.self, Publish.self, VerifyPack.self,
            Doctor.self, Backup.self,
        ]
    )

    /// Parses, runs, and turns every error into a message and an exit status.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            if let hint = UsageHint.message(for: arguments, root: self) {
                Console(terminal: .plain).error("error: \(ErrorMessage.escaped(hint))")
                exit(withError: ExitCode(ExitStatus.usage))
            }
            // Help, the version and ArgumentParser's own usage errors (status 64).
            exitReporting(error)
        }
        // ArgumentParser's own commands (help, completion scripts) and command groups without a
        // default report in ArgumentParser's way.
        guard command is any CatalogSubcommand else {
            do {
                try command.run()
            } catch {
                exitReporting(error)
            }
            return
        }
        // Cures some errors offer are one command's own (only export has --all).
        let name = type(of: command).configuration.commandName
        do {
            try command.run()
        } catch let findings as FindingsReported {
            exit(withError: ExitCode(findings.status))
        } catch let usage as UsageError {
            exitReporting(ValidationError(usage.description))
        } catch let error where ErrorMessage.isBadValue(error) {
            exitReporting(ValidationError(ErrorMessage.escaped(ErrorMessage.text(for: error, command: name))))
        } catch let error where error is ValidationError || error is CleanExit || error is ExitCode {
            exitReporting(error)
        } catch {
            let console = Console(terminal: .plain)
            for line in ErrorMessage.lines(for: error, catalog: CatalogOptions.opened, command: name) { console.error(line) }
            let reportsFindings = (command as? any CatalogSubcommand).map { type(of: $0).reportsFindings } ?? false
            exit(withError: ExitCode(reportsFindings ? ExitStatus.couldNotRun : ExitStatus.failure))
        }
    }

    /// Ends the process for an error ArgumentParser words (a usage error, help, the version):
    /// its text with the tool's one spelling of `error:` (ArgumentParser writes `Error:`), on
    /// standard error for a failure and standard output for help, and ArgumentParser's status.
    static func exitReporting(_ error: any Error) -> Never {
        let status = exitCode(for: error)
        guard status != .success, !(error is ExitCode) else { exit(withError: error) }
        var text = fullMessage(for: error)
        if text.hasPrefix("Error: ") { text = "error: " + text.dropFirst("Error: ".count) }
        if !text.isEmpty { Console(terminal: .plain).error(text) }
        exit(withError: status)
    }
}
