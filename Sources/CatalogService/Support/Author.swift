import Foundation

/// Who is writing: `--author`, else `$CATALOG_AUTHOR`, else `git config user.name`, else `$USER`.
public enum Author {
    /// Resolves the author from the sources in order of precedence.
    /// - Parameter gitUserName: asked only when the earlier sources are empty.
    public static func resolve(explicit: String?, environment: [String: String], gitUserName: () -> String?) -> String {
        for candidate in [explicit, environment["CATALOG_AUTHOR"]] {
            if let value = candidate?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty { return value }
        }
        if let git = gitUserName()?.trimmingCharacters(in: .whitespacesAndNewlines), !git.isEmpty { return git }
        if let user = environment["USER"]?.trimmingCharacters(in: .whitespacesAndNewlines), !user.isEmpty { return user }
        return "unknown"
    }

    /// `git config user.name`, or nil when git is missing or has no name configured.
    public static func gitUserName() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "user.name"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
