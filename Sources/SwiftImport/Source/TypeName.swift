import SwiftSyntax

extension TypeSyntax {
    /// The type as written, without trivia: `CGFloat`, `UICollectionView.ScrollDirection`,
    /// `NSCollectionLayoutSection?`. Built from the tokens of the common shapes, which is much
    /// cheaper than `trimmedDescription` (that copies the tree) in code followed thousands of
    /// times.
    var writtenName: String {
        if let identifier = self.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = self.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
            return member.baseType.writtenName + "." + member.name.text
        }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.writtenName + "?" }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.writtenName + "!" }
        if let existential = self.as(SomeOrAnyTypeSyntax.self) {
            return existential.someOrAnySpecifier.text + " " + existential.constraint.writtenName
        }
        if let array = self.as(ArrayTypeSyntax.self) { return "[" + array.element.writtenName + "]" }
        return trimmedDescription
    }
}
