import SwiftSyntax

/// Element kinds that only name: a supplementary, boundary or decoration item's `elementKind`
/// given as a constant declared outside the imported code (`BadgeView.kind`,
/// `SectionHeader.elementKind`, a library's `reuseIdentifier`) comes in by its spelling.
///
/// An element kind tells the app's views apart and sizes nothing, so the name the code writes
/// serves the definition as well as the string the app holds at run time: two kinds spelled
/// alike are one kind in the app too, and two spelled differently are (for all the importer can
/// tell) different. Skipping the layout for it, as before, lost shipping layouts for no frame.
enum ElementKindName {
    /// `value`, with its spelling recorded when it is unknown because `expression` names
    /// something declared outside the imported code, and `expression` is only names joined by
    /// dots. A name that reads a value already unknown (a local bound to a call's result) keeps
    /// that value as it is: its spelling would name the local, not the kind.
    static func spelled(_ value: Value, _ expression: ExprSyntax, base: ExprSyntax?, at position: SourcePosition) -> Value {
        guard case .unknown(var unknown) = value, unknown.code == .outsideCode, isNamesOnly(expression) else { return value }
        let madeHere = unknown.position == position
        let extendsBase = base.map { unknown.spelling == $0.trimmedDescription } ?? false
        guard (madeHere && unknown.spelling == nil) || extendsBase else { return value }
        unknown.spelling = expression.trimmedDescription
        return .unknown(unknown)
    }

    /// `Name`, `Name.member`, `Outer.Inner.member`: no calls, subscripts or operators.
    static func isNamesOnly(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isNamesOnly(base)
    }
}

extension Interpreter {
    /// An element kind: a string the code knows, or the spelling of a name the importer cannot
    /// follow (declared outside the imported code, or reached through a superclass it does not
    /// see, such as an `extension NSObject` member read on a view class), with a note at its
    /// place saying so.
    func elementKind(_ value: Value, at position: SourcePosition) throws -> String {
        if case .unknown(let unknown) = value, let spelling = unknown.spelling {
            note(
                "element kind `\(spelling)` cannot be followed (\(unknown.reason)); imported as its spelling, \"\(spelling)\" (an element kind names views and sizes nothing)",
                at: unknown.position ?? position)
            return spelling
        }
        return try string(value, "elementKind", at: position)
    }
}
