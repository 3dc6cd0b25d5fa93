import Foundation
import Testing

/// User data flows through the generator: nothing in it may trap.
@Suite struct GeneratorHygieneTests {
    @Test func generatorHasNoTrappingConstructs() throws {
        let directory = Presets.repositoryRoot.appendingPathComponent("Sources/CodeGeneration/Generator")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        let forceUnwrap = try NSRegularExpression(pattern: #"[A-Za-z0-9_)\]]!(?!=)"#)
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                for banned in ["try!", "as!", "fatalError(", "precondition(", "preconditionFailure(", "assert("] {
                    #expect(!code.contains(banned), "\(file):\(number + 1) uses \(banned)")
                }
                let range = NSRange(code.startIndex..., in: code)
                #expect(forceUnwrap.firstMatch(in: code, range: range) == nil, "\(file):\(number + 1) force-unwraps: \(code)")
            }
        }
    }
}
