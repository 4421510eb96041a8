/// The relay's decisions as a value: which phones it serves and who reads them, each phone's
/// Clone map, what to forward where, and what to refuse.
///
/// A relay routes by the cleartext `SealedHeader` fields only and keeps the sealed bytes
/// verbatim: it never opens them. No sockets, no clock, no generated types: every input is
/// an ``Event`` handed to ``handle(_:at:)`` with the time it happened, and every output is
/// an ``Effect`` the driver performs (`RelayNodeKit`). Time-outs (a dump asked for again,
/// a queued snapshot request refused) are checked on ``Event/tick``.
///
/// One phone's updates touch that phone's state only, and every phone's state is bounded
/// (``HubLimits``): a hostile phone cannot grow another phone's map, or the relay, past them.
public struct RelayHub: Sendable {
    public let limits: HubLimits
    /// Everything counted so far.
    public internal(set) var stats = HubStats()
    /// Who may read which phone (the mirror side's allow-list and subscription rule).
    public internal(set) var directory = ReaderDirectory()
    var phones: [PhoneID: HubPhone] = [:]

    /// A hub with `directory`: the readers a relay kept from before its restart, so their
    /// subscriptions are decided at once, before each phone's roster comes again.
    public init(limits: HubLimits = HubLimits(), directory: ReaderDirectory = ReaderDirectory()) {
        self.limits = limits
        self.directory = directory
    }

    /// Handles one event that happened at `now`; returns what the driver must do, in order.
    public mutating func handle(_ event: Event, at now: ContinuousClock.Instant) -> [Effect] {
        switch event {
        case .roster(let phone, let route, let readers, let epoch):
            return roster(phone, route: route, readers: readers, epoch: epoch, at: now)
        case .dump(let phone, let dump):
            return received(dump, from: phone, at: now)
        case .update(let phone, let record):
            return update(record, from: phone, at: now)
        case .snapshotRequest(let reader, let route, let phone, let requestID, let maxPartBytes):
            return snapshotRequest(
                from: reader, route: route, phone: phone,
                request: SnapshotAsk(requestID: requestID, maxPartBytes: maxPartBytes), at: now)
        case .request(let reader, let route, let phone, let bytes):
            return request(from: reader, route: route, phone: phone, bytes: bytes, at: now)
        case .reply(let phone, let route, let bytes):
            return reply(from: phone, to: route, bytes: bytes)
        case .tick:
            return tick(at: now) + expirePairingWindows(at: now)
        case .pairingWindow(let phone, let route, let key, let name, let seconds):
            return pairingWindow(phone, route: route, key: key, name: name, seconds: seconds, at: now)
        case .pairingLookup(let route, let requestID):
            return [.pairingListing(route: route, requestID: requestID, listing(at: now))]
        case .pairing(let route, let phone, let bytes):
            return pairing(from: route, phone: phone, bytes: bytes, at: now)
        case .pairingAnswer(let phone, let route, let bytes):
            return pairingAnswer(from: phone, to: route, bytes: bytes)
        case .rejected(let reason):
            return [drop(reason, phone: nil)]
        }
    }

    /// Whether the mirror authenticated as `key` may subscribe to `topic` (``ReaderDirectory/allows(topic:key:)``).
    public func allows(topic: [UInt8], key: ReaderKey) -> Bool { directory.allows(topic: topic, key: key) }

    /// Where `phone`'s map stands; nil for a phone the relay has no state for.
    public func syncState(of phone: PhoneID) -> SyncState? { phones[phone]?.sync }

    /// The position `phone`'s map is valid at, when it has one: (epoch, seq, each topic's topic_seq).
    public func position(of phone: PhoneID) -> (epoch: UInt64, seq: UInt64, topicSeqs: [String: UInt64])? {
        phones[phone]?.map.map { ($0.epoch, $0.seq, $0.topicSeqs) }
    }

    /// Records `phone`'s map keeps (entries, grants, tombstones), and their bytes.
    public func size(of phone: PhoneID) -> (records: Int, bytes: Int) {
        (phones[phone]?.recordCount ?? 0, phones[phone]?.byteCount ?? 0)
    }

    // MARK: Shared steps

    mutating func drop(_ reason: DropReason, phone: PhoneID?) -> Effect {
        stats.drops[reason, default: 0] += 1
        return .dropped(reason, phone: phone)
    }

    /// Asks `phone` for its dump (when it has a route) and awaits it from `now`.
    mutating func requestDump(_ phone: PhoneID, _ state: inout HubPhone, at now: ContinuousClock.Instant) -> [Effect] {
        state.sync = .awaitingDump(since: now)
        guard let route = state.route else { return [] }
        stats.dumpsRequested += 1
        return [.requestDump(phone, route: route, knownEpoch: state.map?.epoch ?? 0)]
    }

    /// Whether `state` is past a bound; if so its map and held updates are dropped for a while.
    mutating func enforceBounds(_ phone: PhoneID, _ state: inout HubPhone, at now: ContinuousClock.Instant) -> [Effect]
    {
        guard state.recordCount > limits.recordsPerPhone || state.byteCount > limits.bytesPerPhone else { return [] }
        state.dropMapAndHeld()
        state.sync = .overLimit(until: now + limits.overLimitBackoff)
        return [drop(.phoneOverLimit, phone: phone)] + refuseQueued(&state, phone: phone, reason: .syncing)
    }

    mutating func refuseQueued(_ state: inout HubPhone, phone: PhoneID, reason: RefusalReason) -> [Effect] {
        defer { state.queued = [] }
        return state.queued.map { refusal(route: $0.route, requestID: $0.requestID, phone: phone, reason: reason) }
    }

    mutating func refusal(route: Route, requestID: String, phone: PhoneID, reason: RefusalReason) -> Effect {
        stats.refusals[reason, default: 0] += 1
        return .refuse(route: route, requestID: requestID, phone: phone, reason: reason)
    }
}
