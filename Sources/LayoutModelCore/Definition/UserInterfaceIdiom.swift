/// `UIUserInterfaceIdiom`, with UIKit's case names. `when` tests it as `userInterfaceIdiom`;
/// UIKit's `.unspecified` is the absence of a value.
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
    case phone, pad, tv, carPlay, mac, vision
}
