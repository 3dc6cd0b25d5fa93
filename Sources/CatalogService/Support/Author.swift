import Foundation

/// Who is writing: `--author`, else `$CATALOG_AUTHOR`, else `git config user.name`, else `$USER`.
public enum Author {
    /// Chooses the author from the sources in order of precedence.
    /// - Parameters:
    ///   - explicit: `--author`, if given.
    ///   - environment: the process's environment (`CATALOG_AUTHOR`, `USER`).
    ///   - gitUserName: asked only when the earlier sources are empty.
    public static func choose(explicit: String?, environment: [String: String], gitUserName: () -> String?) -> String {
        for candidate in [explicit, environment["CATALOG_AUTHOR"]] {
            if let value = candidate?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty { return value }
        }
        if let git = gitUserName()?.trimmingCharacters(in: .whitespacesAndNewlines), !git.isEmpty { return git }
        if let user = environment["USER"]?.trimmingCharacters(in: .whitespacesAndNewlines), !user.isEmpty { return user }
        return "unknown"
    }

    /// `git config user.name`, or nil when git is missing or has no name configured.
    public static func gitUserName() -> String? {
        guard let result = ChildProcess.run("git", ["config", "user.name"]), result.status == 0 else { return nil }
        return result.output
    }
}
