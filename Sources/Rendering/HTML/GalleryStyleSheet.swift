/// The gallery's one style sheet (`style.css`, kept as `Embedded/gallery/style.css`): light,
/// quiet, system fonts only — nothing is fetched, so the pages look the same from `file://` on a
/// plane.
///
/// The accent is the blue the SVG pictures draw cells with (Okabe–Ito #0072b2), so chrome and
/// pictures read as one thing; warnings use the pictures' amber. Text colours stay above 4.5:1
/// on their backgrounds.
enum GalleryStyleSheet {
    static let text = EmbeddedText.named("gallery/style.css")
}
