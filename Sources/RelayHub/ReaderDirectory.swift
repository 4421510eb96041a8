/// Who may read which phone's stream, from the phones' latest rosters: the keys the
/// mirror side admits, and the rule each subscription is decided by.
///
/// A value, so the driver can hand a copy to the XPUB's subscription policy (which runs
/// on the socket's thread) whenever the hub says it changed.
public struct ReaderDirectory: Sendable, Hashable {
    /// Per phone, each reader's key and device id.
    public private(set) var rosters: [PhoneID: [ReaderKey: String]] = [:]

    public init() {}

    /// A directory with these rosters (as a relay kept them across a restart).
    public init(rosters: [PhoneID: [ReaderKey: String]]) {
        self.rosters = rosters.filter { !$0.value.isEmpty }
    }

    /// Every key some roster names: the mirror side admits exactly these.
    public var keys: Set<ReaderKey> { Set(rosters.values.flatMap(\.keys)) }

    /// Whether `key` reads `phone`'s stream, and as which device id.
    public func deviceID(of key: ReaderKey, on phone: PhoneID) -> String? { rosters[phone]?[key] }

    mutating func set(_ phone: PhoneID, readers: [Reader]) {
        var roster: [ReaderKey: String] = [:]
        for reader in readers { roster[reader.key] = reader.deviceID }
        rosters[phone] = roster
    }

    /// Whether the connection authenticated as `key` may subscribe to `topic`: exactly
    /// "<phone>/all/" for a reader of that phone, or "<phone>/dev/<id>/" where that phone's
    /// roster names `key` as <id>. Nothing else: not "", not "<phone>/", not another
    /// device's topic, not a longer or shorter prefix.
    public func allows(topic: [UInt8], key: ReaderKey) -> Bool {
        guard let slash = topic.firstIndex(of: UInt8(ascii: "/")), slash > 0,
            let phone = String(validating: topic[..<slash], as: UTF8.self),
            let rest = String(validating: topic[(slash + 1)...], as: UTF8.self),
            let deviceID = rosters[PhoneID(phone)]?[key]
        else { return false }
        return rest == "all/" || rest == "dev/\(deviceID)/"
    }
}
