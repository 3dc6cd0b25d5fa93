/// The documented bounds on a dataset's strings: each is echoed once per item in resolver
/// output, pictures and changesets, so none may be long.
public enum DatasetLimits {
    /// Section and item identifiers, and `imageNamed`, in characters (the same bound as
    /// snapshot identifiers).
    public static let maximumIdentifierLength = 256
    /// Titles and subtitles, in characters.
    public static let maximumTitleLength = 200
}
