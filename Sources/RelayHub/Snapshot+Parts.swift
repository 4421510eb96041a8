import DomainModel

extension Snapshot {
    /// The smallest part a relay makes (`DomainModel/SnapshotParts/minimumPartBytes`, the phone's too).
    public static var minimumPartBytes: Int { SnapshotParts.minimumPartBytes }

    /// The most parts a relay cuts one answer into (`DomainModel/SnapshotParts/mostPartsMade`).
    public static var mostPartsMade: Int { SnapshotParts.mostPartsMade }

    /// The part size to answer a request's `max_part_bytes` with: 0 (whole) as asked, else at
    /// least ``minimumPartBytes``.
    public static func partBytes(asked: Int) -> Int { SnapshotParts.partBytes(asked: asked) }

    /// This answer in the parts a mirror asked for (relayed.proto's `RelaySnapshotRequest.max_part_bytes`),
    /// cut as `DomainModel/SnapshotParts/cut(firstBytes:firstHoldsItems:itemBytes:maxBytes:)`
    /// cuts a phone's: every part carries the request id, the position and its index and count;
    /// part 0 the grant (every later part's "all/" records open with it), the topics' witnesses
    /// (a record at each topic's position that is not a kept SET), and every "all/" record
    /// (Live Activities, controls, recommendations, relevances: what a phone's own part 0 holds,
    /// and what a mirror shows with part 0); then the device's records, each item's together (a
    /// widget instance's metadata and timeline are rebuilt from one part), items in the order of
    /// their first record. A record is never split. `maxBytes` 0, or an answer that fits in one
    /// part: the answer whole, as a relay that predates parts sends it.
    public func parts(maxBytes asked: Int) -> [Snapshot] {
        guard asked > 0 else { return [self] }
        // Grants and witnesses (a heartbeat, PASS or DELETE at a topic's position) go in part 0.
        let atStart = { (record: Record) in record.op != .set }
        let shared = records.filter { !atStart($0) && $0.topic == "all/" }
        var items: [[UInt8]] = []
        var byItem: [[UInt8]: [Record]] = [:]
        for record in records where !atStart(record) && record.topic != "all/" {
            if byItem[record.item] == nil { items.append(record.item) }
            byItem[record.item, default: []].append(record)
        }
        let first = records.filter(atStart) + shared
        let groups = items.map { byItem[$0] ?? [] }
        guard
            let cut = SnapshotParts.cut(
                firstBytes: Self.bytes(of: first), firstHoldsItems: !shared.isEmpty,
                itemBytes: groups.map(Self.bytes), maxBytes: asked)
        else { return [self] }
        return cut.enumerated().map { index, range in
            var part = self
            part.records = (index == 0 ? first : []) + groups[range].flatMap { $0 }
            part.part = index
            part.parts = cut.count
            return part
        }
    }

    /// The bytes of `records` as kept (each a serialized `SealedUpdate`).
    static func bytes(of records: [Record]) -> Int { records.reduce(0) { $0 + $1.bytes.count } }
}
