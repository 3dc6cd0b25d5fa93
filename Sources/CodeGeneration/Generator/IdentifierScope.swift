/// Hands out unique local names within one function body: `item`, `item2`, `item3`, …
struct IdentifierScope {
    private var used: Set<String>

    /// A scope where `taken` (e.g. the names of enclosing functions) are unavailable.
    init(taken: Set<String> = []) {
        used = taken
    }

    /// `base`, or `base` with the smallest number from 2 that makes it unused; never a reserved
    /// word. A `base` that is not a valid identifier (empty, or starting with a digit) becomes
    /// `value…`.
    mutating func claim(_ base: String) -> String {
        var stem = CodeIdentifier.isValid(base) ? base : "value" + CodeIdentifier.uppercasingFirst(base)
        if !CodeIdentifier.isValid(stem) { stem = "value" }
        var candidate = stem
        var number = 2
        while used.contains(candidate) || CodeIdentifier.reserved.contains(candidate) {
            candidate = stem + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The names in use, to seed nested scopes.
    var takenNames: Set<String> { used }
}
