/// Value checks on a dataset: names, unique identifiers (a diffable snapshot needs them
/// unique across the whole dataset), positive measured sizes, and the lengths of the strings
/// that resolver output and pictures echo once per item (`DatasetLimits`).
enum DatasetValidation {
    static func validate(_ dataset: Dataset, sourceMap: SourceMap) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ path: DocumentPath, _ message: String) {
            diagnostics.append(Diagnostic(.error, at: path, location: sourceMap.location(of: path), message))
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
        if dataset.name.isEmpty || dataset.name.count > 64 || !dataset.name.allSatisfy(allowed.contains)
            || !(dataset.name.first.map { $0.isLetter || $0.isNumber } ?? false)
        {
            error(
                .root / "name",
                "name '\(DiagnosticText.excerpt(dataset.name))' must be 1–64 lowercase letters, digits, '-', '_' or '.', starting with a letter or digit"
            )
        }
        func length(_ text: String?, _ limit: Int, _ path: DocumentPath) {
            guard let count = text?.count, count > limit else { return }
            error(path, "must be at most \(limit) characters, got \(count)")
        }
        length(dataset.title, DatasetLimits.maximumTitleLength, .root / "title")
        length(dataset.summary, DefinitionLimits.maximumSummaryLength, .root / "summary")
        var sectionIds: [String: DocumentPath] = [:]
        var itemIds: [String: DocumentPath] = [:]
        for (s, section) in dataset.sections.enumerated() {
            let sectionPath = DocumentPath.root / "sections" / s
            if section.id.isEmpty { error(sectionPath / "id", "a section id must not be empty") }
            length(section.id, DatasetLimits.maximumIdentifierLength, sectionPath / "id")
            length(section.title, DatasetLimits.maximumTitleLength, sectionPath / "title")
            if let first = sectionIds[section.id] {
                error(
                    sectionPath / "id",
                    "duplicate section id '\(DiagnosticText.excerpt(section.id))' (also at \(first)); snapshot identifiers must be unique")
            } else {
                sectionIds[section.id] = sectionPath
            }
            for (kind, size) in section.measuredSupplementaries {
                length(kind, DefinitionLimits.maximumElementKindLength, sectionPath / "measuredSupplementaries" / kind)
                check(size, sectionPath / "measuredSupplementaries" / kind, error)
            }
            for (i, item) in section.items.enumerated() {
                let itemPath = sectionPath / "items" / i
                if item.id.isEmpty { error(itemPath / "id", "an item id must not be empty") }
                length(item.id, DatasetLimits.maximumIdentifierLength, itemPath / "id")
                length(item.title, DatasetLimits.maximumTitleLength, itemPath / "title")
                length(item.subtitle, DatasetLimits.maximumTitleLength, itemPath / "subtitle")
                length(item.imageNamed, DatasetLimits.maximumIdentifierLength, itemPath / "imageNamed")
                if let first = itemIds[item.id] {
                    error(
                        itemPath / "id",
                        "duplicate item id '\(DiagnosticText.excerpt(item.id))' (also at \(first)); snapshot identifiers must be unique across the dataset"
                    )
                } else {
                    itemIds[item.id] = itemPath
                }
                if let measured = item.measured { check(measured, itemPath / "measured", error) }
            }
        }
        return diagnostics
    }

    private static func check(_ size: MeasuredDimensions, _ path: DocumentPath, _ error: (DocumentPath, String) -> Void) {
        for (key, value) in [("width", size.width), ("height", size.height)] {
            guard let value else { continue }
            if !value.isFinite || value < 0 || value > DefinitionLimits.maximumLength {
                error(
                    path / key,
                    "a measured size must be a finite number from 0 to \(CanonicalNumber.format(DefinitionLimits.maximumLength)), got \(value.isFinite ? CanonicalNumber.format(value) : "\(value)")"
                )
            }
        }
    }
}
