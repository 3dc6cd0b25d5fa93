import Foundation

/// Turns a dataset's JSON or YAML text into a `Dataset`, with every error at once.
public enum DatasetDocument {
    public struct Result: Sendable {
        public var dataset: Dataset?
        public var diagnostics: [Diagnostic]

        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    /// Decodes and validates a dataset document.
    public static func check(_ text: String) -> Result {
        let context = DecodingContext()
        let node: DocumentNode?
        do {
            node = try DocumentReader.read(text, limits: .dataset)
        } catch {
            return Result(dataset: nil, diagnostics: [error.diagnostic])
        }
        guard let node else {
            return Result(dataset: nil, diagnostics: [Diagnostic(.error, at: .root, "the document is empty")])
        }
        let dataset = context.dataset(node)
        var diagnostics = context.diagnostics
        if let dataset { diagnostics += DatasetValidation.validate(dataset, sourceMap: context.sourceMap) }
        diagnostics.sort(by: Diagnostic.documentOrder)
        return Result(dataset: diagnostics.contains { $0.severity == .error } ? nil : dataset, diagnostics: diagnostics)
    }
}

extension DecodingContext {
    func dataset(_ node: DocumentNode) -> Dataset? {
        guard let map = mapping(node, at: .root) else { return nil }
        let name = map.required("name", string)
        let title = map.optional("title", string)
        let summary = map.optional("summary", string)
        let sections = map.required("sections") { node, path in list(node, at: path, datasetSection) }
        map.finish()
        return Dataset(name: name ?? Placeholder.name, title: title, summary: summary, sections: sections ?? [])
    }

    private func datasetSection(_ node: DocumentNode, at path: DocumentPath) -> DatasetSection? {
        guard let map = mapping(node, at: path) else { return nil }
        let id = map.required("id", string)
        let title = map.optional("title", string)
        let items = map.optional("items") { node, path in list(node, at: path, topApp) }
        let measured = map.optional("measuredSupplementaries") { node, path -> [String: MeasuredDimensions]? in
            guard let kinds = mapping(node, at: path) else { return nil }
            var result: [String: MeasuredDimensions] = [:]
            for key in kinds.keys {
                if let size = kinds.optional(key, measuredDimensions) { result[key] = size }
            }
            kinds.finish()
            return result
        }
        map.finish()
        return DatasetSection(id: id ?? "", title: title, items: items ?? [], measuredSupplementaries: measured ?? [:])
    }

    private func topApp(_ node: DocumentNode, at path: DocumentPath) -> TopApp? {
        guard let map = mapping(node, at: path) else { return nil }
        let id = map.required("id", string)
        let image = map.optional("imageNamed", string)
        let title = map.optional("title", string)
        let subtitle = map.optional("subtitle", string)
        let measured = map.optional("measured", measuredDimensions)
        map.finish(hints: ["subTitle": "the field is subtitle (lowercase t)", "identifier": "the field is id"])
        return TopApp(id: id ?? "", imageNamed: image, title: title, subtitle: subtitle, measured: measured)
    }

    private func measuredDimensions(_ node: DocumentNode, at path: DocumentPath) -> MeasuredDimensions? {
        guard let map = mapping(node, at: path) else { return nil }
        let width = map.optional("width", number)
        let height = map.optional("height", number)
        map.finish()
        return MeasuredDimensions(width: width, height: height)
    }
}
