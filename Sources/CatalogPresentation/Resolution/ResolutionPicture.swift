import CatalogService
import LayoutEngine
import Rendering

/// Pictures of a resolution: the entry points into Rendering's SVG and terminal drawings.
public enum ResolutionPicture {
    /// The SVG picture: the device viewport (scrolled to `scrollOffset`), the content around it.
    /// `title` replaces the usual `name@N · device` heading.
    public static func svg(_ resolution: Resolution, scrollOffset: Double? = nil, title: String? = nil) -> String {
        var picture = picture(resolution, scrollOffset: scrollOffset, extra: 4000)
        if let title { picture.title = title }
        return SVGRenderer().render(picture)
    }

    /// A card-sized SVG: the first screen only, no legend, and only a glimpse of rows that
    /// scroll sideways, so the device stays large when drawn small.
    public static func thumbnail(_ resolution: Resolution) -> String {
        let options = SVGRenderer.Options(
            minWidth: 360, maxWidth: 900, maxDrawingHeight: 1, horizontalOverflow: 0.25, showsSections: true, showsLegend: false,
            idPrefix: "thumb")
        return SVGRenderer(options: options).render(picture(resolution, scrollOffset: nil, extra: 0))
    }

    /// The first screen (or the screen at `scrollOffset`) drawn with box characters.
    public static func terminal(_ resolution: Resolution, scrollOffset: Double? = nil, options: TerminalRenderer.Options) -> String {
        TerminalRenderer(options: options).render(picture(resolution, scrollOffset: scrollOffset, extra: 0))
    }

    /// A picture with only the elements near the viewport, so drawing a huge layout is cheap.
    static func picture(_ resolution: Resolution, scrollOffset: Double?, extra: Double) -> LayoutPicture {
        let layout = resolution.layout
        let environment = resolution.environment
        let horizontal = resolution.revision.definition.configuration.scrollDirection == .horizontal
        // UIKit scrolls content below the safe area: at rest, contentOffset is minus the adjusted
        // content inset, so the first screen starts above the content by the safe-area inset.
        // `scrollOffset` (like the resolver's) is measured from that resting position.
        let offset = scrollOffset ?? 0
        let viewport =
            horizontal
            ? Rect(x: offset - environment.safeArea.left, y: 0, width: environment.width, height: environment.height)
            : Rect(x: 0, y: offset - environment.safeArea.top, width: environment.width, height: environment.height)
        let span = 1e9
        let region =
            horizontal
            ? Rect(x: viewport.minX - viewport.width, y: -span, width: 3 * viewport.width + extra, height: 2 * span)
            : Rect(x: -span, y: viewport.minY - viewport.height, width: 2 * span, height: 3 * viewport.height + extra)
        let elements = scrollOffset.map { layout.elements(in: region, scrollOffset: $0) } ?? layout.elements(in: region)
        var picture = LayoutPicture(
            layout: layout, elements: elements, viewport: viewport, scrollOffset: scrollOffset, labels: resolution.labels,
            title: ResolutionText.title(resolution))
        let omitted = max(0, layout.elementCount - elements.count)
        if horizontal { picture.omittedRight = omitted } else { picture.omittedBelow = omitted }
        return picture
    }
}
