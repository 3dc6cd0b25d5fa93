import CatalogPresentation
import LayoutEngine

extension ElementSelection {
    /// `--rect x,y,w,h` and `--offset Y` as typed.
    init(rect: String?, scrollOffset: Double?) throws(UsageError) {
        var parsed: Rect?
        if let rect {
            guard let value = ArgumentText.rect(rect) else { throw .badRect(rect) }
            parsed = value
        }
        self.init(rect: parsed, scrollOffset: scrollOffset)
    }
}
