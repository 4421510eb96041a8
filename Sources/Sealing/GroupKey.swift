/// The key of a phone's "all/" updates for one key epoch: drawn at every start of the
/// phone and whenever a device is unpaired, and granted to each paired device sealed
/// under their ``PairwiseKeys``. A device removed before an epoch began reads nothing
/// sealed in it.
public struct GroupKey: Sendable, Hashable {
    /// Which key this is (random, compared for equality only; never 0).
    public let epoch: UInt64
    public let key: SymmetricKey

    public init(epoch: UInt64, key: SymmetricKey) {
        self.epoch = epoch
        self.key = key
    }

    /// A fresh key with a fresh random epoch.
    public static func random() -> GroupKey {
        var epoch: UInt64 = 0
        while epoch == 0 { epoch = Sodium.randomUInt64() }
        return GroupKey(epoch: epoch, key: .random())
    }
}
