/// How an app's window shares an iPad's screen (iPadOS multitasking before Stage Manager).
public enum WindowArrangement: Sendable, Hashable {
    /// The whole screen.
    case fullScreen
    /// Split View: the app takes this share of the screen beside another app.
    case splitView(SplitShare)
    /// Slide Over: a narrow window over another app.
    case slideOver

    /// The share of the screen a Split View app takes (the divider takes 10 pt: 809 + 10 + 375 =
    /// 1194 on an 11-inch iPad in landscape).
    public enum SplitShare: String, Sendable, Hashable, CaseIterable {
        case twoThirds = "2-3"
        case half = "1-2"
        case oneThird = "1-3"

        /// "2/3", as people write it.
        public var label: String { rawValue.replacingOccurrences(of: "-", with: "/") }
    }
}
