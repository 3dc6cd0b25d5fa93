/// The exit statuses every command keeps (docs/commands.md "Exit status", `catalog --help`).
enum ExitStatus {
    static let success: Int32 = 0
    /// An ordinary command failed.
    static let failure: Int32 = 1
    /// A command that reports findings found some.
    static let findings: Int32 = 1
    /// A command that reports findings could not run.
    static let couldNotRun: Int32 = 2
    /// The command line could not be parsed (EX_USAGE, ArgumentParser's own).
    static let usage: Int32 = 64
}

/// Thrown by a command that reports findings after printing them: the root exits with
/// ``ExitStatus/findings`` and prints nothing more.
struct FindingsReported: Error {
    var status = ExitStatus.findings
}
