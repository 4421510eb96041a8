@testable import MirrorNodeKit
import Testing
import ZeroMQ

/// What a running mirror does when its data folder's paired phones change (#49 point 11).
@Suite("a mirror follows pairing while it runs")
struct PairedPhonesWatcherTests {
    static func record(_ name: String, router: String = "tcp://10.0.0.1:5570") throws -> PairedPhoneRecord {
        PairedPhoneRecord(
            deviceID: "desk", key: try CurveKeyPair.generate().publicKey, name: name, router: router,
            publisher: "tcp://10.0.0.1:5571", pairedAt: "2026-11-28T00:00:00Z")
    }

    @Test(
        "a phone paired is added; one unpaired is removed; one paired again with other endpoints is replaced; nothing else moves"
    )
    func changes() throws {
        let kept = try Self.record("Kept"), gone = try Self.record("Gone"), moved = try Self.record("Moved")
        let new = try Self.record("New")
        var movedNow = moved
        movedNow.router = "tcp://10.0.0.9:5570"
        let running = [
            kept.fingerprint: ("p1", kept), gone.fingerprint: ("p2", gone), moved.fingerprint: ("p3", moved),
        ]
        let (add, remove) = PairedPhonesWatcher.changes(
            running: running.mapValues { (slot: $0.0, record: $0.1) },
            paired: [kept, movedNow, new], unreadable: [])
        #expect(Set(remove) == ["p2", "p3"])
        #expect(Set(add.map(\.name)) == ["Moved", "New"])
        #expect(add.first { $0.name == "Moved" }?.router == "tcp://10.0.0.9:5570")

        // Nothing changed: nothing to do.
        let same = PairedPhonesWatcher.changes(
            running: running.mapValues { (slot: $0.0, record: $0.1) }, paired: [kept, gone, moved], unreadable: [])
        #expect(same.add.isEmpty && same.remove.isEmpty)
        // A folder read half written is not an unpairing.
        let half = PairedPhonesWatcher.changes(
            running: running.mapValues { (slot: $0.0, record: $0.1) }, paired: [kept, moved],
            unreadable: [gone.fingerprint])
        #expect(half.add.isEmpty && half.remove.isEmpty)
    }
}
