/// Which catalog layouts that the code does not build `check` calls orphaned.
public enum OrphanRule: String, Sendable, Hashable, CaseIterable {
    /// Those whose last recorded Swift source (`import-swift`, `check --update`) lies under the
    /// checked paths: presets, layouts written as YAML and code elsewhere are left out.
    case recorded
    /// Every layout in the catalog: for a catalog that holds the app's layouts only, such as one
    /// rebuilt from the YAML export, where no source is recorded.
    case all
}
