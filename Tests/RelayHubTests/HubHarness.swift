@testable import RelayHub

/// A hub and the time, with short ways to say what phones and mirrors send.
struct HubHarness {
    var hub: RelayHub
    var now = ContinuousClock.Instant.now

    init(limits: HubLimits = HubLimits()) { hub = RelayHub(limits: limits) }

    static let phone = PhoneID("aaaa-aaaa-aaaa-aaaa-aaaa")
    static let otherPhone = PhoneID("bbbb-bbbb-bbbb-bbbb-bbbb")
    static let phoneRoute = Route([0, 1])
    static let otherPhoneRoute = Route([0, 2])
    static let desk = key(1), watch = key(2), stranger = key(9)
    static let deskRoute = Route([9, 1]), watchRoute = Route([9, 2]), strangerRoute = Route([9, 9])
    static let readers = [Reader(key: desk, deviceID: "desk"), Reader(key: watch, deviceID: "watch")]

    static func key(_ byte: UInt8) -> ReaderKey { ReaderKey([UInt8](repeating: byte, count: 32))! }

    mutating func advance(_ duration: Duration) { now = now + duration }

    mutating func handle(_ event: RelayHub.Event) -> [RelayHub.Effect] { hub.handle(event, at: now) }

    @discardableResult
    mutating func roster(
        _ phone: PhoneID = phone, route: Route = phoneRoute, readers: [Reader] = readers,
        epoch: UInt64 = 1
    ) -> [RelayHub.Effect] {
        handle(.roster(phone, route: route, readers: readers, epoch: epoch))
    }

    @discardableResult
    mutating func dump(
        _ phone: PhoneID = phone, epoch: UInt64 = 1, seq: UInt64, topicSeqs: [String: UInt64],
        _ records: [Record]
    ) -> [RelayHub.Effect] {
        handle(.dump(phone, Dump(epoch: epoch, seq: seq, topicSeqs: topicSeqs, records: records)))
    }

    @discardableResult
    mutating func update(_ record: Record, from phone: PhoneID = phone) -> [RelayHub.Effect] {
        handle(.update(phone, record))
    }

    /// A phone that sent its roster and a dump of `records` at (1, seq, topicSeqs): synced.
    mutating func synced(seq: UInt64 = 0, topicSeqs: [String: UInt64] = [:], _ records: [Record] = []) {
        roster()
        dump(seq: seq, topicSeqs: topicSeqs, records)
    }

    mutating func snapshot(
        _ reader: ReaderKey = desk, route: Route = deskRoute, phone: PhoneID = phone,
        id: String = "s1", maxPartBytes: Int = 0
    ) -> [RelayHub.Effect] {
        handle(.snapshotRequest(reader: reader, route: route, phone: phone, requestID: id, maxPartBytes: maxPartBytes))
    }
}

/// Records as a phone makes them; `bytes` names the record so tests can compare.
enum Make {
    static func set(
        _ topic: String = "all/", item: UInt8, part: UInt32 = 0, seq: UInt64, topicSeq: UInt64,
        epoch: UInt64 = 1
    ) -> Record {
        Record(
            topic: topic, seq: seq, topicSeq: topicSeq, epoch: epoch, op: .set, item: [item], part: part,
            bytes: Array("set \(topic) \(item).\(part) @\(seq)".utf8))
    }

    /// A SET record of `size` bytes: its name, then padding ("~").
    static func sized(_ topic: String, item: UInt8, part: UInt32 = 0, seq: UInt64, topicSeq: UInt64, size: Int)
        -> Record
    {
        var record = set(topic, item: item, part: part, seq: seq, topicSeq: topicSeq)
        record.bytes += [UInt8](repeating: UInt8(ascii: "~"), count: max(0, size - record.bytes.count))
        return record
    }

    static func delete(_ topic: String = "all/", item: UInt8, seq: UInt64, topicSeq: UInt64, epoch: UInt64 = 1)
        -> Record
    {
        Record(
            topic: topic, seq: seq, topicSeq: topicSeq, epoch: epoch, op: .delete, item: [item],
            bytes: Array("delete \(item) @\(seq)".utf8))
    }

    static func grant(_ topic: String, seq: UInt64, topicSeq: UInt64, epoch: UInt64 = 1, keyEpoch: UInt64 = 1) -> Record
    {
        Record(
            topic: topic, seq: seq, topicSeq: topicSeq, epoch: epoch, keyEpoch: keyEpoch, op: .grant,
            bytes: Array("grant \(topic) @\(seq)".utf8))
    }

    static func heartbeat(_ topic: String = "all/", seq: UInt64, topicSeq: UInt64, epoch: UInt64 = 1) -> Record {
        Record(
            topic: topic, seq: seq, topicSeq: topicSeq, epoch: epoch, op: .heartbeat,
            bytes: Array("heartbeat \(topic) @\(seq)".utf8))
    }

    static func pass(_ topic: String = "all/", seq: UInt64, topicSeq: UInt64, epoch: UInt64 = 1) -> Record {
        Record(
            topic: topic, seq: seq, topicSeq: topicSeq, epoch: epoch, op: .pass,
            bytes: Array("pass \(topic) @\(seq)".utf8))
    }
}

extension [RelayHub.Effect] {
    var dumpRequests: Int { filter { if case .requestDump = $0 { true } else { false } }.count }
    var snapshots: [Snapshot] { compactMap { if case .snapshot(_, let snapshot) = $0 { snapshot } else { nil } } }
    var refusals: [RefusalReason] { compactMap { if case .refuse(_, _, _, let reason) = $0 { reason } else { nil } } }
    var published: [String] { compactMap { if case .publish(let topic, _) = $0 { topic } else { nil } } }
    var drops: [DropReason] { compactMap { if case .dropped(let reason, _) = $0 { reason } else { nil } } }
}

extension Snapshot {
    /// Each record's bytes as text, in order (padding left out).
    var texts: [String] { records.map { String(String(decoding: $0.bytes, as: UTF8.self).prefix { $0 != "~" }) } }
    /// The bytes of its records.
    var recordBytes: Int { records.reduce(0) { $0 + $1.bytes.count } }
}
