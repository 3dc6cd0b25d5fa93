import Rendering

/// Where each layout's files go in the gallery: `layouts/NAME.html` and `pictures/NAME/…svg`.
///
/// Pages and pictures live in separate trees so no layout name can make a page collide with a
/// picture folder (`layouts/a.html` against a layout named `a.html`). Names go through
/// ``SafeOutput/sanitize(_:)``; two names that sanitise alike (or differ only in case, which
/// macOS file systems do not tell apart) get `-2`, `-3`… in name order, so every layout keeps
/// its own files and the same catalog always gets the same names.
struct GalleryPaths: Sendable {
    private var slugs: [String: String] = [:]

    /// `names` must be in a stable order (the export passes them sorted).
    init(names: [String]) {
        var taken: Set<String> = []
        for name in names {
            let base = SafeOutput.sanitize(name)
            var slug = base
            var suffix = 2
            while taken.contains(slug.lowercased()) {
                slug = "\(base)-\(suffix)"
                suffix += 1
            }
            taken.insert(slug.lowercased())
            slugs[name] = slug
        }
    }

    private func slug(_ name: String) -> String {
        slugs[name] ?? SafeOutput.sanitize(name)
    }

    func page(_ name: String) -> String {
        "\(GallerySite.layoutsFolder)/\(slug(name)).html"
    }

    func picture(_ name: String, device: String) -> String {
        "\(GallerySite.picturesFolder)/\(slug(name))/\(SafeOutput.sanitize(device)).svg"
    }

    /// The first-screen picture a card shows.
    func thumbnail(_ name: String, device: String) -> String {
        "\(GallerySite.picturesFolder)/\(slug(name))/\(SafeOutput.sanitize(device)).thumb.svg"
    }

    /// The before/after overlay between two revisions. Device ids never start with `diff-`.
    func diffPicture(_ name: String, from: Int, to: Int) -> String {
        "\(GallerySite.picturesFolder)/\(slug(name))/diff-\(from)-\(to).svg"
    }
}
