extension Snapshot {
    /// The smallest part a relay makes, whatever a mirror asks (the phone's too, for sync.proto's
    /// `SnapshotRequest.max_part_bytes`): a request for tiny parts cannot make it send many
    /// frames of a few records each.
    public static let minimumPartBytes = 16 * 1024

    /// The most parts a relay cuts one answer into: past it the parts grow. The relay's socket
    /// queues at most 1,000 messages for one mirror (libzmq's default send limit) and drops the
    /// rest, so an answer in more parts than that would lose some every time.
    public static let mostPartsMade = 256

    /// The part size to answer a request's `max_part_bytes` with: 0 (whole) as asked, else at
    /// least ``minimumPartBytes``.
    public static func partBytes(asked: Int) -> Int {
        asked <= 0 ? 0 : max(asked, minimumPartBytes)
    }

    /// This answer in the parts a mirror asked for (relayed.proto's `RelaySnapshotRequest.max_part_bytes`),
    /// each at most `maxBytes` bytes of records (part 0 may hold more: it holds every "all/"
    /// record, whatever their size), in at most ``mostPartsMade`` parts (larger ones if need
    /// be): every part carries the request id, the position
    /// and its index and count; part 0 the grant (every later part's "all/" records open with
    /// it) and every "all/" record (Live Activities, controls, recommendations, relevances: what
    /// a phone's own part 0 holds, and what a mirror shows with part 0); then the device's
    /// records, each item's together (a widget instance's metadata and timeline are rebuilt from
    /// one part), items in the order of their first record, as many to a part as fit. A record
    /// is never split: an item larger than `maxBytes` has a part of its own. `maxBytes` 0, or
    /// an answer that fits in one part: the answer whole, as a relay that predates parts sends it.
    public func parts(maxBytes asked: Int) -> [Snapshot] {
        let total = Self.bytes(of: records)
        guard asked > 0, total > asked else { return [self] }
        // Parts filled in turn hold more than `maxBytes` two by two: at most 2 × total ÷ maxBytes + 1.
        let maxBytes = max(asked, total / (Self.mostPartsMade / 2 - 1) + 1)
        let shared = records.filter { $0.op != .grant && $0.topic == "all/" }
        var items: [[UInt8]] = []
        var byItem: [[UInt8]: [Record]] = [:]
        for record in records where record.op != .grant && record.topic != "all/" {
            if byItem[record.item] == nil { items.append(record.item) }
            byItem[record.item, default: []].append(record)
        }
        var split: [[Record]] = []
        var current = records.filter { $0.op == .grant } + shared
        var size = Self.bytes(of: current)
        var holdsItems = !shared.isEmpty
        for item in items {
            let group = byItem[item] ?? []
            let groupSize = Self.bytes(of: group)
            if holdsItems, size + groupSize > maxBytes {
                split.append(current)
                current = []
                size = 0
            }
            current += group
            size += groupSize
            holdsItems = true
        }
        split.append(current)
        guard split.count > 1 else { return [self] }
        return split.indices.map { index in
            var part = self
            part.records = split[index]
            part.part = index
            part.parts = split.count
            return part
        }
    }

    /// The bytes of `records` as kept (each a serialized `SealedUpdate`).
    static func bytes(of records: [Record]) -> Int { records.reduce(0) { $0 + $1.bytes.count } }
}
