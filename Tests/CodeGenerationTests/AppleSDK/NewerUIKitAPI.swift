import LayoutModel

@testable import CodeGeneration

/// The UIKit API that an SDK is too old to declare: every declaration the project's UIKit stubs
/// (written from the iOS 18 SDK's documentation, with Apple's availability) mark as introduced
/// after the SDK's version — `uniformAcrossSiblings` and `UIUserInterfaceIdiom.vision` (iOS 17)
/// for an iOS 16 SDK.
///
/// Exported code and the runtime reach such API only behind `#available` / `@available`, which
/// Apple's compilers still resolve against the SDK: with an older SDK the name does not exist
/// and the compiler says so. Those errors are the SDK's age, not a fault of the code, so the
/// checks accept an error that names one of these declarations — and only those: every other
/// diagnostic fails the check. Taking the names from the stubs keeps the list in step with what
/// the generator uses, since the stub-based compile checks already require the stubs to declare
/// whatever generated code calls.
struct NewerUIKitAPI: Sendable {
    /// The SDK's version.
    let sdkVersion: DeploymentTarget
    /// The names declared after it (Swift names and Objective-C selectors' first parts and
    /// constants), with the version that introduced each.
    let names: [String: DeploymentTarget]

    init(after sdkVersion: DeploymentTarget) {
        self.sdkVersion = sdkVersion
        var names: [String: DeploymentTarget] = [:]
        for source in [UIKitSwiftStub.source, UIKitViewStub.source, XCTestStub.source] {
            for (name, version) in Self.swiftDeclarations(in: source) where version > sdkVersion { names[name] = version }
        }
        for (name, version) in Self.objcDeclarations(in: UIKitObjCStub.header) where version > sdkVersion { names[name] = version }
        self.names = names
    }

    /// The newer declaration a compiler message names, quoted as compilers quote names:
    /// `'uniformAcrossSiblings'`, `'uniformAcrossSiblingsWithEstimate:'`, `'vision'`.
    func named(in message: String) -> String? {
        names.keys.sorted().first { name in
            message.contains("'\(name)'") || message.contains("'\(name):") || message.contains("'\(name)(")
        }
    }

    // MARK: Reading the stubs

    /// `@available(iOS 17.0, *)` followed, on its line or the next, by a declaration.
    static func swiftDeclarations(in source: String) -> [(String, DeploymentTarget)] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(String, DeploymentTarget)] = []
        for (index, line) in lines.enumerated() {
            guard let attribute = line.range(of: "@available(iOS "),
                let close = line[attribute.upperBound...].range(of: ", *)"),
                let version = Self.version(String(line[attribute.upperBound..<close.lowerBound]))
            else { continue }
            let rest = line[close.upperBound...].trimmingCharacters(in: .whitespaces)
            let declaration = rest.isEmpty ? (index + 1 < lines.count ? lines[index + 1] : "") : rest
            if let name = Self.declaredName(declaration) { found.append((name, version)) }
        }
        return found
    }

    /// The name a Swift declaration line declares: the word after its keyword.
    static func declaredName(_ declaration: String) -> String? {
        let words = declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        // `class func` declares a function: look for the most specific keyword first.
        for keyword in ["func", "var", "let", "case", "protocol", "struct", "enum", "typealias", "class"] {
            if let position = words.firstIndex(of: keyword), position + 1 < words.count { return words[position + 1] }
        }
        return nil
    }

    /// `API_AVAILABLE(ios(17.0))` after a method (its selector's first part), a property (its
    /// name) or an enum constant.
    static func objcDeclarations(in header: String) -> [(String, DeploymentTarget)] {
        var found: [(String, DeploymentTarget)] = []
        for line in header.split(separator: "\n").map(String.init) {
            guard let attribute = line.range(of: "API_AVAILABLE(ios("),
                let close = line[attribute.upperBound...].range(of: "))"),
                let version = Self.version(String(line[attribute.upperBound..<close.lowerBound]))
            else { continue }
            let before = line[..<attribute.lowerBound].trimmingCharacters(in: .whitespaces)
            let words = before.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            if before.hasPrefix("+") || before.hasPrefix("-") {
                // `+ (instancetype)name:(…)…`: the first word after the return type.
                guard let typeEnd = before.firstIndex(of: ")") else { continue }
                let selector = before[before.index(after: typeEnd)...].split { !($0.isLetter || $0.isNumber || $0 == "_") }
                if let first = selector.first { found.append((String(first), version)) }
            } else if before.hasPrefix("@property"), let name = words.last {
                found.append((name, version))
            } else if words.count == 1, let name = words.first {
                found.append((name, version))
            }
        }
        return found
    }

    /// `17.0` → iOS 17.0.
    static func version(_ text: String) -> DeploymentTarget? {
        IOSVersion(parsing: text).map(DeploymentTarget.init)
    }
}
