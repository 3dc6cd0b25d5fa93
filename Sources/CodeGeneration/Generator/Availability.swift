/// Which iOS versions generated code can assume, and where it must check.
struct Availability: Sendable, Hashable {
    /// The deployment target the caller asked for.
    let target: DeploymentTarget
    /// The version the generated function itself is marked with (`@available(iOS 14.0, *)`),
    /// when it uses API without a fallback (list sections) that is newer than the target.
    let functionRequirement: DeploymentTarget?

    /// What code inside the generated function may assume.
    var floor: DeploymentTarget {
        guard let functionRequirement else { return target }
        return max(target, functionRequirement)
    }

    /// Whether API introduced in `version` needs an `#available` check.
    func needsCheck(for version: DeploymentTarget) -> Bool { version > floor }
}
