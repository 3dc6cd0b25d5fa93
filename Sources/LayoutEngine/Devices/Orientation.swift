/// How a device is held: `UIInterfaceOrientation` without the upside-down and left/right
/// distinctions (the catalog's geometry is the same for both landscape sides: the safe area is
/// symmetric on every device it knows).
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}
