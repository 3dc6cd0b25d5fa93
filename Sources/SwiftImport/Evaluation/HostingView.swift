import SwiftSyntax

/// A view whose size stands for the layout container's: the collection view the layout lays
/// out (`collectionView.bounds`), the view controller's view it fills (`view.frame`), the view
/// whose own code builds the layout (a cell's `frame`, written without `self.`), or the screen
/// (`UIScreen.main.bounds`). Apps size items from these where a section provider would read
/// `layoutEnvironment.container.contentSize`; the code knows none of them, so they are read as
/// `container.contentSize` — the collection view's bounds, exactly, and the others where the
/// collection view fills them, which the import says in a warning.
enum HostingView {
    case collectionView
    case viewControllerView
    case enclosingView
    case screen

    /// The view `base.bounds` or `base.frame` measures, by how the code names it (`self.` and a
    /// force-unwrap left out); nil for any other view.
    init?(_ base: ExprSyntax) {
        var text = base.trimmedDescription.filter { !$0.isWhitespace }
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        while let last = text.last, last == "!" || last == "?" { text.removeLast() }
        switch text {
        case "collectionView": self = .collectionView
        case "view": self = .viewControllerView
        case "UIScreen.main": self = .screen
        default: return nil
        }
    }

    /// What the import says where it reads the size (`spelled`: the code, in backticks), and
    /// whether that is an assumption (a warning) rather than what UIKit gives a section provider
    /// (a note).
    func diagnostic(_ spelled: String) -> (message: String, isAssumption: Bool) {
        switch self {
        case .collectionView:
            ("\(spelled) is read as `container.contentSize`: a compositional layout's container is its collection view's bounds", false)
        case .viewControllerView:
            ("\(spelled) is read as `container.contentSize`, assuming the collection view fills the view controller's view", true)
        case .enclosingView:
            ("\(spelled) is read as `container.contentSize`, assuming the collection view fills the view whose code builds the layout", true)
        case .screen:
            ("\(spelled) is read as `container.contentSize`, assuming the collection view fills the screen", true)
        }
    }
}
