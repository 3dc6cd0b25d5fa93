/// The characters text output may use beyond letters: box drawing, `·`, `…`, `×`.
public enum TextCharset: Sendable, Hashable {
    /// Box-drawing characters, `·`, `…`.
    case unicode
    /// Plain ASCII (`+-|`, `.`, `...`), for terminals and logs without Unicode.
    case ascii

    /// What marks cut text.
    public var ellipsis: String { self == .unicode ? "…" : "..." }
}
