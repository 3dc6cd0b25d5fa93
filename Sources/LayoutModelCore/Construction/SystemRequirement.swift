extension LayoutDefinition {
    /// The oldest iOS release the layout can be built on as written: 13; 14 with a list section
    /// or a `when` on the `mac` idiom; 17 with one on `vision`. Everything else newer than iOS
    /// 13 has a fallback there (docs/definition-format.md), so it does not raise this.
    public var minimumIOS: (major: Int, minor: Int) {
        let sections = sectionsWithPaths.map(\.section)
        let idioms = Set(sections.compactMap { $0.when?.userInterfaceIdiom })
        if idioms.contains(.vision) { return (17, 0) }
        if idioms.contains(.mac) || sections.contains(where: { $0.group == nil }) { return (14, 0) }
        return (13, 0)
    }
}
