/// Each paired device's update lag, for an operator: the updates the phone published on the
/// device's two topics ("all/" and its "dev/<id>/") in this epoch that the device has not
/// confirmed by a request's ``SyncPosition``. A device that confirmed nothing in this epoch
/// (not synced since the phone started, or another history) lags by every one of them.
///
/// A value the phone's driver feeds the positions its paired devices report and asks against
/// its ``Sequencer``; it never hears of a device that is not paired.
import DomainModel

public struct UpdateLag: Sendable, Hashable {
    /// The last position each device confirmed, by device id.
    public private(set) var confirmed: [String: SyncPosition] = [:]

    public init() {}

    /// `device` reported `position`. A request overtaken by a later one (the lanes answer out
    /// of order, not the socket: arrival order is kept) cannot move it back within an epoch.
    public mutating func confirm(_ position: SyncPosition, by device: String) {
        if let known = confirmed[device], known.epoch == position.epoch,
            known.broadcastSeq >= position.broadcastSeq, known.deviceSeq >= position.deviceSeq,
            known.seq >= position.seq
        {
            return
        }
        confirmed[device] = position
    }

    /// Forgets devices no longer paired.
    public mutating func keep(only devices: some Sequence<String>) {
        let paired = Set(devices)
        confirmed = confirmed.filter { paired.contains($0.key) }
    }

    /// The updates published to `device` in `sequencer`'s epoch that it has not confirmed.
    public func lag(of device: String, at sequencer: Sequencer) -> UInt64 {
        let (_, broadcast, own) = sequencer.position(for: device)
        guard let position = confirmed[device], position.epoch == sequencer.epoch else { return broadcast + own }
        return (broadcast - min(broadcast, position.broadcastSeq)) + (own - min(own, position.deviceSeq))
    }

    /// The last seq `device` confirmed in `sequencer`'s epoch (0: none).
    public func confirmedSeq(of device: String, at sequencer: Sequencer) -> UInt64 {
        guard let position = confirmed[device], position.epoch == sequencer.epoch else { return 0 }
        return min(position.seq, sequencer.seq)
    }
}
