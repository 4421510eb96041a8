/// The hub's bounds and patience, with the relay's defaults. Past a bound the hub refuses
/// or drops and counts: its memory never grows without limit, and one phone's excess
/// never touches another phone's map.
public struct HubLimits: Sendable, Hashable {
    /// Records (entries, grants and tombstones) kept per phone.
    public var recordsPerPhone = 100_000
    /// Bytes of sealed records kept per phone (its map and the updates held while a dump is awaited).
    public var bytesPerPhone = 256 * 1024 * 1024
    /// Phones the relay keeps state for.
    public var phones = 10_000
    /// Readers in one roster.
    public var readersPerPhone = 4096
    /// Snapshot requests waiting for one phone's dump; and, apart, requests from readers the
    /// relay kept from before its restart waiting for that phone's roster.
    public var queuedSnapshotsPerPhone = 256
    /// Mirror routes remembered per phone for replies (the latest requesters).
    public var requestersPerPhone = 4096
    /// How long a dump is awaited before it is asked for again.
    public var dumpRetry: Duration = .seconds(2)
    /// How long a snapshot request waits for a dump before it is refused (SYNCING).
    public var snapshotPatience: Duration = .seconds(3)
    /// How long a phone whose state went past a bound is left without a map before the relay
    /// asks for its dump again.
    public var overLimitBackoff: Duration = .seconds(60)
    /// The longest a pairing window is listed after its latest announcement.
    public var pairingListing: Duration = .seconds(10)

    public init() {}
}
