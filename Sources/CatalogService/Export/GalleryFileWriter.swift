import Foundation

/// Writes the gallery's files through ``SafeOutput`` and records each outcome, in order.
struct GalleryFileWriter {
    let output: SafeOutput
    private(set) var files: [GalleryReport.File] = []

    init(output: SafeOutput) {
        self.output = output
    }

    mutating func write(_ text: String, to path: String) throws {
        let outcome = try output.write(Data(text.utf8), to: path)
        files.append(GalleryReport.File(path: path, outcome: outcome))
    }
}
