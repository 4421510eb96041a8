import Foundation
import Mirror
import NodeRuntime
import ZeroMQ

/// One phone a mirror is paired with, as `<data>/phones/<fingerprint>/phone.json` keeps it:
/// the id that phone knows this device by, the phone's key (its identity: two phones of
/// the same name are two phones), fingerprint, name and endpoints.
public struct PairedPhoneRecord: Sendable, Hashable {
    /// The id the phone paired this device as.
    public var deviceID: String
    /// The phone's CURVE public key: who it is.
    public var key: CurveKey
    /// A name for people (the phone's, as it said it when pairing; may be empty).
    public var name: String
    public var router: String
    public var publisher: String
    /// When it was paired (ISO 8601); phones are listed in this order.
    public var pairedAt: String
    /// The relays this phone is reached through (each its endpoint and key), or none:
    /// straight at ``router`` and ``publisher``.
    public var relays: [RelayRoute]

    public init(
        deviceID: String, key: CurveKey, name: String, router: String, publisher: String, pairedAt: String,
        relays: [RelayRoute] = []
    ) {
        (self.deviceID, self.key, self.name, self.router, self.publisher, self.pairedAt) = (
            deviceID, key, name, router, publisher, pairedAt
        )
        self.relays = relays
    }

    /// A relay a phone is reached through.
    public struct RelayRoute: Sendable, Hashable {
        public let endpoint: String
        public let key: CurveKey
        public init(endpoint: String, key: CurveKey) {
            (self.endpoint, self.key) = (endpoint, key)
        }
    }

    public var fingerprint: String { key.fingerprint }

    /// The file's fields (the same names `phone.json` had when a mirror kept one phone).
    var fields: [String: String] {
        var fields = [
            "id": deviceID, "phone_key": key.z85, "fingerprint": fingerprint, "name": name, "router": router,
            "publisher": publisher,
            "paired_at": pairedAt,
        ]
        if !relays.isEmpty {
            // Space-separated, in order: endpoints and Z85 keys have no spaces.
            fields["relay"] = relays.map(\.endpoint).joined(separator: " ")
            fields["relay_key"] = relays.map(\.key.z85).joined(separator: " ")
        }
        return fields
    }

    init?(fields: [String: String]) {
        guard let id = fields["id"], let text = fields["phone_key"], let key = try? CurveKey(z85: text),
            let router = fields["router"], let publisher = fields["publisher"]
        else { return nil }
        var relays: [RelayRoute] = []
        if let endpoints = fields["relay"] {
            let keys = (fields["relay_key"] ?? "").split(separator: " ").map { try? CurveKey(z85: String($0)) }
            let words = endpoints.split(separator: " ").map(String.init)
            guard !words.isEmpty, words.count == keys.count else { return nil }
            for (endpoint, key) in zip(words, keys) {
                guard let key else { return nil }
                relays.append(RelayRoute(endpoint: endpoint, key: key))
            }
        }
        self.init(
            deviceID: id, key: key, name: fields["name"] ?? "", router: router, publisher: publisher,
            pairedAt: fields["paired_at"] ?? "",
            relays: relays)
    }

    /// `name` for people, or "phone FINGERPRINT" when it has none.
    public var label: String { name.isEmpty ? "phone \(fingerprint)" : name }
}

/// The phones a mirror is paired with: a folder per phone under `<data>/phones/`, named by
/// the phone's fingerprint, holding its `phone.json`, its cached snapshot and (a watch) its
/// Smart Stack pins. A mirror that kept one phone in `<data>/phone.json` is moved here the
/// first time the store is opened (``migrate()``).
public struct PairedPhones: Sendable {
    public let dataFolder: String
    public init(dataFolder: String) { self.dataFolder = dataFolder }

    public var folder: String { "\(dataFolder)/phones" }
    /// The folder of the phone with `fingerprint`.
    public func folder(of fingerprint: String) -> String { "\(folder)/\(fingerprint)" }
    /// Where the single phone's record was kept before a mirror could pair with several.
    var legacyFile: String { "\(dataFolder)/phone.json" }

    /// Every paired phone, in the order paired; a folder whose record cannot be read is
    /// reported in `unreadable`, not dropped silently.
    public func load() -> (phones: [PairedPhoneRecord], unreadable: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var phones: [PairedPhoneRecord] = [], unreadable: [String] = []
        for name in names where !name.hasPrefix(".") {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(name)/phone.json"),
                let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: String],
                let record = PairedPhoneRecord(fields: fields), record.fingerprint == name
            else {
                unreadable.append(name)
                continue
            }
            phones.append(record)
        }
        phones.sort { ($0.pairedAt, $0.fingerprint) < ($1.pairedAt, $1.fingerprint) }
        return (phones, unreadable)
    }

    /// The phone with this key, if paired.
    public func phone(withKey key: CurveKey) -> PairedPhoneRecord? { load().phones.first { $0.key == key } }

    /// Saves a phone's record (a new phone, or one paired again), privately.
    public func save(_ record: PairedPhoneRecord) throws {
        let path = folder(of: record.fingerprint)
        try FilePrivacy.secureFolder(dataFolder)
        for folder in [folder, path] where !FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let data = try JSONSerialization.data(withJSONObject: record.fields, options: [.sortedKeys, .prettyPrinted])
        try FilePrivacy.writePrivately(data, to: "\(path)/phone.json")
    }

    /// Forgets a phone: its record, cached content and pins.
    public func remove(_ record: PairedPhoneRecord) throws {
        try FileManager.default.removeItem(atPath: folder(of: record.fingerprint))
    }

    /// The phone `query` names: a fingerprint (or a unique start of one, dashes optional),
    /// or a name that only one paired phone has. Throws what would name one otherwise.
    public func find(_ query: String, among phones: [PairedPhoneRecord]) throws -> PairedPhoneRecord {
        do { return try PhoneQuery.match(query, among: phones, name: \.name, fingerprint: \.fingerprint) } catch {
            throw NodeError(error.description)
        }
    }

    /// Moves a single-phone mirror's `<data>/phone.json`, `snapshot.bin` and `pinned.json`
    /// into the phone's own folder; returns what it did for the log (nil: nothing to move).
    @discardableResult
    public func migrate() throws -> String? {
        guard let data = FileManager.default.contents(atPath: legacyFile) else { return nil }
        guard let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: String],
            var record = PairedPhoneRecord(fields: fields)
        else {
            throw NodeError("\(legacyFile) cannot be read as a paired phone's record; move it away, or pair again")
        }
        if record.pairedAt.isEmpty {
            let modified = (try? FileManager.default.attributesOfItem(atPath: legacyFile))?[.modificationDate] as? Date
            record.pairedAt = Self.timestamp(modified ?? Date(timeIntervalSince1970: 0))
        }
        if let existing = phone(withKey: record.key) { record = existing } else { try save(record) }
        let destination = folder(of: record.fingerprint)
        for name in ["snapshot.bin", "pinned.json"]
        where FileManager.default.fileExists(atPath: "\(dataFolder)/\(name)") {
            if FileManager.default.fileExists(atPath: "\(destination)/\(name)") {
                try FileManager.default.removeItem(atPath: "\(dataFolder)/\(name)")
            } else {
                try FileManager.default.moveItem(atPath: "\(dataFolder)/\(name)", toPath: "\(destination)/\(name)")
            }
        }
        try FileManager.default.removeItem(atPath: legacyFile)
        return
            "moved the paired phone “\(record.label)” from phone.json to phones/\(record.fingerprint)/ (a mirror now keeps a folder per phone)"
    }

    /// A time as records keep it: ISO 8601 in UTC with milliseconds (two phones paired in one
    /// second keep their order).
    public static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
