/// Lint rules: legal definitions that probably do not do what their author meant.
public enum Linter {
    public static func lint(_ definition: LayoutDefinition, sourceMap: SourceMap = SourceMap()) -> [Diagnostic] {
        []
    }
}
