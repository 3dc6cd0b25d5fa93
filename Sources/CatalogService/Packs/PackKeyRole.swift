/// What a key file does for a pack: signs it when it is published, or is trusted when it is
/// verified.
public enum PackKeyRole: Sendable, Hashable {
    /// A private key `publish` signs with.
    case signing
    /// A public key `verify-pack` checks signatures against.
    case trusted
}
