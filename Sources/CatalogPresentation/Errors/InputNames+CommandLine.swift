import CatalogService

extension InputNames {
    /// The names the command line gives: its options, so a message says what to type.
    public static let commandLine = InputNames(
        expectedHead: "--expect-head", snapshotFile: "a snapshot file (--file)", operationsScript: "an operations script (--ops)",
        anchor: "--anchor", since: "--since", width: "--width", height: "--height", device: "--device",
        scale: "--scale", itemCount: "--items", sectionCounts: "--counts", tolerance: "--tolerance",
        privateKey: "a private key file (--key)", publicKey: "a public key file (--key)")
}
