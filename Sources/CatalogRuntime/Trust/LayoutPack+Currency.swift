import Foundation

extension LayoutPack {
    /// Whether this verified pack is the one to use now, beyond who signed it: it is for the
    /// app's channel, it is newer than every pack the app has seen for that channel, and it has
    /// not expired. `LayoutLibrary` runs this on every downloaded and stored pack (the bundled
    /// pack is exempt from `after` and expiry); `catalog verify-pack --channel --after --now`
    /// runs it offline.
    ///
    /// - Parameters:
    ///   - channel: the app's channel; nil skips the check (`verify-pack` without `--channel`).
    ///   - mark: the newest pack seen for the channel; nil skips the check.
    ///   - now: the device clock.
    ///   - clockTolerance: how far past `expires` the clock may be before the pack counts as
    ///     expired (device clocks drift; `LayoutPackPolicy.clockTolerance`).
    /// - Throws: `wrongChannel`, `rollback` or `expired`, checked in that order.
    public func checkCurrent(channel: String?, after mark: LayoutPackMark?, now: Date, clockTolerance: TimeInterval) throws(LayoutPackError) {
        if let channel { try checkChannel(channel) }
        if let mark, manifest.sequence < mark.sequence || (manifest.sequence == mark.sequence && mark.packHash != packHash) {
            throw .rollback(channel: manifest.channel ?? "", sequence: manifest.sequence, installed: mark.sequence)
        }
        try checkNotExpired(now: now, clockTolerance: clockTolerance)
    }

    /// `wrongChannel` unless the pack is for `channel`.
    public func checkChannel(_ channel: String) throws(LayoutPackError) {
        guard manifest.channel == channel else { throw .wrongChannel(pack: manifest.channel, expected: channel) }
    }

    /// `expired` when `expires` (plus the tolerance) is before `now`; a format 1 pack never
    /// expires.
    public func checkNotExpired(now: Date, clockTolerance: TimeInterval) throws(LayoutPackError) {
        guard let expiration = manifest.expiration, now > expiration.addingTimeInterval(max(0, clockTolerance)) else { return }
        throw .expired(expires: manifest.expires ?? "", now: PackTime.string(now))
    }

    /// The mark this pack sets for its channel once installed.
    public var mark: LayoutPackMark { LayoutPackMark(sequence: manifest.sequence, packHash: packHash) }
}
