import CatalogService
import Foundation

/// A catalog of many generated layouts, for timing what people run on large catalogs.
///
/// Each layout is a small valid definition with a title, a summary and one to four tags, so
/// `list` has every column to fill. Generated with the same seed, the catalog is the same.
enum BenchmarkCatalog {
    static let tagPool = ["grid", "list", "orthogonal", "headers", "badges", "nested", "estimated", "apple-sample", "team", "feed"]

    /// Creates (or extends) the catalog at `path` with layouts `layout-00000` … in batches of
    /// 1,000, one transaction each; progress on standard error when it is a terminal.
    static func make(at path: String, layouts count: Int) throws {
        let catalog = try Catalog(location: CatalogLocation(path: path, isDefault: false), create: true, seed: false)
        var random = BenchmarkRandom(seed: 10_000)
        let batch = 1_000
        for start in stride(from: 0, to: count, by: batch) {
            let documents = (start..<min(start + batch, count)).map { index in
                SourceDocument(path: "layout-\(index).yaml", text: yaml(index, random: &random))
            }
            _ = try catalog.add(documents, author: "bench", message: "generated")
            if isatty(STDERR_FILENO) != 0 {
                FileHandle.standardError.write(Data("\rgenerated \(min(start + batch, count)) / \(count) layouts".utf8))
            }
        }
        if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private static func yaml(_ index: Int, random: inout BenchmarkRandom) -> String {
        let name = "layout-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index)
        let tags = (0...random.int(below: 4)).map { _ in tagPool[random.int(below: tagPool.count)] }
        let width = [0.2, 0.25, 0.5, 1.0][random.int(below: 4)]
        return """
            name: \(name)
            title: Generated Layout \(index)
            summary: A generated layout for the list benchmark, number \(index).
            tags: [\(tags.joined(separator: ", "))]
            section:
              group:
                layout: horizontal
                size: {width: fractionalWidth(1.0), height: absolute(\(40 + random.int(below: 100)))}
                subitems:
                  - item: {size: {width: fractionalWidth(\(width)), height: fractionalHeight(1.0)}}
            """
    }
}
