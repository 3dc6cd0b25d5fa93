/// A stand-in for the part of Apple's XCTest a device probe calls, compiled as a module named
/// `XCTest` so Linux can type-check probes: test cases, activities and attachments, skips and
/// failures. Written from Apple's documentation (Xcode 16): the same names, labels, optionality
/// and raw values. Linux's own XCTest (swift-corelibs-xctest) cannot stand in: it has no
/// attachments.
enum XCTestStub {
    static let source = #"""
        @_exported import Foundation

        open class XCTest: NSObject {
            public override init() {
                super.init()
            }

            open var name: String { "" }
            open var testCaseCount: Int { 1 }

            open func setUp() {}
            open func tearDown() {}
        }

        /// A named substep of a test; test cases are activities too.
        public protocol XCTActivity: NSObjectProtocol {
            var name: String { get }
            func add(_ attachment: XCTAttachment)
        }

        open class XCTestCase: XCTest {
            open func setUpWithError() throws {}
            open func tearDownWithError() throws {}

            open var continueAfterFailure: Bool {
                get { true }
                set {}
            }
        }

        extension XCTestCase: XCTActivity {
            public func add(_ attachment: XCTAttachment) {}
        }

        open class XCTAttachment: NSObject {
            /// Whether an attachment outlives a test that passes.
            public enum Lifetime: Int, Sendable {
                case keepAlways = 0
                case deleteOnSuccess = 1
            }

            open var lifetime = Lifetime.deleteOnSuccess
            open var name: String?
            open var userInfo: [AnyHashable: Any]?
            private let stubIdentifier: String
            private let stubPayload: Data?

            public init(uniformTypeIdentifier identifier: String?, name: String?, payload: Data?, userInfo: [AnyHashable: Any]? = nil) {
                stubIdentifier = identifier ?? "public.data"
                stubPayload = payload
                self.name = name
                self.userInfo = userInfo
                super.init()
            }

            public convenience init(data payload: Data) {
                self.init(uniformTypeIdentifier: nil, name: nil, payload: payload)
            }

            public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) {
                self.init(uniformTypeIdentifier: identifier, name: nil, payload: payload)
            }

            public convenience init(string: String) {
                self.init(uniformTypeIdentifier: "public.plain-text", name: nil, payload: Data(string.utf8))
            }

            public convenience init(contentsOfFile url: URL) {
                self.init(uniformTypeIdentifier: nil, name: url.lastPathComponent, payload: try? Data(contentsOf: url))
            }

            open var uniformTypeIdentifier: String { stubIdentifier }
        }

        /// Thrown from a test to skip it.
        public struct XCTSkip: Error {
            public let message: String?

            public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
                self.message = message
            }
        }

        public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
        """#
}
