import LayoutModel

/// A value in generated code, decided once by `LayoutCodeWalk` and spelled by a `CodeDialect`:
/// `[a, b]` or `@[a, b]`, `.top` or `NSRectAlignmentTop`, an initializer or a message.
indirect enum CodeExpression {
    /// Text both languages write alike: a local, a property path, a number already spelled.
    case verbatim(String)
    /// A `CGFloat` literal.
    case number(Double)
    /// An `Int`/`NSInteger` literal.
    case integer(Int)
    case bool(Bool)
    /// `nil`.
    case nilLiteral
    /// An element kind: UIKit's constant for the standard ones, else a string literal.
    case elementKind(String)
    case constant(UIKitConstant)
    /// An anchor's edges: an option set in Swift, or-ed flags in Objective-C.
    case edges([DirectionalEdge])
    /// An array of objects.
    case array([CodeExpression])
    case call(UIKitCall)
    /// A call of a function the generated file declares: `makeSection0(layoutEnvironment)`.
    case function(String, [CodeExpression])
    /// A local converted to `CGFloat`.
    case cgFloat(String)
    /// One coordinate of a custom item's frame (see `FrameExpressionCode`).
    case frameField(Expression)
    /// A `CGFloat` over the layout container, whose `effectiveContentSize` the section's
    /// local `local` holds: `container.width * 0.56`.
    case containerValue(Expression, local: String)
    /// An `Int`/`NSInteger` count over the layout container: the expression's whole part.
    case containerCount(Expression, local: String)

    /// An array of locals.
    static func locals(_ names: [String]) -> CodeExpression { .array(names.map(CodeExpression.verbatim)) }
}
