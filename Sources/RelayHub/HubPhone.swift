/// Where a phone's map stands.
public enum SyncState: Sendable, Hashable {
    /// No map, and no dump asked for yet.
    case noMap
    /// A dump was asked for at `since` (no map for the phone's epoch, or a gap was seen).
    case awaitingDump(since: ContinuousClock.Instant)
    /// The map is complete at its position: snapshots are answered from it.
    case synced
    /// The phone's state went past a bound: no map until `until`, then a dump is asked for again.
    case overLimit(until: ContinuousClock.Instant)
}

/// What the hub keeps for one phone.
struct HubPhone: Sendable {
    /// Its readers by key, from its latest roster.
    var readers: [ReaderKey: String] = [:]
    /// Its requests connection (the ROUTER's routing id the latest roster came from).
    var route: Route?
    /// The epoch its latest roster named.
    var epoch: UInt64 = 0
    /// The map: synced, or kept frozen while a dump is awaited (merged into the dump's).
    var map: CloneMap?
    var sync: SyncState = .noMap
    /// Updates that came while a dump was awaited, in order: applied after it.
    var held: [Record] = []
    var heldBytes = 0
    /// Snapshot requests waiting for the dump.
    var queued: [QueuedSnapshot] = []
    /// Sealed requests from readers kept from before a restart, waiting for the phone's route.
    var heldRequests: [HeldRequest] = []
    /// The mirrors that sent it requests (latest last): replies go to these only.
    var requesters = Requesters()
    /// Its pairing window, while open here.
    var pairing: RelayHub.PairingWindowState?
    /// The mirrors that sent its window a ceremony step: its answers go to these only.
    var pairingRequesters = Requesters()

    var isSynced: Bool { if case .synced = sync { true } else { false } }

    /// Records and bytes it holds: its map's and its held updates'.
    var recordCount: Int { (map?.recordCount ?? 0) + held.count }
    var byteCount: Int { (map?.byteCount ?? 0) + heldBytes }

    mutating func hold(_ record: Record) {
        held.append(record)
        heldBytes += record.bytes.count
    }

    mutating func dropMapAndHeld() {
        map = nil
        held = []
        heldBytes = 0
    }
}

/// What a snapshot request asks: its id (echoed in the answer) and the size of the parts it
/// is answered in (``Snapshot/partBytes(asked:)``; 0: whole).
struct SnapshotAsk: Sendable, Hashable {
    let requestID: String
    let maxPartBytes: Int
}

/// A reader's snapshot request waiting for its phone's dump.
struct QueuedSnapshot: Sendable {
    let reader: ReaderKey
    let route: Route
    let request: SnapshotAsk
    let at: ContinuousClock.Instant

    var requestID: String { request.requestID }
}

/// A reader's sealed request waiting for its phone's roster (the relay restarted).
struct HeldRequest: Sendable {
    let reader: ReaderKey
    let route: Route
    let bytes: [UInt8]
    let at: ContinuousClock.Instant
}

/// The mirror routes that sent a phone requests, the latest kept up to a bound.
struct Requesters: Sendable {
    private var routes: Set<Route> = []
    private var order: [Route] = []

    func contains(_ route: Route) -> Bool { routes.contains(route) }

    mutating func remember(_ route: Route, bound: Int) {
        guard routes.insert(route).inserted else { return }
        order.append(route)
        if order.count > max(1, bound) {
            let evicted = order.count - max(1, bound)
            for old in order.prefix(evicted) { routes.remove(old) }
            order.removeFirst(evicted)
        }
    }
}
