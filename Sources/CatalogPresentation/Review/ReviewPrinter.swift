import CatalogService

/// `catalog review` on standard output: Markdown or JSON.
public enum ReviewPrinter {
    /// `fullReport` is where the uncut report is (the `--out` folder's `review.md`), for the
    /// pointer a cut report ends with.
    public static func write(_ review: Review, as format: ReviewFormat, maxLines: Int, fullReport: String?, on console: Console) {
        switch format {
        case .json: console.withJSON { ReviewJSON.write(review, to: &$0) }
        case .markdown: console.write(ReviewMarkdown.text(review, maxLines: maxLines, fullReport: fullReport))
        }
    }
}
