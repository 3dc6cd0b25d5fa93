/// The gallery's one script (`gallery.js`, kept as `Embedded/gallery/gallery.js`): the device
/// switcher, search and tag filtering on the index, and the YAML copy button.
///
/// Plain ES5-level JavaScript in a classic script, because module scripts are blocked on
/// `file://`. Everything is an enhancement: without the script the pages show the default
/// device and every card, and the controls that would do nothing stay hidden
/// (`data-needs-js`). The chosen device is remembered in `localStorage` where the browser
/// allows it for local files, so the index and the layout pages agree.
enum GalleryScript {
    static let text = EmbeddedText.named("gallery/gallery.js")
}
