import Foundation
import LayoutModel
import Testing

/// The canonical form is what content hashes cover, so it is not output and must never change
/// with the way output is written. These are the content hashes of every preset as the catalog
/// computed them before the presentation layer existed (taken from `catalog list --json` on a
/// freshly initialised catalog); a change to any canonical byte changes one of them.
///
/// Thirteen presets later gained `lint: {allow: […]}` (they copy samples that keep a lint
/// finding on purpose) and a last summary sentence saying why ("Kept as …"). That is new
/// content, so their hashes changed knowingly; the pin still covers every other byte: without
/// the key and the sentence they hash exactly as before.
@Suite struct CanonicalFormPinTests {
    static let presetHashes: [String: String] = [
        "adaptive-sections": "dd6e0f22ab97537332058cbec0e4c35957939c3552b6071fef68be6f7b9387bc",
        "conference-news": "075bebc57ed3ed6532bdcb672bba0069036c4865d6f0a4bf55849a310693db49",
        "conference-videos": "6804f8eda4fd5cd389c7dcbc2177232d8db0deee2345754703f953429582381a",
        "distinct-sections": "80c153f0e910e289e236c8225d4f8916cd95a209131f835a1dac4fbf6d3ffc2f",
        "emoji-explorer": "5aeafe9d138e3610d70a4b4335f5433f14a1348c2c264628f412f4ed40d3dcbb",
        "grid": "0a9d8b711ca7a5e52e7d8b8c42ac8f3afeda20600507f24f7bfa476186931947",
        "inset-items-grid": "469f9613a96e0d527167d0cb4e362bff97e47e66bcb578ddda998ef15c4a8516",
        "item-badges": "88812d8760262586e646b478e2c57e3732244799ef8d5964d9ca79eef224dcd5",
        "list": "1057b8d309ffe23f8d8be03987dde91d06fa4d8767b2930118be5d7bade4d660",
        "list-appearance-grouped": "6c137f0acbd2b7fd37343e00a24d9575e79de28d96e68831c2ddae9ea465195e",
        "list-appearance-inset-grouped": "610989f890bbf7785ec05017421fedeef2f9233d23671a42f11f5f4847d607cb",
        "list-appearance-plain": "e3473392287313a312a0aa75a8f92cbda4372ffc211eda93b99a3aedf675a0e6",
        "list-appearance-sidebar": "20dcab016b5de605c4203993485649a3e660e36b0786333a4a95fb0fdcd28ed5",
        "list-appearance-sidebar-plain": "1461fffed1826fbcb1a30a4263c0b1810de1b55ee900b3f093b009ea0789255c",
        "list-custom-cells": "4629ef9990e187a3fd345e81aafb492435cd915848173684e394f618bda0796f",
        "list-inset-grouped": "c597eaa1d14339dfadeb1a47c23746336cbc8766490ec8f288fc228412a2648d",
        "nested-groups": "a740d1b51d73ee44a0839e13f67c070b5b6477c8bb7506f409a52b5443f6e601",
        "orthogonal-section-behaviors": "c23a576eb62ad5be8f0f3019a2c615d78e6192802334f454ad977fb6cdc3281f",
        "orthogonal-sections": "2c8ddaa5b20f358b006b481afd254ba461a3f41f2fe9a33246fc0859c152922c",
        "outline-sidebar": "c2b2de2fb56585b26049d3fd49bbe040d3d3b63a2754a36def98536be37e6203",
        "pinned-section-headers": "0acd2b7b02791c0e794cfa58af899aa66d03057d92874bb0f35c12471d0bc0a9",
        "section-background-decoration": "57958f1bf234d4db5817cc05d1d65ca74cd787ea3b3c07a1906a96485ce3c6ce",
        "section-headers-footers": "7bb5a7fcb1e432fc72acc2cd3b53877829de2b352bb1b3bc1ebfd49a45baed3c",
        "seed-app-store-answer": "f1cbf04a90c29e6430955a7c0b72ed3720ba5285d6b7bfc5d394c21e9aadbd1e",
        "seed-app-store-tab": "e219afdbde42adac923b8f560bbe5573d05b3183bfcf1ab27fe24a6d375fd084",
        "seed-badge-top-leading-inside": "8668ca8d5b94ef2cb2fa912809a86dde8845b75a388ad52fdaf2f27f88adab3b",
        "seed-badges-headers-footers": "52283664e22c627fc04d75ce724e2682e6bed8ff90fa9c37ed91db60ae627289",
        "seed-centered-small-item": "0d34583fc68546e576b2c7f16e885626e238e6203cc1b986e978dc6ad23449dd",
        "seed-combined-group-badges": "3467434143d31f1e69e7ffff4172781b5059d5ef5fcc8e7a7c7549d2415e6ef9",
        "seed-custom-group-8-items": "22c10c57467f3d616a74a574f8741f181bcdff657a2c5812eff5668a51f361ed",
        "seed-feature-cards": "62dc1a4ee9c6126f735aa7cef7d703c4fa13178d89ab41701eaa0b2ea85848bc",
        "seed-grid-and-paging-page": "769ec1987f5c214c7a51cb9662b9f674ccdf76912e30b453e9c7cf11de89033c",
        "seed-grouped-background": "e0e9b877f25d45b0356f5b58702129ff6984a125b85d9808b7875aad84b544fc",
        "seed-horizontal-scroll-orthogonal": "8625ad684fafe9423a8cfaafb3964e28ebcb93dbf76e2d7e0e7f0daeae585ce1",
        "seed-layout-header-footer-pinned": "8700e8de806fb443a496e28d71440ea7b0b0ae10fd468ce1a3c96233cee1670d",
        "seed-list-inset-grouped-header-footer": "3c2f81376202eb79248f85a8e749b2f066ae16cf69c043165dc30def5445ee7d",
        "seed-nested-group": "4178706dbd9d0b67c5cf5a5287070b248ceefedd71d64ab5cc06b32de503dff0",
        "seed-orthogonal-behaviors": "4d8ad9d9ffb2ca02fbb75c64fedb3227326fa13620f34337be4c8defcccd81b9",
        "seed-paging-cards": "9bf5a19243fbe4f41c332fc5ccf8cae0b3e57b2381b5d6f1652639ba0210b9db",
        "seed-pinned-headers-footers": "fb37f1d0e352226c63a5a96a469293607697a22757d374b2ea3f25e24b3b8d5b",
        "seed-section-background": "8e7511b33719500d81b9f9b4cc6d902877719c94423724a47e3df818cb5c0303",
        "seed-staircase-custom-group": "679788aa4aaabbdf829dee7f3503964b4da8d3ef02824794e8c4170bffc53d0c",
        "seed-three-column-grid": "4c1175544abd9ce6711d1ff1ea0adb1d84361a1ffb913c27129c13645f936baf",
        "seed-tools-block": "cec4c74131b9414bdfc30f94986e110d40ed0fbc1ae3835f5c6d4594edac3f69",
        "seed-topapp-row": "b883fb625915a11eaa4fa602921c88810433d765acea98143f64c0295829e738",
        "seed-topapp-sections": "1e88b50cb42617bceca496d8336d5c98b3ce32799ba73e8bb2f23205021c9392",
        "seed-two-badges": "6e75ff2869af29323299f3c20fb0aa11afce25dc553cb8291ff14cc9e014db6c",
        "seed-two-column-cards": "5770901a7dd94e68a45c959d374d0f3260f75966a9295214ada4f35624d13d32",
        "seed-two-column-count-list": "fdefa854cbd6f3344b70bff8a21a465f9a1d5768d7bb9f88a8d1da4a1781e128",
        "seed-waterfall-custom-group": "f5a70f08de84caeec8684265a64f049ec58cca51223de67c8c273ac445bc7765",
        "two-column-grid": "aa26780480bf228160dbfe7d13fd85babe64122fd00863b04450796d60095d8e",
    ]

    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("seeds/layouts")

    @Test func everyPresetKeepsItsContentHash() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var seen: Set<String> = []
        for file in files {
            let text = try String(contentsOf: Self.seeds.appendingPathComponent(file), encoding: .utf8)
            let checked = LayoutDocument.check(text)
            let definition = try #require(checked.definition, "\(file): \(checked.diagnostics.map(\.description))")
            seen.insert(definition.name)
            var pinned = definition
            pinned.lint = LintOptions()
            if let range = pinned.summary?.range(of: " Kept as ") { pinned.summary?.removeSubrange(range.lowerBound...) }
            #expect(pinned.contentHash == Self.presetHashes[definition.name], "\(file): the canonical form of \(definition.name) changed")
        }
        #expect(seen == Set(Self.presetHashes.keys), "presets added or removed: update this table knowingly")
    }
}
