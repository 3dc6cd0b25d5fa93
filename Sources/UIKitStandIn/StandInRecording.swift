import Foundation

/// The transcript of everything built with the stand-in: every initializer and factory of a
/// layout class, every property set on one, in call order, with the values passed.
///
/// Objects are named `#1`, `#2`, … in the order they are made, so a transcript says which object
/// went where: two builders whose transcripts are equal made the same objects from the same
/// values and wired them together the same way. Numbers are written exactly (Swift's shortest
/// round-trip form), strings quoted and escaped.
@MainActor
public enum StandInRecording {
    /// The transcript since `start()`.
    public private(set) static var lines: [String] = []
    /// False to build without recording (benchmarks): no line is written or even formatted.
    public static var isEnabled = true
    private static var lastID = 0
    private static var silent = false

    /// Starts a new transcript; objects are numbered from 1 again.
    public static func start() {
        lines = []
        lastID = 0
    }

    /// A line the exercising code writes between calls (`-- provider(sectionIndex: 0, …)`).
    public static func note(_ text: String) {
        lines.append("-- " + text)
    }

    /// Records a new object made by `expression` and returns its number.
    static func created(_ expression: @autoclosure () -> String) -> Int {
        if silent || !isEnabled { return 0 }
        lastID += 1
        lines.append("#\(lastID) = \(expression())")
        return lastID
    }

    /// Records a property set on object `id`.
    static func set(_ id: Int, _ property: String, _ value: @autoclosure () -> String) {
        if silent || !isEnabled { return }
        lines.append("#\(id).\(property) = \(value())")
    }
}

extension StandInRecording {
    /// Makes objects UIKit makes for itself (a boundary item's anchor, a decoration's size)
    /// without recording them: no API call made them.
    static func silently<T>(_ make: () -> T) -> T {
        silent = true
        defer { silent = false }
        return make()
    }
}

/// Objects UIKit makes for itself, made once and never recorded.
@MainActor
enum StandInAnchor {
    static let unrecorded = StandInRecording.silently { NSCollectionLayoutAnchor(edges: []) }
    static let unrecordedSize = StandInRecording.silently {
        NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    }
}

/// How values appear in a transcript.
enum StandInText {
    static func number(_ value: CGFloat) -> String {
        "\(Double(value))"
    }

    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator || (0x80...0x9F).contains(scalar.value)
                {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func point(_ point: CGPoint) -> String {
        "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    static func rect(_ rect: CGRect) -> String {
        "CGRect(x: \(number(rect.origin.x)), y: \(number(rect.origin.y)), width: \(number(rect.size.width)), height: \(number(rect.size.height)))"
    }

    static func enumCase<T>(_ value: T) -> String {
        "." + String(describing: value)
    }
}
