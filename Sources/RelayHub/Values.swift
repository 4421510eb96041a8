/// A phone as the relay knows it: its CURVE key's fingerprint (`CurveKey.fingerprint`),
/// the first part of every topic of its stream ("<phone>/all/").
public struct PhoneID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: PhoneID, rhs: PhoneID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A reader's long-term public key (32 bytes): the key a mirror pairs and connects with.
public struct ReaderKey: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]
    /// nil unless `bytes` is 32 bytes long.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        self.bytes = bytes
    }
    /// The first bytes in hex, for logs.
    public var description: String {
        bytes.prefix(6).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + "…"
    }
}

/// A connection on one of the relay's ROUTERs: the routing id libzmq gave it.
public struct Route: Sendable, Hashable {
    public let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// What the Clone map does with an update (`CloneOp` in relayed.proto).
public enum CloneOp: Sendable, Hashable {
    /// The latest value of (item, part).
    case set
    /// Every part of the item removed.
    case delete
    /// Forwarded, kept nowhere; advances its topic (invalidation notices).
    case pass
    /// Forwarded, kept nowhere; at its topic's position, or past it if the relay missed something.
    case heartbeat
    /// A key grant, kept per topic and given first in a snapshot.
    case grant
    /// An op this relay does not know: forwarded, kept nowhere.
    case unknown
}

/// One sealed update as the relay routes and keeps it: the cleartext header's fields and
/// the whole serialized `SealedUpdate`, kept verbatim (the relay never opens it).
public struct Record: Sendable, Hashable {
    /// "all/" or "dev/<id>/", without the phone's id.
    public var topic: String
    public var seq: UInt64
    public var topicSeq: UInt64
    public var epoch: UInt64
    public var keyEpoch: UInt64
    public var op: CloneOp
    /// The keyed hash naming what the update is about (empty for PASS).
    public var item: [UInt8]
    public var part: UInt32
    /// The serialized `SealedUpdate`.
    public var bytes: [UInt8]

    public init(
        topic: String, seq: UInt64, topicSeq: UInt64, epoch: UInt64, keyEpoch: UInt64 = 0, op: CloneOp,
        item: [UInt8] = [], part: UInt32 = 0, bytes: [UInt8]
    ) {
        self.topic = topic
        self.seq = seq
        self.topicSeq = topicSeq
        self.epoch = epoch
        self.keyEpoch = keyEpoch
        self.op = op
        self.item = item
        self.part = part
        self.bytes = bytes
    }
}

/// One device a phone's stream is for: its key and the id the phone paired it as.
public struct Reader: Sendable, Hashable {
    public let key: ReaderKey
    public let deviceID: String
    public init(key: ReaderKey, deviceID: String) {
        self.key = key
        self.deviceID = deviceID
    }

    /// Its device topic, "dev/<id>/".
    public var topic: String { "dev/\(deviceID)/" }

    /// Whether `deviceID` can name a topic: not empty, no "/" (a subscription is a prefix,
    /// so "dev/a/" would also hear "dev/a/b/"), no NUL.
    public static func isValidDeviceID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 256 && !id.contains("/") && !id.contains("\0")
    }
}

/// A phone's whole sealed state at one position (`CloneDump`).
public struct Dump: Sendable, Hashable {
    public var epoch: UInt64
    public var seq: UInt64
    public var topicSeqs: [String: UInt64]
    public var records: [Record]
    public init(epoch: UInt64, seq: UInt64, topicSeqs: [String: UInt64], records: [Record]) {
        self.epoch = epoch
        self.seq = seq
        self.topicSeqs = topicSeqs
        self.records = records
    }
}

/// The relay's answer to a reader's snapshot request (`RelaySnapshot`): its grant first,
/// then the records of "all/" and its "dev/<id>/" in seq order, valid at (epoch, seq); or one
/// part of that answer (``parts(maxBytes:)``).
public struct Snapshot: Sendable, Hashable {
    public var requestID: String
    public var phone: PhoneID
    public var epoch: UInt64
    public var seq: UInt64
    /// Exactly "all/" and the reader's "dev/<id>/".
    public var topicSeqs: [String: UInt64]
    public var records: [Record]
    /// Which part this is, 0 to `parts` - 1, of an answer in `parts` parts; `parts` 0: the whole answer.
    public var part: Int
    public var parts: Int

    public init(
        requestID: String, phone: PhoneID, epoch: UInt64, seq: UInt64, topicSeqs: [String: UInt64], records: [Record],
        part: Int = 0, parts: Int = 0
    ) {
        self.requestID = requestID
        self.phone = phone
        self.epoch = epoch
        self.seq = seq
        self.topicSeqs = topicSeqs
        self.records = records
        self.part = part
        self.parts = parts
    }
}

/// Why a snapshot request is refused (`RelayRefusal.Reason`).
public enum RefusalReason: String, Sendable, Hashable, CaseIterable {
    /// No such phone here, or its roster does not name the asker.
    case notAReader
    /// The relay has no complete state of that phone yet: ask again.
    case syncing
}

/// A phone whose pairing window is open at the relay (`ListedPhone`).
public struct ListedPhone: Sendable, Hashable {
    public let phone: PhoneID
    /// The key its connection proved.
    public let key: [UInt8]
    /// The name it announced.
    public let name: String
    public init(phone: PhoneID, key: [UInt8], name: String) {
        (self.phone, self.key, self.name) = (phone, key, name)
    }
}
