/// Gives every layout of a run a unique, stable, readable name.
///
/// A name written in the code (`// catalog: NAME`, or the `name` of an exported file's header)
/// is used as written; two of them naming one layout are the only error. A derived name
/// (`LayoutNaming`) that several layouts share is qualified, the same way on every run: first
/// by the enclosing type (`createLayoutOld` in `GridViewController` and in `ListViewController`
/// → `grid-old`, `list-old`), then by the folders of the file's path that tell the places apart
/// (an iOS 12 and an iOS 13 copy of one app → `ios-12-feed`, `ios-13-feed`), and last, for
/// layouts of one folder that still agree, by a number in source order (`feed`, `feed-2`).
enum NameAssignment {
    /// One layout to name.
    struct Request {
        /// From a `// catalog:` comment or header: used as written.
        var explicit: String?
        /// Derived from the declaration, or from the type when the declaration says nothing.
        var derived: String
        /// Whether `derived` is already the type's name (qualifying by the type adds nothing).
        var derivedFromType: Bool
        /// The enclosing type's name, as written (`Outer.Inner` for nested types).
        var typeName: String?
        /// The file's path relative to the imported root.
        var relativePath: String
        /// Where the layout is built (for messages and source order).
        var position: SourcePosition
    }

    struct Result {
        /// One name per request, in order (without the run's prefix).
        var names: [String]
        /// For each request whose derived name was qualified.
        var qualifications: [Int: NameQualification]
        /// Two explicit names alike, naming both places.
        var errors: [ImportDiagnostic]
    }

    static func assign(_ requests: [Request], prefix: String) -> Result {
        var names = [String](repeating: "", count: requests.count)
        var qualifications: [Int: NameQualification] = [:]
        var errors: [ImportDiagnostic] = []

        // Explicit names: taken as written; two alike are an error listing both places.
        var explicitPlaces: [String: SourcePosition] = [:]
        for (offset, request) in requests.enumerated() {
            guard let explicit = request.explicit else { continue }
            names[offset] = explicit
            if let earlier = explicitPlaces[explicit] {
                errors.append(
                    ImportDiagnostic(
                        .error, at: request.position,
                        "two `// catalog:` names say '\(prefix + explicit)': here and at \(earlier); a layout's name must be unique"))
            } else {
                explicitPlaces[explicit] = request.position
            }
        }
        // The run's prefix goes before every name, and the whole must fit a catalog name: derived
        // names are cut to what the prefix leaves, before they are told apart.
        let limit = max(1, LayoutNaming.maximumLength - prefix.count)
        func fitted(_ name: String) -> String {
            guard name.count > limit else { return name }
            var cut = String(name.prefix(limit))
            while cut.count > 1, cut.hasSuffix("-") { cut.removeLast() }
            return cut
        }
        let derived = requests.indices.filter { requests[$0].explicit == nil }
        for offset in derived { names[offset] = fitted(requests[offset].derived) }
        let sharing = Dictionary(grouping: derived, by: { requests[$0].derived }).mapValues(\.count)

        /// The derived layouts whose current name another layout (derived or explicit) has.
        func colliding() -> [[Int]] {
            var holders: [String: [Int]] = [:]
            for offset in requests.indices { holders[names[offset], default: []].append(offset) }
            return holders.values.compactMap { group -> [Int]? in
                let open = group.filter { requests[$0].explicit == nil }
                return group.count > 1 && !open.isEmpty ? open : nil
            }.sorted { ($0.first ?? 0) < ($1.first ?? 0) }
        }
        func note(_ offset: Int, _ step: NameQualification.Step) {
            let base = requests[offset].derived
            qualifications[offset] = NameQualification(derived: base, others: max(0, (sharing[base] ?? 1) - 1), step: step)
        }

        // 1. By the enclosing type, where the layouts' types differ (copies of one type are
        //    told apart by their path instead).
        for group in colliding() where Set(group.map { requests[$0].typeName ?? "" }).count > 1 {
            for offset in group {
                let request = requests[offset]
                guard !request.derivedFromType, let type = request.typeName else { continue }
                let qualified = fitted(typeQualified(request.derived, type: type))
                if qualified != names[offset] {
                    names[offset] = qualified
                    note(offset, .type)
                }
            }
        }
        // 2. By the part of the path that tells the files apart.
        for group in colliding() {
            let paths = group.map { pathWords(requests[$0].relativePath) }
            let distinct = distinguishing(paths)
            for (offset, words) in zip(group, distinct) where !words.isEmpty {
                names[offset] = fitted(LayoutNaming.kebab(words + names[offset].split(separator: "-").map(String.init)))
                note(offset, .path)
            }
        }
        // 3. Numbers in source order, until every name is unique (a qualified name may meet
        //    another layout's derived one).
        var rounds = 0
        while case let groups = colliding(), !groups.isEmpty, rounds < 8 {
            rounds += 1
            var taken = Set(names)
            for group in groups {
                let ordered = group.sorted { requests[$0].position < requests[$1].position }
                // When an explicit name holds it, every derived layout is numbered; otherwise the
                // first in source order keeps it.
                let keeps = explicitPlaces[names[ordered[0]]] == nil
                var counter = 1
                for offset in ordered.dropFirst(keeps ? 1 : 0) {
                    let stem = names[offset]
                    var candidate: String
                    repeat {
                        counter += 1
                        let suffix = "-\(counter)"
                        candidate = String(stem.prefix(max(0, limit - suffix.count))) + suffix
                    } while taken.contains(candidate)
                    taken.insert(candidate)
                    names[offset] = candidate
                    note(offset, .number)
                }
            }
        }
        return Result(names: names, qualifications: qualifications, errors: errors)
    }

    /// `layout-old` in `DistinctSectionsViewController` → `distinct-sections-old`: the type's
    /// words, then the derived name's words without the kind words (`layout`, `section`) that
    /// the type now stands for and without the type's words repeated.
    static func typeQualified(_ derived: String, type: String) -> String {
        let typeWords = LayoutNaming.name(declaration: nil, type: type).split(separator: "-").map(String.init)
        var words = derived.split(separator: "-").map(String.init)
        if words.starts(with: typeWords) { words.removeFirst(typeWords.count) }
        let meaningful = words.filter { !LayoutNaming.kinds.contains($0) }
        return LayoutNaming.kebab(typeWords + meaningful)
    }

    /// A relative path's folders as words per folder: `iOS13/Feed/FeedView.swift` → [[ios, 13],
    /// [feed]]. The file's own name is left out: layouts of one folder are numbered instead
    /// (a file is usually named after the type that already named the layout).
    static func pathWords(_ path: String) -> [[String]] {
        let folders = path.split(separator: "/").dropLast().map(String.init).filter { $0 != "." }
        return folders.map { LayoutNaming.split($0).map { $0.lowercased() } }.filter { !$0.isEmpty }
    }

    /// For each path, the components left when those every path of the group starts and ends
    /// with are dropped: what tells the places apart.
    static func distinguishing(_ paths: [[[String]]]) -> [[String]] {
        guard let first = paths.first, paths.count > 1 else { return paths.map { _ in [] } }
        var prefix = 0
        while prefix < first.count, paths.allSatisfy({ $0.count > prefix && $0[prefix] == first[prefix] }) { prefix += 1 }
        var suffix = 0
        while suffix < first.count - prefix,
            paths.allSatisfy({ $0.count - prefix > suffix && $0[$0.count - 1 - suffix] == first[first.count - 1 - suffix] })
        {
            suffix += 1
        }
        return paths.map { Array($0[prefix..<($0.count - suffix)]).flatMap { $0 } }
    }
}
