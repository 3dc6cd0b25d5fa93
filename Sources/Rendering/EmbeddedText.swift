import Foundation

/// The text files of `Sources/Rendering/Embedded` (the gallery's style sheet and script), built
/// into the binary by the `EmbedResources` plugin (a copied binary carries them). Each target
/// that embeds files has its own: the plugin writes `embeddedFiles` into the target it runs for.
enum EmbeddedText {
    /// The file at `path` (relative to `Embedded/`) without its final line break, as a string
    /// literal holding it would read. Every name used is a file of the package, which
    /// `EmbeddedTextTests` checks; an unknown one gives the empty string.
    static func named(_ path: String) -> String {
        guard let entry = embeddedFiles.first(where: { $0.path == path }), let data = Data(base64Encoded: entry.base64) else { return "" }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
