import LayoutModel

// §3.7 custom(layoutSize:itemProvider:) with frames as data. Each frame's expressions are
// evaluated with `width` and `height` = the group's resolved size (the container the item
// provider receives, §2) and, inside `repeat`, `i` = 0, 1, …. Frames are relative to the group
// origin plus the group's contentInsets leading/top [I]. One leaf per frame, with its own
// zIndex; item contentInsets and edge spacing do not apply [D]. A self-sizing axis of a custom
// group fits the farthest frame edge plus the trailing/bottom inset.

extension ResolutionContext {
    mutating func customLeaves(_ custom: CustomItems, groupSize: Extent, insets: Insets, path: DocumentPath) throws(ResolveError) -> [LeafTemplate] {
        var leaves: [LeafTemplate] = []
        let repeatCount = custom.repeated?.count ?? 0
        let total = custom.frames.count.addingReportingOverflow(Swift.max(0, repeatCount))
        guard !total.overflow, total.partialValue <= Self.leafLimit else {
            throw .tooManyItems(path: path / "repeat" / "count", count: total.overflow ? Int.max : total.partialValue, limit: Self.leafLimit)
        }
        var variables = ["width": groupSize.width, "height": groupSize.height]
        for (index, frame) in custom.frames.enumerated() {
            leaves.append(try evaluate(frame, variables, insets: insets, path: path / "customItems" / index))
        }
        if let repeated = custom.repeated, repeated.count > 0 {
            for i in 0..<repeated.count {
                variables["i"] = Double(i)
                leaves.append(try evaluate(repeated.frame, variables, insets: insets, path: path / "repeat" / "frame"))
            }
        }
        return leaves
    }

    private mutating func evaluate(_ frame: CustomFrame, _ variables: [String: Double], insets: Insets, path: DocumentPath) throws(ResolveError)
        -> LeafTemplate
    {
        var values: [Double] = []
        for (key, expression) in frame.fields {
            let value: Double
            do {
                value = try expression.evaluate(variables)
            } catch {
                throw .expression(path: path / key, message: error.description)
            }
            guard value.isFinite else {
                let at = variables["i"].map { " (i = \(Int($0)))" } ?? ""
                throw .notFinite(path: path / key, what: "\(key) = \(expression)\(at)")
            }
            values.append(value)
        }
        var width = values[2]
        var height = values[3]
        if width < 0 || height < 0 {
            warn(path, "a custom frame has a negative size (\(Rect.format(width)) × \(Rect.format(height))); using 0", rule: "negative-size")
            width = Swift.max(0, width)
            height = Swift.max(0, height)
        }
        return LeafTemplate(
            frame: grid.snap(Rect(x: insets.leading + values[0], y: insets.top + values[1], width: width, height: height)),
            zIndex: frame.zIndex)
    }
}
