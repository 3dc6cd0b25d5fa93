import SwiftSyntax

/// The way code written for iOS 13 keeps working after iOS 16 deprecated
/// `supplementariesFollowContentInsets`:
///
/// ```swift
/// if #available(iOS 16.0, *) {
///     section.supplementaryContentInsetsReference = .none
/// } else {
///     section.supplementariesFollowContentInsets = false
/// }
/// ```
///
/// Both branches say one thing, which the format holds as `supplementariesFollowContentInsets:
/// false` (exported back in this very shape); importing only the branch for the newest iOS
/// would turn it into `supplementaryContentInsetsReference: none`, another layout before iOS 16.
enum SupplementaryInsetsMigration {
    /// The `else` block's statements when `ifExpression` is this pattern, for one receiver.
    static func olderBranch(of ifExpression: IfExprSyntax) -> CodeBlockItemListSyntax? {
        guard ifExpression.conditions.count == 1,
            let availability = ifExpression.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
            availability.availabilityKeyword.tokenKind == .poundAvailable,
            requiresIOS16(availability),
            case .codeBlock(let otherwise)? = ifExpression.elseBody,
            let newer = onlyStatement(ifExpression.body.statements),
            let older = onlyStatement(otherwise.statements),
            let newerReceiver = receiver(
                of: newer, assigning: "supplementaryContentInsetsReference", values: [".none", "UIContentInsetsReference.none"]),
            let olderReceiver = receiver(of: older, assigning: "supplementariesFollowContentInsets", values: ["false"]),
            newerReceiver == olderReceiver
        else { return nil }
        return otherwise.statements
    }

    private static func requiresIOS16(_ availability: AvailabilityConditionSyntax) -> Bool {
        availability.availabilityArguments.contains { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument, restriction.platform.text == "iOS",
                let version = restriction.version?.trimmedDescription
            else { return false }
            return version == "16" || version == "16.0"
        }
    }

    private static func onlyStatement(_ statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let statement = statements.first else { return nil }
        return String(statement.item.trimmedDescription.filter { !$0.isWhitespace })
    }

    /// `x.property=value` → `x`, for one of `values`.
    private static func receiver(of statement: String, assigning property: String, values: [String]) -> String? {
        for value in values {
            let suffix = ".\(property)=\(value)"
            if statement.hasSuffix(suffix), statement.count > suffix.count {
                return String(statement.dropLast(suffix.count))
            }
        }
        return nil
    }
}
