/// The type of a generated local, parameter or result, which Objective-C spells around the
/// name: `NSCollectionLayoutSize *size`, `CGFloat width`, `id<NSCollectionLayoutEnvironment> e`.
enum CodeType {
    /// An instance of a class: a pointer in Objective-C.
    case object(String)
    /// A plain C value such as `CGFloat`.
    case scalar(String)
    /// Any object conforming to a protocol: `any P` in Swift, `id<P>` in Objective-C.
    case conforming(String)

    static let cgFloat = CodeType.scalar("CGFloat")
}
