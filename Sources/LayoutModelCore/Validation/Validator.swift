/// Value checks on a decoded definition: ranges, counts, uniqueness and consistency.
///
/// Works on the model, so programmatically built definitions are checked the same way; the
/// source map (when the definition came from text) adds lines and columns.
public enum Validator {
    public static func validate(_ definition: LayoutDefinition, sourceMap: SourceMap = SourceMap()) -> [Diagnostic] {
        var run = ValidationRun(sourceMap: sourceMap)
        run.check(definition)
        return run.diagnostics
    }
}
