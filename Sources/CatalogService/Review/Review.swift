import LayoutEngine
import LayoutModel

/// `catalog review BASE HEAD`: what a change to a set of layouts does, layout by layout and
/// screen by screen.
public struct Review: Sendable {
    public var base: ReviewSource
    public var head: ReviewSource
    public var request: ReviewRequest
    /// Every layout name either side has, in name order.
    public var layouts: [LayoutReview]

    /// The layouts with a given status.
    public func layouts(_ status: LayoutReview.Status) -> [LayoutReview] {
        layouts.filter { $0.status == status }
    }

    /// Whether the review found what `policy` fails on: the command exits 1 then.
    public func hasFindings(failingOn policy: ReviewFailPolicy) -> Bool {
        switch policy {
        case .changed: layouts.contains { $0.status.changesDefinition }
        case .removed: layouts.contains { $0.status == .removed }
        case .none: false
        }
    }

    /// Reads both sides and compares every layout: structurally, and for each added, removed or
    /// changed one, geometrically on every requested device and direction. `progress` is told
    /// after each layout (done, total).
    public static func compare(
        base: ReviewSource, head: ReviewSource, request: ReviewRequest,
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws -> Review {
        let devices = try request.checkedDevices()
        let directions: [LayoutDirection] = request.rightToLeft ? [.leftToRight, .rightToLeft] : [.leftToRight]
        let old = try base.layouts()
        let new = try head.layouts()
        let names = Set(old.keys).union(new.keys).sorted()
        var reviews: [LayoutReview] = []
        reviews.reserveCapacity(names.count)
        for (done, name) in names.enumerated() {
            reviews.append(
                try review(
                    name, before: old[name], after: new[name], devices: devices, directions: directions,
                    iOS: request.iOS))
            progress(done + 1, names.count)
        }
        return Review(base: base, head: head, request: request, layouts: reviews)
    }

    static func review(
        _ name: String, before: ReviewedLayout?, after: ReviewedLayout?, devices: [Device],
        directions: [LayoutDirection], iOS: IOSVersion? = nil
    ) throws -> LayoutReview {
        let status: LayoutReview.Status
        var changes: [DefinitionChange] = []
        switch (before, after) {
        case (nil, _): status = .added
        case (_, nil): status = .removed
        case (let before?, let after?):
            // Same canonical content, same geometry: nothing to resolve.
            if before.definition.canonicalText == after.definition.canonicalText {
                let textOnly = Self.textsDiffer(before.text, after.text)
                return LayoutReview(
                    name: name, status: textOnly ? .textOnly : .unchanged, baseOrigin: before.origin, headOrigin: after.origin, changes: [],
                    screens: [])
            }
            status = .changed
            changes = DefinitionDiff.changes(from: before.definition, to: after.definition)
        }
        var screens: [ScreenReview] = []
        for device in devices {
            for direction in directions {
                screens.append(try screen(before: before, after: after, device: device, direction: direction, iOS: iOS))
            }
        }
        return LayoutReview(name: name, status: status, baseOrigin: before?.origin, headOrigin: after?.origin, changes: changes, screens: screens)
    }

    /// True when both sides carry the author's text in the same syntax and it differs. A
    /// revision added as JSON beside its YAML export, or one stored before texts were kept,
    /// has nothing to compare: that is no change.
    static func textsDiffer(_ before: String?, _ after: String?) -> Bool {
        guard let before, let after, StoredRevision.isJSON(before) == StoredRevision.isJSON(after) else { return false }
        return before != after
    }

    /// One device and direction. Both sides get the same data: the new side's preview counts
    /// or sample, so a change in data never reads as a change in layout.
    static func screen(
        before: ReviewedLayout?, after: ReviewedLayout?, device: Device, direction: LayoutDirection,
        iOS: IOSVersion? = nil
    ) throws -> ScreenReview {
        var request = ResolveRequest()
        request.device = device.id
        request.rightToLeft = direction == .rightToLeft
        request.iOS = iOS
        let resolvedAfter = try after.map { try resolve($0, request) }
        var shared = request
        if let resolvedAfter { shared.counts = resolvedAfter.data.sections.map(\.itemCount) }
        let resolvedBefore = try before.map { try resolve($0, shared) }
        guard let resolvedBefore, let resolvedAfter else {
            return ScreenReview(device: device, direction: direction, iOS: iOS ?? device.newestIOS, before: resolvedBefore, after: resolvedAfter)
        }
        return ScreenReview(
            device: device, direction: direction, iOS: iOS ?? device.newestIOS, diff: GeometryDiff.compare(resolvedBefore, resolvedAfter))
    }

    /// Resolves one side's layout; a failure names where the side read it (`layouts/feed.yaml`,
    /// `main:layouts/feed.yaml`, `feed@3`), never the placeholder revision number a file's
    /// definition is resolved under.
    static func resolve(_ layout: ReviewedLayout, _ request: ResolveRequest) throws -> Resolution {
        do {
            return try Catalog.resolve(revision(layout), request, dataset: nil)
        } catch ServiceError.cannotResolve(_, let reason) {
            throw ServiceError.cannotResolve(layout.origin, reason: reason)
        }
    }

    /// A definition read from a file, in the shape resolution takes; its number is 0.
    static func revision(_ layout: ReviewedLayout) -> StoredRevision {
        StoredRevision(
            name: layout.name, number: 0, headNumber: 0, contentHash: layout.definition.contentHash, author: "", message: layout.origin,
            createdAt: "", isArchived: false, definition: layout.definition, canonicalText: layout.definition.canonicalText)
    }
}
