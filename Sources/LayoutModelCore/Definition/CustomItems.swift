/// The frames of a custom group, as data instead of a closure.
///
/// Frame fields are expressions over the group's container (`width`, `height`) and, inside
/// `repeat`, the 0-based index `i`. The fixed `customItems` come first, then the repeated ones.
public struct CustomItems: Sendable, Hashable {
    /// `customItems:` — fixed frames.
    public var frames: [CustomFrame]
    /// `repeat:` — `count` frames from one template.
    public var repeated: CustomRepeat?

    public init(frames: [CustomFrame] = [], repeated: CustomRepeat? = nil) {
        self.frames = frames
        self.repeated = repeated
    }

    /// How many leaves the group produces.
    public var leafCount: Int { frames.count + (repeated?.count ?? 0) }
}

/// `NSCollectionLayoutGroupCustomItem(frame:zIndex:)` with expression fields.
public struct CustomFrame: Sendable, Hashable {
    public var x: Expression
    public var y: Expression
    public var width: Expression
    public var height: Expression
    public var zIndex: Int

    public init(x: Expression, y: Expression, width: Expression, height: Expression, zIndex: Int = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.zIndex = zIndex
    }

    /// The four fields with their document keys, in document order.
    public var fields: [(key: String, expression: Expression)] {
        [("x", x), ("y", y), ("width", width), ("height", height)]
    }
}

/// `repeat: {count: 3, frame: {...}}`.
public struct CustomRepeat: Sendable, Hashable {
    public var count: Int
    public var frame: CustomFrame

    public init(count: Int, frame: CustomFrame) {
        self.count = count
        self.frame = frame
    }
}
