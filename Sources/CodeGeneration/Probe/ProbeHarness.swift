enum ProbeHarness {
    /// The fixed part of every probe file (`Embedded/probe/harness.swift`, Swift for an iOS test
    /// target, never compiled here): the host, the placeholder views, the recorder and its JSON.
    /// It reads `CatalogProbeRequest`, which the generator writes per probe.
    static let source = EmbeddedText.named("probe/harness.swift")
}
