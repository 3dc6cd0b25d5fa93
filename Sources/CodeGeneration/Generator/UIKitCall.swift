/// A call of UIKit (or Core Graphics) API, with its Swift and Objective-C names.
///
/// Both languages take the arguments in the same order, and after the first one Swift's labels
/// are Objective-C's selector pieces: `NSCollectionLayoutSize(widthDimension: w,
/// heightDimension: h)` is `[NSCollectionLayoutSize sizeWithWidthDimension:w heightDimension:h]`.
struct UIKitCall {
    /// Objective-C's side of the call.
    enum ObjCCallee {
        /// `[receiver selector:first label:second …]`; with no arguments, `[receiver selector]`.
        case message(receiver: String, selector: String)
        /// A C function taking the arguments in order, without labels: `CGPointMake(x, y)`.
        case function(String)
    }

    /// What precedes the parentheses in Swift: a type (`NSCollectionLayoutSize`), a static
    /// factory (`NSCollectionLayoutGroup.horizontal`) or, where the parameter's type says which,
    /// a member (`.absolute`).
    var swift: String
    var objc: ObjCCallee
    /// The Swift labels (nil: none) and values. Objective-C spells the first label with its
    /// selector, and drops them all for a C function.
    var arguments: [(label: String?, value: CodeExpression)]

    init(_ swift: String, objc: ObjCCallee, _ arguments: [(label: String?, value: CodeExpression)]) {
        self.swift = swift
        self.objc = objc
        self.arguments = arguments
    }
}
