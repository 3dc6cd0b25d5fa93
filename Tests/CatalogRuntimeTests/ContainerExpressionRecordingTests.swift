import CatalogTestSupport
import LayoutModel
import Testing

@testable import CatalogRuntime

/// Layouts with numbers over the layout container: the runtime makes the calls exported Swift
/// makes, with the values its arithmetic computes, in every container the probes try (see
/// `RecordingEqualityTests`).
@Suite(.serialized) struct ContainerExpressionRecordingTests {
    @Test @MainActor func containerExpressionSamplesRecordTheCallsExportedSwiftMakes() throws {
        let definitions = try ContainerExpressionSamples.all.map { yaml in
            try #require(LayoutDocument.check(yaml, lint: false).definition, "a container expression sample does not decode")
        }
        let compared = try RecordingEqualityTests.compare(definitions, label: "container")
        #expect(compared.layouts == definitions.count * RecordingEqualityTests.releases.count)
        #expect(compared.lines > 500, "only \(compared.lines) transcript lines compared")
    }
}
