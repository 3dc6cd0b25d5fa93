/// Which findings make `catalog review` exit 1.
public enum ReviewFailPolicy: String, Sendable, Hashable, CaseIterable {
    /// Any layout added, removed or changed.
    case changed
    /// Only a removed layout (a screen that loses its layout breaks at run time).
    case removed
    /// Never: the review only reports.
    case none
}
