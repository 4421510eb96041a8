/// Where a mirror's copy of the phone's state stands (sync.proto's `SyncPosition`, carried by
/// each request a mirror sends): the epoch it synced in, the last seq it applied, and the last
/// position it applied on each of its two topics ("all/" and its own "dev/<id>/").
public struct SyncPosition: Sendable, Hashable {
    public var epoch: UInt64
    public var seq: UInt64
    public var broadcastSeq: UInt64
    public var deviceSeq: UInt64

    public init(epoch: UInt64, seq: UInt64, broadcastSeq: UInt64, deviceSeq: UInt64) {
        (self.epoch, self.seq, self.broadcastSeq, self.deviceSeq) = (epoch, seq, broadcastSeq, deviceSeq)
    }
}
