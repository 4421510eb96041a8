/// What the relay did, counted: a small value the driver reads for logs, tests and status.
public struct HubStats: Sendable, Hashable {
    /// Updates handed to the mirror side's publisher.
    public var updatesPublished = 0
    /// Updates applied to a phone's map (SET, DELETE, GRANT).
    public var updatesApplied = 0
    /// Requests forwarded to a phone, replies forwarded to a mirror.
    public var requestsForwarded = 0
    public var repliesForwarded = 0
    /// Dumps asked for, and dumps that became a map.
    public var dumpsRequested = 0
    public var dumpsApplied = 0
    /// Snapshot requests answered from a map.
    public var snapshotsServed = 0
    /// Ceremony steps and answers forwarded between mirrors and pairing windows.
    public var pairingForwarded = 0
    /// Gaps seen in a phone's stream, and maps dropped for another epoch.
    public var gaps = 0
    public var epochChanges = 0
    /// Snapshot requests refused, by reason.
    public var refusals: [RefusalReason: Int] = [:]
    /// Frames dropped, by reason.
    public var drops: [DropReason: Int] = [:]

    public init() {}

    /// Refusals of every reason.
    public var refused: Int { refusals.values.reduce(0, +) }
    /// Drops of every reason.
    public var dropped: Int { drops.values.reduce(0, +) }
}

/// Why a frame was dropped (or a phone's map given up).
public enum DropReason: String, Error, Sendable, Hashable, CaseIterable {
    // Decided by the hub.
    /// A ceremony step for a phone with no pairing window open here.
    case pairingWithoutWindow
    /// A request from a key the phone's roster does not name.
    case requestFromNonReader
    /// A request for a phone the relay has no roster or route for.
    case requestToUnknownPhone
    /// A reply to a route that sent that phone no request.
    case replyToUnknownRoute
    /// A dump nobody asked for (the map is synced), or for an epoch other than the roster's.
    case unexpectedDump
    /// A record of a dump that is not SET or GRANT, or of another epoch.
    case invalidDumpRecord
    /// A roster, dump or update from a phone beyond ``HubLimits/phones``.
    case tooManyPhones
    /// A phone's state went past ``HubLimits/recordsPerPhone`` or ``HubLimits/bytesPerPhone``:
    /// its map is dropped for ``HubLimits/overLimitBackoff`` (updates are still forwarded).
    case phoneOverLimit
    /// A roster's reader with a bad device id, or beyond ``HubLimits/readersPerPhone``.
    case invalidReader
    /// An update from a phone that has sent no roster yet: forwarded, not kept.
    case updateWithoutRoster
    /// A snapshot request beyond ``HubLimits/queuedSnapshotsPerPhone`` (refused SYNCING too).
    case snapshotQueueFull
    // Decided by the driver, counted here.
    /// Not a RelayFrame, the wrong frame count, a frame of the wrong kind for its socket, a bad header.
    case malformed
    /// An update under another phone's id (topic or header), or a connection with no key.
    case impersonation
    /// A mirror's subscription to a topic its key may not hear (refused, not applied).
    case subscriptionRefused
    /// A message the relay could not send on (its socket gone, or closing).
    case unsent
}
