import LayoutEngine
import LayoutModel

extension SwiftCodeScan {
    /// The scan with every layout whose container expressions fail in some environment of some
    /// device moved to the skipped ones (`invalid`), as `add` refuses such a document: the
    /// reader evaluates them in the reference container only. Their construction sites say so,
    /// and the recall counts them as skipped.
    func checkedOnEveryDevice() -> SwiftCodeScan {
        var refused: [String: CodeDiagnostic] = [:]
        for layout in layouts where layout.definition.hasContainerExpressions {
            guard let failure = ContainerExpressionCheck.diagnostics(for: layout.definition).first else { continue }
            refused[layout.name] = CodeDiagnostic(
                severity: .warning, location: layout.location,
                message: "the layout it builds is not usable on every device: \(failure.path): \(failure.message)")
        }
        guard !refused.isEmpty else { return self }
        var checked = self
        checked.skipped += layouts.compactMap { layout in
            refused[layout.name].map { reason in
                SkippedCode(
                    name: layout.name, location: layout.location, reason: reason, reasonCode: "invalid", warnings: layout.warnings,
                    qualification: layout.qualification)
            }
        }
        checked.layouts.removeAll { refused[$0.name] != nil }
        checked.sites = sites.map { site in
            guard site.isImported, site.layouts.contains(where: { refused[$0] != nil }) else { return site }
            var site = site
            let kept = site.layouts.filter { refused[$0] == nil }
            if kept.isEmpty, let name = site.layouts.first, let reason = refused[name] {
                site.outcome = "skipped"
                site.reason = "invalid"
                site.message = "part of '\(name)': \(reason.message)"
                site.reasonLocation = reason.location
            }
            site.layouts = kept
            return site
        }
        var counts: [String: Int] = [:]
        for site in checked.sites where !site.isImported { counts[site.reason ?? "unsupported", default: 0] += 1 }
        checked.recall.imported = checked.sites.filter(\.isImported).count
        checked.recall.skipped = counts.sorted { $0.key < $1.key }.map { CodeRecall.ReasonCount(reason: $0.key, count: $0.value) }
        return checked
    }
}
