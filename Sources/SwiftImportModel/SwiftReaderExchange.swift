/// What `catalog` and its Swift reader (`catalog-swift`, the executable that links swift-syntax)
/// exchange: the request as the reader's one argument, the report on its standard output, both
/// JSON. Keeping the parser in its own process spares every other command its start-up cost.
public enum SwiftReaderExchange {
    /// The version of this exchange. A reader from another build of `catalog` answers with
    /// another number, and `catalog` says so instead of misreading it.
    public static let format = 2

    /// The files to read and how.
    public struct Request: Sendable, Codable {
        public var format: Int
        public var options: SwiftImportOptions
        /// Files and folders (searched recursively for `.swift` files), as the user gave them.
        public var paths: [String]

        public init(options: SwiftImportOptions, paths: [String]) {
            format = SwiftReaderExchange.format
            self.options = options
            self.paths = paths
        }
    }

    /// The reader's answer.
    public struct Response: Sendable, Codable {
        public var format: Int
        public var report: SwiftImportReport

        public init(report: SwiftImportReport) {
            format = SwiftReaderExchange.format
            self.report = report
        }
    }
}
