/// The languages `CodeGenerator` writes.
public enum CodeLanguage: String, Sendable, CaseIterable {
    /// A Swift function returning a `UICollectionViewCompositionalLayout`.
    case swift
    /// An Objective-C C function returning a `UICollectionViewCompositionalLayout *`.
    case objc

    /// The usual file extension for generated code in this language.
    public var fileExtension: String {
        switch self {
        case .swift: "swift"
        case .objc: "m"
        }
    }
}
