import Foundation

/// Writes the files of a site (the gallery, a review folder) through ``SafeOutput`` and records
/// each outcome, in order.
struct GalleryFileWriter {
    let output: SafeOutput
    private(set) var files: [WrittenFile] = []

    init(output: SafeOutput) {
        self.output = output
    }

    mutating func write(_ text: String, to path: String) throws {
        let outcome = try output.write(Data(text.utf8), to: path)
        files.append(WrittenFile(path: path, outcome: outcome))
    }
}
