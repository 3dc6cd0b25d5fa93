import LayoutModel

/// What a section's boundary items are measured across (§7's width box), from
/// `supplementaryContentInsetsReference` and the older `supplementariesFollowContentInsets`.
///
/// `supplementariesFollowContentInsets: false` means, before iOS 16, the section's reference
/// width without the section's own leading and trailing insets [D]. From iOS 16 the property is
/// deprecated for `supplementaryContentInsetsReference`, and the exported code and the runtime
/// set `.none` there instead (chosen: no render shows what iOS 16 and later do with the old
/// property), so the resolver follows what they set.
enum BoundaryInsetsRule: Equatable {
    /// The section's reference insets plus its own contentInsets (the default).
    case followSection
    /// The section's reference insets alone.
    case sectionReferenceOnly
    /// Measured from this reference, without the section's insets.
    case reference(ContentInsetsReference)

    init(_ section: Section, iOS: IOSVersion) {
        if section.supplementaryContentInsetsReference != .automatic {
            self = .reference(section.supplementaryContentInsetsReference)
        } else if section.supplementariesFollowContentInsets {
            self = .followSection
        } else if iOS >= IOSVersion(16) {
            self = .reference(.none)
        } else {
            self = .sectionReferenceOnly
        }
    }
}
