import SwiftSyntax

/// Local names visible at a point of the code being followed: a chain of blocks, each with its
/// variables, and the `self` and type members the enclosing declaration sees.
final class Scope {
    /// One variable. `value` is nil between `let x: T` and its first assignment.
    final class Cell {
        var value: Value?
        let isConstant: Bool

        init(_ value: Value?, isConstant: Bool) {
            self.value = value
            self.isConstant = isConstant
        }
    }

    let parent: Scope?
    /// The file the code of this scope is in, for positions.
    let file: ParsedFile
    private var cells: [String: Cell] = [:]
    /// `self` inside a method, computed property or closure of a type.
    let selfValue: Value?
    /// The type whose members bare names may refer to.
    let typeContext: TypeInfo?

    init(file: ParsedFile, parent: Scope? = nil, selfValue: Value? = nil, typeContext: TypeInfo? = nil) {
        self.parent = parent
        self.file = file
        self.selfValue = selfValue ?? parent?.selfValue
        self.typeContext = typeContext ?? parent?.typeContext
    }

    /// A nested block scope.
    func child() -> Scope { Scope(file: file, parent: self) }

    /// Where `node` (in this scope's file) starts.
    func position(of node: some SyntaxProtocol) -> SourcePosition { file.position(of: node) }

    func declare(_ name: String, _ value: Value?, isConstant: Bool) {
        cells[name] = Cell(value, isConstant: isConstant)
    }

    /// Whether this scope itself (not an enclosing one) declares `name`.
    func declaresOwn(_ name: String) -> Bool { cells[name] != nil }

    /// The innermost variable called `name`.
    func lookup(_ name: String) -> Cell? {
        var scope: Scope? = self
        while let current = scope {
            if let cell = current.cells[name] { return cell }
            scope = current.parent
        }
        return nil
    }
}
