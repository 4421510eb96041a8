import DomainModel
import RelayWire

extension Relay_V1_SyncPosition {
    package init(_ position: SyncPosition) {
        self.init()
        epoch = position.epoch
        seq = position.seq
        broadcastSeq = position.broadcastSeq
        deviceSeq = position.deviceSeq
    }
}

extension SyncPosition {
    /// The position a request's envelope carries (`Envelope.synced`), nil when it carries none.
    package init?(of envelope: Relay_V1_Envelope) {
        guard envelope.hasSynced else { return nil }
        let wire = envelope.synced
        self.init(epoch: wire.epoch, seq: wire.seq, broadcastSeq: wire.broadcastSeq, deviceSeq: wire.deviceSeq)
    }
}
