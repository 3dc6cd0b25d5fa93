import LayoutModel

// §1 Containers. The layout container is the collection view's bounds; `contentInsetsReference`
// says which system insets a section's insets are measured from: `.none` = the bounds,
// `.safeArea` = the safe area, `.layoutMargins` = the layout margins (which include the safe
// area, as UIKit reports them), `.readableContent` = the readable content guide (the margins,
// narrowed to `readableContentWidth` and centred). A section's `.automatic` follows the
// configuration [D]; the configuration's default is `.safeArea` [D, iOS 14 header], and an
// `.automatic` configuration means `.safeArea` too.
//
// Only the insets across the scroll axis are applied (left/right in a vertical layout,
// top/bottom in a horizontal one): along the scroll axis the scroll view's adjusted content
// inset keeps content clear of the bars, and layout coordinates start at 0 [I: IBP subtracts
// only the cross-axis safe area; S: `.fractionalHeight(0.4)` is 0.4 × the collection view's
// height in Apple's sample].

/// The environment with physical insets turned into directional ones for left-to-right
/// computation: in a right-to-left layout the leading inset is the physical right one, so
/// mirroring the result puts content clear of the correct physical edge (§11).
struct DirectionalEnvironment {
    var width: Double
    var height: Double
    var safeArea: Insets
    var layoutMargins: Insets
    var readableContentWidth: Double?
    /// The trait collection's, for expressions over it (nil: not given).
    var displayScale: Double?
    /// Which release's rules apply where they differ (boundary items' insets).
    var iOSVersion: IOSVersion

    init(_ environment: LayoutEnvironment) {
        iOSVersion = environment.iOSVersion
        width = environment.width
        height = environment.height
        let rtl = environment.layoutDirection == .rightToLeft
        func directional(_ e: EdgeInsets) -> Insets {
            Insets(top: e.top, leading: rtl ? e.right : e.left, bottom: e.bottom, trailing: rtl ? e.left : e.right)
        }
        safeArea = directional(environment.safeArea)
        layoutMargins = directional(environment.layoutMargins)
        readableContentWidth = environment.readableContentWidth
        displayScale = environment.displayScale
    }

    var bounds: Extent { Extent(width: width, height: height) }

    /// The insets of a reference from the bounds, on all four edges.
    func insets(for reference: ContentInsetsReference) -> Insets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return safeArea
        case .layoutMargins:
            return layoutMargins
        case .readableContent:
            // The readable guide sits inside the margins, centred, at most readableContentWidth
            // wide (UIKit's readableContentGuide).
            let marginsWidth = Swift.max(0, width - layoutMargins.leading - layoutMargins.trailing)
            let readable = Swift.min(readableContentWidth ?? marginsWidth, marginsWidth)
            let leading = layoutMargins.leading + (marginsWidth - readable) / 2
            return Insets(
                top: layoutMargins.top, leading: leading, bottom: layoutMargins.bottom,
                trailing: Swift.max(0, width - leading - readable))
        }
    }

    /// The reference insets applied to a layout scrolling along `scrollAxis`: only those
    /// across it.
    func crossInsets(for reference: ContentInsetsReference, scrollAxis: Axis) -> (start: Double, end: Double) {
        let all = insets(for: reference)
        let cross = scrollAxis.cross
        return (all.start(along: cross), all.end(along: cross))
    }
}

extension ContentInsetsReference {
    /// A section's reference with `.automatic` replaced by the configuration's.
    func resolved(configuration: ContentInsetsReference) -> ContentInsetsReference {
        self == .automatic ? (configuration == .automatic ? .safeArea : configuration) : self
    }
}
