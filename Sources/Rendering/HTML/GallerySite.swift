/// The gallery's fixed files and the folders its generated files go in, shared by the pages
/// (which link them) and the export (which writes them), so a link can never point at a file
/// that is written under another name.
public enum GallerySite {
    /// The front page.
    public static let indexPath = "index.html"
    public static let styleSheetPath = "style.css"
    public static let scriptPath = "gallery.js"
    /// Holds one `NAME.html` per layout (pages sit one folder below the root).
    public static let layoutsFolder = "layouts"
    /// Holds one folder per layout with its SVG pictures.
    public static let picturesFolder = "pictures"

    /// The style sheet and the script, by path: the files every gallery contains.
    public static let assets: [(path: String, text: String)] = [
        (styleSheetPath, GalleryStyleSheet.text + "\n"),
        (scriptPath, GalleryScript.text + "\n"),
    ]
}
