/// A row of `pack_key_revocation`: a signing key retired by `publish --revoke`.
package struct PackKeyRevocationRecord: Sendable, Hashable {
    package var keyID: String
    package var revokedAt: String
    package var auditEventId: Int64
}
