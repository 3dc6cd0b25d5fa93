import CatalogRuntime
import Testing

@Suite struct VersionNumberTests {
    @Test func comparesNumberByNumber() throws {
        let fiveNine = try #require(VersionNumber("5.9"))
        let fiveTen = try #require(VersionNumber("5.10"))
        #expect(fiveNine < fiveTen)
        #expect(VersionNumber("5.3") == VersionNumber("5.3.0"))
        #expect(Set([VersionNumber(5, 3), VersionNumber(5, 3, 0)]).count == 1)
        #expect(VersionNumber("1.0")! > VersionNumber.any)
        #expect(VersionNumber(13) < VersionNumber(14))
    }

    @Test func refusesWhatIsNotAVersion() {
        for text in ["", "5.", ".5", "5..3", "v5", "5.3-beta", "1.2.3.4.5", "1234567", "-1", "٥"] {
            #expect(VersionNumber(text) == nil, "accepted '\(text)'")
        }
        #expect(VersionNumber("1.2.3.4")?.description == "1.2.3.4")
    }
}
