import Foundation

/// The preset documents the catalog ships (`seeds/layouts/*.yaml`), read from the repository
/// this file is in.
public enum PresetFiles {
    /// `<repository>/seeds/layouts`: two levels above `Tests/TestSupport/`.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("seeds/layouts")

    /// Every preset's file name (without `.yaml`) and text, sorted by name.
    public static func all() throws -> [(name: String, text: String)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try files.map { file in
            (String(file.dropLast(5)), try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
        }
    }
}
