import LayoutModel
import SwiftSyntax

/// What an expression evaluates to while a layout is followed through the code.
indirect enum Value {
    case number(Numeric)
    case bool(Bool)
    case string(String)
    /// `nil`.
    case none
    case array([Value])
    /// A parenthesised list with labels; one unlabeled element is just that element.
    case tuple([(label: String?, value: Value)])
    /// An enum case: a user enum's (`SectionKind.list`), UIKit's, or an implicit member
    /// (`.continuous`) whose type the place it is used decides.
    case enumCase(EnumCaseValue)
    /// A UIKit layout object: a reference, so mutations reach every holder (see `LayoutObject`).
    case object(LayoutObject)
    /// A UIKit value type (sizes, insets, list configurations, …).
    case model(ModelValue)
    /// A closure or a reference to a function of the run.
    case callable(Callable)
    /// A type named as a value: `NSCollectionLayoutGroup`, `SectionKind`, `Self`.
    case type(TypeValue)
    /// An instance of a type of the run: the view controller `self`, whose stored properties
    /// are known only at run time but whose constants and methods are; or one the followed code
    /// created, whose stored properties its initializer set (`state`).
    case instance(TypeInfo, InstanceState? = nil)
    /// The layout environment, or parts of it (see `EnvironmentValue`).
    case environment(EnvironmentValue)
    /// A diffable data source or its snapshot: its section identifiers are followed (see
    /// `SnapshotSections`), its items are data.
    case dataSource(DataSourceValue)
    /// The app's section identifiers looked up by section index: `snapshot().sectionIdentifiers`,
    /// a `var` array of sections, a closure `(Int) -> String?` passed in. Subscripted or called
    /// with the section index inside a section provider, it gives the identifier of the kind
    /// being followed (see `KindProbe`).
    case sectionList(SectionListValue)
    /// A section identifier the app's data holds that is text, or of a type the files do not
    /// declare, while a section provider is followed for one kind (see `KindProbe`). Identifiers
    /// of an enum of the run are that enum's cases instead (`EnumCaseValue.fromData`).
    case sectionKind(SectionKindValue)
    /// A value the importer cannot follow; using it where a layout needs a value fails (or,
    /// with `allowPartial`, falls back to `fallback`).
    case unknown(Unknown)

    /// A value the importer cannot follow: where it came from and why.
    struct Unknown {
        var position: SourcePosition?
        var reason: String
        /// The nearest literal the code offers in its place.
        var fallback: Value?
        /// What kind of thing it is, for the report's counts.
        var code: SkipReason = .unsupported
        /// For a name declared outside the imported code and read as written (`BadgeView.kind`,
        /// `kBadgeKind`), its spelling: where a value only names (an element kind), the
        /// spelling stands for it (`ElementKindName`). Nil for anything else.
        var spelling: String?
    }

    static func unknown(_ reason: String, at position: SourcePosition?, fallback: Value? = nil, code: SkipReason = .unsupported) -> Value {
        .unknown(Unknown(position: position, reason: reason, fallback: fallback, code: code))
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// A type named as a value (`self` in a static method).
    var isType: Bool {
        if case .type = self { return true }
        return false
    }

    /// A short description for messages.
    var kindDescription: String {
        switch self {
        case .number: "a number"
        case .bool: "a Boolean"
        case .string: "a string"
        case .none: "nil"
        case .array: "an array"
        case .tuple: "a tuple"
        case .enumCase(let c): "the enum case .\(c.name)"
        case .object(let o): o.kindName
        case .model(let m): m.kindName
        case .callable: "a closure"
        case .type(let t): "the type \(t.name)"
        case .instance(let t, _): "an instance of \(t.name)"
        case .environment: "the layout environment"
        case .dataSource: "a diffable data source"
        case .sectionList: "the app's list of section identifiers"
        case .sectionKind: "a section identifier the app's data holds"
        case .unknown: "an unknown value"
        }
    }
}

/// An enum case value.
struct EnumCaseValue {
    /// The enum's name when known: nil for an implicit member expression.
    var typeName: String?
    var name: String
    /// The user enum it belongs to, for raw values and members.
    var type: TypeInfo?
    /// Associated values, e.g. `.rounded(.down)`'s argument.
    var payload: [Value] = []
    /// The section identifier the app's data holds, while a section provider is followed for
    /// this case (see `KindProbe`): the cases it is compared with are recorded.
    var fromData = false
}

/// A diffable data source (or snapshot) whose section identifiers are cases of an enum of the
/// run, text, or values of a struct or class of the run.
struct DataSourceValue {
    var identifiers: SectionIdentifierType
    /// The type that declares the data source, whose code fills its snapshot first.
    var owner: TypeInfo?
    /// The property that holds it, for messages (`dataSource`).
    var name: String
    /// The run's subclass it is an instance of (`final class FeedDataSource:
    /// UICollectionViewDiffableDataSource<…>`), whose own methods the code may call.
    var subclass: TypeInfo?

    /// The enum of its section identifiers, when they are an enum's cases.
    var sectionType: TypeInfo? {
        if case .enumeration(let type) = identifiers { return type }
        return nil
    }
}

/// What the app's section identifiers are, as the code declares them.
enum SectionIdentifierType {
    /// Cases of an enum of the run: the kinds are its case names.
    case enumeration(TypeInfo)
    /// Values of a struct or class of the run: the kinds are the cases of the enum (or the text)
    /// of the member the provider reads (`section.kind`).
    case record(TypeInfo)
    /// Strings, or a type the files do not declare: the kinds are the strings (or case names)
    /// the provider compares them with.
    case text
}

/// The app's section identifiers by section index, and where the code reads them.
struct SectionListValue {
    var identifiers: SectionIdentifierType
    /// How the report names the place: `dataSource.snapshot().sectionIdentifiers[…]`.
    var expression: String
    var pattern: DataChosenSections.Pattern
    /// The type whose code fills the list (the snapshot's order comes from its `appendSections`).
    var owner: TypeInfo?
    /// The list itself, its `count`, or its `indices`.
    var part = Part.elements

    enum Part { case elements, count, indices }
}

/// A section identifier of text (or of an undeclared type) the app's data holds, while a section
/// provider is followed for one kind.
struct SectionKindValue {
    /// The kind being followed; nil while the provider is followed for none of the kinds the code
    /// tests (the `default:` or final `else`).
    var kind: String?
    /// Set for the raw value of an enum identifier (`section.rawValue`): `kind` is the case, and
    /// the value is compared with raw values.
    var rawValueOf: TypeInfo?
}

/// A type used as a value.
struct TypeValue {
    /// As written, without an `IBP` prefix (`NSCollectionLayoutGroup`, `SectionKind`).
    var name: String
    /// The run's declaration, when the type is declared in the imported code.
    var info: TypeInfo?
}

/// Parts of `NSCollectionLayoutEnvironment`.
enum EnvironmentValue {
    /// A section provider's `layoutEnvironment`.
    case provider
    /// `layoutEnvironment.container`.
    case providerContainer
    /// `container.effectiveContentSize` (effective: true) or `contentSize`.
    case providerContentSize(effective: Bool)
    /// Their `width`: followed only through comparisons with constants, which become `when`
    /// conditions (see `EnvironmentProbe`).
    case providerWidth(effective: Bool)
    /// `traitCollection.horizontalSizeClass` and the like: followed only through comparisons
    /// with their cases, which become `when` conditions.
    case trait(EnvironmentProbe.Trait)
    /// `layoutEnvironment.traitCollection`.
    case traitCollection
    /// `UIDevice.current`: its `userInterfaceIdiom` is the trait collection's.
    case device
    /// The environment passed to a custom group's item provider.
    case customGroup
    /// Its `container`.
    case customGroupContainer
}

/// A closure literal, or a function of the run bound to its receiver.
struct Callable {
    enum Body {
        case closure(ClosureExprSyntax, captured: Scope)
        /// A function of the run; `receiver` is `self` for a method.
        case function(FunctionInfo, receiver: Value?)
        /// A function declared inside another function's body, seeing that body's locals.
        case local(FunctionDeclSyntax, captured: Scope)
    }
    var body: Body
}
