import Foundation

/// A file that was embedded into the binary at build time.
public struct BundledFile: Sendable, Hashable {
    /// The path relative to the package root, e.g. `migrations/0001_layouts.sql`.
    public let path: String
    /// The bytes as the build embedded them. They are decoded when asked for, so a command that
    /// only needs the migrations' names does not decode every preset first.
    private let base64: String

    init(path: String, base64: String) {
        self.path = path
        self.base64 = base64
    }

    /// The file's bytes.
    public var data: Data { Data(base64Encoded: base64) ?? Data() }

    /// The file's name without its folder.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The contents decoded as UTF-8 (all embedded files are text).
    public var text: String { String(decoding: data, as: UTF8.self) }
}

/// The migrations and seeds that ship inside the `catalog` binary.
public enum BundledFiles {
    /// Every embedded file, sorted by path.
    public static let all: [BundledFile] = embeddedFiles.map { BundledFile(path: $0.path, base64: $0.base64) }

    /// The files under one folder (e.g. `migrations/` or `seeds/layouts/`), sorted by path.
    public static func files(under folder: String) -> [BundledFile] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return all.filter { $0.path.hasPrefix(prefix) }
    }
}
