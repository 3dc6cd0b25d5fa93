/// Why a layout, or a construction site, was not imported: a stable code for scripts and for
/// the summary of a run, beside the one-line message that says exactly what and where.
public enum SkipReason: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// A value known only when the app runs: a `var`, a model, data from the network or the
    /// user, a measured size, a view's bounds.
    case runtimeValue = "runtime-value"
    /// A condition, `switch` or `#if` that depends on something known only when the app runs
    /// or is built (a feature flag, a build setting, data).
    case runtimeCondition = "runtime-condition"
    /// The container's size or traits used in a way a `when` condition cannot say (as a
    /// value in arithmetic, its height).
    case environmentValue = "environment-value"
    /// Calls code that is not in the imported files and not part of the layout API (a
    /// library, a DSL, a protocol requirement with no conformance in the files).
    case outsideCode = "outside-code"
    /// A builder that takes arguments, and no call in the imported files gives it arguments
    /// the importer can fix.
    case takesArguments = "takes-arguments"
    /// Something the definition format has no way to say (a provider whose sections keep
    /// changing past every index it tests).
    case notInFormat = "not-in-format"
    /// The layout it builds is not valid (the validator's first error is given).
    case invalid
    /// An evaluation limit was reached (steps, nesting, sizes).
    case limit
    /// Swift the importer does not follow.
    case unsupported
    /// No layout the importer follows reaches this construction (code that is never run from
    /// a layout: a closure nothing calls, a function nothing in the files calls).
    case unreached
    /// A `.swift` file the run could not read as Swift: not UTF-8, binary or encrypted content
    /// (a `git-crypt` file checked out without its key), not a regular file, too large or
    /// nested too deep to parse, or not readable at all. Counts files, not construction
    /// sites: whatever the file builds is unknown. The rest of the files import.
    case unreadableFile = "unreadable-file"

    public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
