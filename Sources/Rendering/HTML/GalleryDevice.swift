/// A screen the gallery draws every layout on.
public struct GalleryDevice: Sendable, Hashable {
    /// A stable slug (`iphone-15`): the switcher's key and part of picture file names.
    public var id: String
    /// The marketing name (`iPhone 15`).
    public var name: String
    /// Portrait size in points, shown beside the name.
    public var width: Double
    public var height: Double

    public init(id: String, name: String, width: Double, height: Double) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
    }

    /// The name without its parenthesised detail, for the switcher: `iPhone SE` for
    /// `iPhone SE (3rd generation)`. The full name stays in the button's tooltip.
    var shortName: String {
        guard let open = name.firstIndex(of: "("), open > name.startIndex else { return name }
        let short = name[..<open].trimmingSuffix(while: \.isWhitespace)
        return short.isEmpty ? name : String(short)
    }

    /// `393 × 852`.
    var sizeText: String {
        "\(GalleryFormat.points(width)) × \(GalleryFormat.points(height))"
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
