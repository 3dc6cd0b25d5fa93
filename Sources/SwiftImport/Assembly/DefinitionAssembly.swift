import LayoutModel
import SwiftSyntax

/// What a followed layout contributes to its definition: the configuration and the sections.
struct LayoutContent {
    var configuration: LayoutConfiguration
    var sections: SectionProvider
    /// For `sectionsByKind`: where the provider reads the data's section identifier.
    var chosenBy: DataChosenSections?
}

/// Turns the value a layout's code produced into definition content: a layout object (with a
/// section provider analysed per index and width), a section, or a group.
enum DefinitionAssembly {
    static func content(of value: Value, interpreter: Interpreter, at position: SourcePosition) throws -> LayoutContent {
        var value = try interpreter.known(value, "the layout")
        if let wrapped = WrappedLayout.unwrap(value, interpreter: interpreter, at: position) { value = wrapped }
        guard case .object(let object) = value else {
            throw interpreter.mismatch("the layout", "a compositional layout, section or group", value, at: position)
        }
        switch object.state {
        case .layout(let layout):
            switch layout.content {
            case .section(let section):
                return LayoutContent(configuration: layout.configuration, sections: .single(.section(section)))
            case .list(let list):
                return LayoutContent(configuration: layout.configuration, sections: .single(.section(Section(content: .list(list)))))
            case .provider(let callable, let at):
                let analysis = analysis(of: callable, interpreter: interpreter, at: at)
                return LayoutContent(configuration: layout.configuration, sections: try analysis.sections(), chosenBy: analysis.chosenBy)
            }
        case .section(let section):
            return LayoutContent(configuration: LayoutConfiguration(), sections: .single(.section(section)))
        case .group(let group):
            return LayoutContent(configuration: LayoutConfiguration(), sections: .single(.section(Section(content: .group(group)))))
        default:
            throw interpreter.mismatch("the layout", "a compositional layout, section or group", value, at: position)
        }
    }

    /// The analysis of a section provider: the closure or function called with an index and
    /// the layout environment.
    static func analysis(of provider: Callable, interpreter: Interpreter, at position: SourcePosition) -> SectionProviderAnalysis {
        SectionProviderAnalysis(interpreter: interpreter, position: position) { index, environment in
            try interpreter.invoke(
                .callable(provider),
                [
                    Argument(label: nil, value: index, node: Syntax(TokenSyntax.identifier("sectionIndex"))),
                    Argument(label: nil, value: environment, node: Syntax(TokenSyntax.identifier("layoutEnvironment"))),
                ],
                at: position)
        }
    }
}
