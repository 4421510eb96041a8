import Foundation
import MirrorNodeKit
import TestSupport
import Testing
import ZeroMQ

/// A mirror's record of its phones: a folder each, by key; the single-phone file moved in.
@Suite("Paired phones on a mirror")
struct PairedPhonesTests {
    static func key() throws -> CurveKey { try CurveKeyPair.generate().publicKey }

    static func record(_ key: CurveKey, name: String = "WidgetRelay Phone", at time: String) -> PairedPhoneRecord {
        PairedPhoneRecord(
            deviceID: "desk", key: key, name: name, router: "tcp://127.0.0.1:1", publisher: "tcp://127.0.0.1:2",
            pairedAt: time)
    }

    @Test(
        "two phones of one name are two phones, listed in pairing order, found by fingerprint; removing one leaves the other"
    )
    func twoOfOneName() throws {
        let store = PairedPhones(dataFolder: TemporaryFolder.shared.makeFolder())
        let first = try Self.key(), second = try Self.key()
        try store.save(Self.record(second, at: "2026-11-27T10:00:00Z"))
        try store.save(Self.record(first, at: "2026-11-27T09:00:00Z"))
        let phones = store.load().phones
        #expect(phones.map(\.key) == [first, second])
        #expect(throws: (any Error).self) { try store.find("WidgetRelay Phone", among: phones) }
        #expect(try store.find(second.fingerprint, among: phones).key == second)
        #expect(
            try store.find(String(second.fingerprint.prefix(9)).replacingOccurrences(of: "-", with: ""), among: phones)
                .key == second)
        try store.remove(phones[0])
        #expect(store.load().phones.map(\.key) == [second])
    }

    @Test("a phone named like the start of another's fingerprint does not take its place: ambiguous, refused")
    func nameShadowingAFingerprint() throws {
        let store = PairedPhones(dataFolder: TemporaryFolder.shared.makeFolder())
        let honest = try Self.key(), hostile = try Self.key()
        let start = String(honest.fingerprint.prefix(9)).replacingOccurrences(of: "-", with: "")
        try store.save(Self.record(honest, name: "Home", at: "1"))
        try store.save(Self.record(hostile, name: start, at: "2"))
        let phones = store.load().phones
        #expect(throws: (any Error).self) { try store.find(start, among: phones) }
        #expect(try store.find(honest.fingerprint, among: phones).key == honest)
        #expect(try store.find("Home", among: phones).key == honest)
    }

    @Test(
        "a single-phone mirror's phone.json, snapshot and pins move into the phone's folder, once; a damaged one is refused"
    )
    func migrates() throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let key = try Self.key()
        let legacy = [
            "id": "desk", "phone_key": key.z85, "fingerprint": key.fingerprint, "name": "Old", "router": "tcp://h:1",
            "publisher": "tcp://h:2",
        ]
        try JSONSerialization.data(withJSONObject: legacy).write(to: URL(fileURLWithPath: "\(folder)/phone.json"))
        try Data("cache".utf8).write(to: URL(fileURLWithPath: "\(folder)/snapshot.bin"))
        try Data("[]".utf8).write(to: URL(fileURLWithPath: "\(folder)/pinned.json"))
        let store = PairedPhones(dataFolder: folder)
        let said = try #require(try store.migrate())
        #expect(said.contains("phones/\(key.fingerprint)/"))
        #expect(try store.migrate() == nil)
        let phones = store.load().phones
        #expect(
            phones.count == 1 && phones[0].name == "Old" && phones[0].router == "tcp://h:1"
                && !phones[0].pairedAt.isEmpty)
        for name in ["phone.json", "snapshot.bin", "pinned.json"] {
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(name)"))
            #expect(FileManager.default.fileExists(atPath: "\(store.folder(of: key.fingerprint))/\(name)"))
        }

        try Data("{not json".utf8).write(to: URL(fileURLWithPath: "\(folder)/phone.json"))
        #expect(throws: (any Error).self) { try store.migrate() }
        #expect(FileManager.default.fileExists(atPath: "\(folder)/phone.json"))  // kept for the person to look at
    }

    @Test("a folder whose record is damaged, or names another key than its folder, is reported, not used")
    func unreadable() throws {
        let store = PairedPhones(dataFolder: TemporaryFolder.shared.makeFolder())
        let good = try Self.key(), other = try Self.key()
        try store.save(Self.record(good, at: "1"))
        try FileManager.default.createDirectory(atPath: store.folder(of: "damaged"), withIntermediateDirectories: true)
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(store.folder(of: "damaged"))/phone.json"))
        // A record copied into another phone's folder: the folder's name is the key's fingerprint, or it is not used.
        try FileManager.default.createDirectory(
            atPath: store.folder(of: other.fingerprint), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "\(store.folder(of: good.fingerprint))/phone.json",
            toPath: "\(store.folder(of: other.fingerprint))/phone.json")
        let loaded = store.load()
        #expect(loaded.phones.map(\.key) == [good])
        #expect(Set(loaded.unreadable) == ["damaged", other.fingerprint])
    }
}
