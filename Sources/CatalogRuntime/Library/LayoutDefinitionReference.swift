import LayoutModelCore

/// A definition and the source it came from.
public struct LayoutDefinitionReference: Sendable, Hashable {
    public var definition: LayoutDefinition
    public var source: LayoutSource
}
