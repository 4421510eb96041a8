import Foundation
import MirrorCore
import RelayWire

extension ReplicaState {
    /// The state a mirror cached (``cacheBytes``), or nil if the bytes are not a snapshot.
    public init?(cachedBytes: Data) {
        guard let snapshot = try? Relay_V1_Snapshot(serializedBytes: cachedBytes),
            let state = try? ReplicaState(snapshot: snapshot)
        else {
            return nil
        }
        self = state
    }

    /// The state as the bytes a mirror caches on disk (the items as received).
    public var cacheBytes: Data {
        (try? snapshot.serializedBytes()) ?? Data()
    }
}
