import Codec
import Foundation
import RelayLink
import TestSupport
import RelayWire
import SwiftProtobuf
import Synchronization
import Testing
import ZeroMQ

/// The relay tier's proofs from its issue: what the relay's sockets carry holds no widget's
/// text in the clear; a relay that changes or replays updates is refused and counted by the
/// real mirror, which keeps the phone's truth; a device unpaired opens nothing published after.
/// (The relay's SIGKILL in the middle of a long stream to ten mirrors: `RelayKillTests`.)
@Suite("The relay tier under a curious, tampering or removed peer", .heavy)
struct RelayFaultTests {
    /// A relay, a phone in relay mode and the data folders, with the keys every node made.
    struct Setup {
        let folder: String
        let relay: RelayProcess
        let relayKeys: CurveKeyPair
        let phoneData: String
        let phoneKeys: CurveKeyPair

        static func make() async throws -> Setup {
            let folder = TemporaryFolder.shared.makeFolder()
            let relay = try await RelayProcess.start(data: "\(folder)/relay")
            let phoneData = "\(folder)/phone"
            return Setup(
                folder: folder, relay: relay, relayKeys: try NodeKeys.read(data: relay.data), phoneData: phoneData,
                phoneKeys: try await NodeKeys.make("phone-node", data: phoneData))
        }

        /// Makes a mirror's keys and pairs it on the phone (before or while it runs).
        func device(_ id: String, program: String = "desktop-node", kind: String = "desktop") async throws -> (
            data: String, keys: CurveKeyPair
        ) {
            let data = "\(folder)/\(id)"
            let keys = try await NodeKeys.make(program, data: data)
            try await NodeKeys.pair(id, kind: kind, key: keys, onPhone: phoneData)
            return (data, keys)
        }
    }

    // MARK: 1. The relay's sockets

    /// "A canary string in every widget's text appears 0 times in … traffic on its sockets."
    /// Every hop is CURVE, so the bytes on the wire are encrypted per hop and would show no
    /// canary whatever the relay did with it. What the relay could read is what its sockets hand
    /// it after CURVE, and what it hands them: that is captured here, by a splice between the
    /// relay and each of its peers holding the relay's key and the peer's (`RelaySplice`).
    @Test(
        "no widget text in the clear on any of the relay's sockets: every frame each socket hands the relay or takes from it, after CURVE"
    )
    func noCanaryOnTheRelaysSockets() async throws {
        let setup = try await Setup.make()
        let relay = setup.relay
        let desk = try await setup.device("desk")
        let watch = try await setup.device("watch", program: "watch-node", kind: "watch")
        let phoneSplice = try await RelaySplice.start(
            .phone, relay: relay.phones, relayKeys: setup.relayKeys, peerKeys: setup.phoneKeys)
        let deskSplice = try await RelaySplice.start(
            .mirror, relay: relay.mirrors, relayKeys: setup.relayKeys, peerKeys: desk.keys)
        let watchSplice = try await RelaySplice.start(
            .mirror, relay: relay.mirrors, relayKeys: setup.relayKeys, peerKeys: watch.keys)
        let phone = try await PhoneProcess.startRelayed(
            data: setup.phoneData, endpoint: phoneSplice.endpoint, key: relay.key)

        let desktop = try DesktopProcess.startRelayed(
            data: desk.data, id: "desk", phone: phone, relay: deskSplice.endpoint, relayKey: relay.key)
        _ = try await desktop.next("the desktop's first sync through the relay") { $0.isSyncedStatus }
        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the to-do list, through the relay") {
            $0.text_.contains("Buy milk") && $0.text_.contains("2 left")
        }
        desktop.script.send("tap TodoList 1")
        _ = try await desktop.widget("TodoList", "the toggle's truth") { $0.text_.contains("1 left") && !$0.isPending }
        // A late joiner: its snapshot comes from the relay's map, the list's records in it.
        let watchNode = try DesktopProcess.startRelayed(
            data: watch.data, id: "watch", phone: phone, relay: watchSplice.endpoint,
            relayKey: relay.key, program: "watch-node")
        _ = try await watchNode.next("the watch's first sync through the relay") { $0.isSyncedStatus }
        // Widgets travel on their owner's topic, which the watch does not read; a Live Activity
        // goes to every device ("all/"): a second canary, on the watch's side too.
        #expect(try await phone.cli(["app", "delivery.start", "7", "Noodle Bar", "30"]).status == 0)
        for mirror in [desktop, watchNode] {
            _ = try await mirror.printed("the Live Activity on \(mirror.data)") { line in
                line.activities?.first.map { $0.lines.joined().contains("Noodle Bar") } ?? false
            }
        }

        let canaries = [Array("Buy milk".utf8), Array("Noodle Bar".utf8)]
        let fingerprint = Array(setup.phoneKeys.publicKey.fingerprint.utf8)
        for (name, splice) in [("phone", phoneSplice), ("desktop", deskSplice), ("watch", watchSplice)] {
            let captured = splice.captured
            // The capture works: both ways, on both sockets, in the clear the relay routes by.
            for direction in [RelaySplice.Direction.toRelay, .fromRelay] {
                for path in [RelaySplice.Path.requests, .updates] {
                    #expect(
                        captured.contains { $0.direction == direction && $0.path == path },
                        "\(name): nothing \(direction) on \(path)")
                }
            }
            #expect(
                captured.contains {
                    $0.path == .updates && $0.frames.count == 2 && $0.frames[0].starts(with: fingerprint)
                },
                "\(name): the topic frames name the phone in the clear")
            let inTheClear = canaries.map { canary in captured.reduce(0) { $0 + $1.occurrences(of: canary) } }
            #expect(
                inTheClear == [0, 0],
                "\(name): the canaries crossed the relay's sockets in the clear \(inTheClear) times")
            print(
                "relay's sockets, \(name) side: \(captured.count) messages, \(captured.reduce(0) { $0 + $1.frames.reduce(0) { $0 + $1.count } }) bytes, canaries in the clear \(inTheClear) times"
            )
        }
        // ... and the text did cross them, sealed: the desktop's keys open it from what the
        // relay took from the phone and handed the desktop; the watch's from what it handed the watch.
        var deskOpener = try MirrorOpener(
            phoneID: setup.phoneKeys.publicKey.fingerprint, phoneKey: setup.phoneKeys.publicKey.bytes,
            ownSecret: desk.keys.secretKey.bytes, ownKey: desk.keys.publicKey.bytes, deviceID: "desk")
        let toDesk = openedPlaintexts(deskSplice.captured.filter { $0.direction == .fromRelay }, with: &deskOpener)
        let fromPhone = openedPlaintexts(phoneSplice.captured.filter { $0.direction == .toRelay }, with: &deskOpener)
        var watchOpener = try MirrorOpener(
            phoneID: setup.phoneKeys.publicKey.fingerprint, phoneKey: setup.phoneKeys.publicKey.bytes,
            ownSecret: watch.keys.secretKey.bytes, ownKey: watch.keys.publicKey.bytes, deviceID: "watch")
        let toWatch = openedPlaintexts(watchSplice.captured.filter { $0.direction == .fromRelay }, with: &watchOpener)
        let expected: [(String, [[UInt8]], [Bool])] = [
            ("relay → desktop", toDesk, [true, true]), ("phone → relay", fromPhone, [true, true]),
            ("relay → watch", toWatch, [false, true]),
        ]
        for (what, plaintexts, carries) in expected {
            let sealed = canaries.map { canary in plaintexts.reduce(0) { $0 + $1.occurrences(of: canary) } }
            #expect(
                sealed.map { $0 > 0 } == carries,
                "\(what): the captured records, opened with a paired device's keys, hold the canaries \(sealed) times")
            print("relay's sockets, \(what): the canaries sealed in \(sealed) records that a paired device opens")
        }
        for canary in ["Buy milk", "Noodle Bar"] {
            #expect(try ProcessMemory.occurrences(of: canary, in: relay.process.pid) == 0)
            #expect(!relay.log.contains(canary))
        }

        _ = try await desktop.script.stop()
        _ = try await watchNode.script.stop()
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
        for splice in [phoneSplice, deskSplice, watchSplice] { await splice.stop() }
    }

    // MARK: 2. A relay that tampers

    @Test(
        "a relay that flips a byte of updates (header, nonce, ciphertext, signature) or replays old ones: the real mirror refuses and counts each, and shows only what the phone published"
    )
    func tamperingRelay() async throws {
        let setup = try await Setup.make()
        let relay = setup.relay
        let desk = try await setup.device("desk")
        let tamperer = Tamperer()
        let splice = try await RelaySplice.start(
            .mirror, relay: relay.mirrors, relayKeys: setup.relayKeys, peerKeys: desk.keys,
            transform: { tamperer.forward($0) })
        let phone = try await PhoneProcess.startRelayed(data: setup.phoneData, endpoint: relay.phones, key: relay.key)
        let desktop = try DesktopProcess.startRelayed(
            data: desk.data, id: "desk", phone: phone, relay: splice.endpoint, relayKey: relay.key)
        _ = try await desktop.next("the desktop's first sync through the relay") { $0.isSyncedStatus }
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        let instance = try #require(counter.widget?.instance)

        // From here on, one update in three (not a heartbeat or a grant) has a byte flipped, and
        // every second one forwarded is followed by an older one again.
        tamperer.arm()
        let taps = 16
        for count in 1...taps {
            let mark = desktop.script.printed.count
            desktop.script.send("tap \(instance) 1")
            _ = try await desktop.printed("the counter at \(count), the phone's truth", after: mark) {
                $0.widget?.kind == "Counter" && $0.count == count && !$0.isPending
            }
        }
        let done = tamperer.disarm()
        #expect(done.tampered.values.reduce(0, +) >= 8 && done.replayed >= 4, "\(done)")
        for field in Tamperer.fields {
            #expect(done.tampered[field, default: 0] > 0, "a byte of \(field) flipped at least once: \(done)")
        }
        #expect(try PhoneStore(data: phone.data).counter == taps)

        // The widget never showed a value the phone did not publish (0…taps, never backwards).
        let shown = desktop.script.printed.compactMap { $0.widget?.kind == "Counter" ? $0.count : nil }
        #expect(shown.allSatisfy { (0...taps).contains($0) } && shown == shown.sorted(), "\(shown)")

        // The mirror's own count of what it refused, from its log (its last line, written at
        // the latest as it stops), equals what the tamperer did.
        #expect(try await desktop.script.stop() == 0)
        let counts = desktop.refusalCounts
        let refusedChanged =
            counts["forged", default: 0] + counts["bad_signature", default: 0] + counts["unknown_key", default: 0]
            + counts["malformed", default: 0]
        #expect(
            refusedChanged == done.tampered.values.reduce(0, +), "refused as changed: \(counts); the tamperer: \(done)")
        #expect(counts["replayed"] == done.replayed, "refused as replayed: \(counts); the tamperer: \(done)")
        print("tampering relay: flipped \(done.tampered), replayed \(done.replayed); the mirror refused \(counts)")

        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
        await splice.stop()
    }

    // MARK: 3. A device removed

    @Test(
        "a device unpaired keeps its subscription and the old group key, receives what the phone publishes after, and opens none of it"
    )
    func removedDeviceOpensNothingNew() async throws {
        let setup = try await Setup.make()
        let relay = setup.relay
        let desk = try await setup.device("desk")
        let watch = try await setup.device("watch", program: "watch-node", kind: "watch")
        let phone = try await PhoneProcess.startRelayed(data: setup.phoneData, endpoint: relay.phones, key: relay.key)
        let relayKey = try CurveKey(z85: relay.key)
        let desktop = try DesktopProcess.startRelayed(
            data: desk.data, id: "desk", phone: phone, relay: relay.mirrors, relayKey: relay.key)
        _ = try await desktop.next("the desktop's first sync through the relay") { $0.isSyncedStatus }
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        let instance = try #require(counter.widget?.instance)

        // The watch, as raw sockets with its keys: its grant from the relay's snapshot, then the stream.
        let removed = try await RawRelayReader.start(
            relay: relay.mirrors, relayKey: relayKey, keys: watch.keys,
            phoneKey: setup.phoneKeys.publicKey, deviceID: "watch")
        try await poll("the relay's snapshot for the watch (asked again while the relay syncs)") {
            if removed.snapshots > 0 { return true }
            try removed.requestSnapshot()
            return false
        }
        try await poll("the watch to open live updates while paired") {
            removed.received.contains { !$0.fromSnapshot && $0.plaintext != nil && $0.topic == "all/" }
        }

        let unpaired = try await phone.cli(["devices", "remove", "watch"])
        #expect(unpaired.status == 0, "\(unpaired.standardError)")
        try await poll("the phone's new group key") { phone.log.contains("a device was removed: a new group key") }

        // The phone publishes more: taps from the desktop and a Live Activity.
        for count in 1...3 {
            let mark = desktop.script.printed.count
            desktop.script.send("tap \(instance) 1")
            _ = try await desktop.printed("the counter at \(count)", after: mark) {
                $0.widget?.kind == "Counter" && $0.count == count && !$0.isPending
            }
        }
        #expect(try await phone.cli(["app", "delivery.start", "7", "Noodle Bar", "30"]).status == 0)
        _ = try await desktop.printed("the Live Activity on the desktop") { line in
            line.activities?.first.map { $0.lines.joined().contains("Noodle Bar") } ?? false
        }
        // What the watch received since: heartbeats every 100 ms carry the phone's position, so
        // once it received some sealed at or past that position, it received everything before.
        let shownAt = removed.received.count
        try await poll("the removed watch to receive updates sealed after the Live Activity") {
            removed.received.dropFirst(shownAt).filter {
                !$0.fromSnapshot && !removed.holds(keyEpoch: $0.keyEpoch) && $0.topic == "all/"
            }.count >= 3
        }

        let live = removed.received.filter { !$0.fromSnapshot }
        // The first update sealed under a key the watch was never given: the phone's first after the
        // unpairing. Everything the phone publishes goes through one socket to the relay and one from
        // it, in order, so what arrived from there on was published after it. (Not by seq: a
        // heartbeat carries the last seq, so the heartbeats just before the unpairing share it.)
        let cut = try #require(live.firstIndex { $0.topic == "all/" && !removed.holds(keyEpoch: $0.keyEpoch) })
        let after = Array(live[cut...])
        let opened = after.filter { $0.plaintext != nil }
        #expect(
            opened.isEmpty,
            "the removed watch opened \(opened.count) of the \(after.count) updates published after its unpairing: \(opened.map { ($0.topic, $0.seq, $0.op) })"
        )
        #expect(!removed.received.contains { $0.plaintext?.occurrences(of: Array("Noodle Bar".utf8)) ?? 0 > 0 })
        #expect(
            after.count >= 3 && !after.filter { $0.op != .heartbeat }.isEmpty, "it did receive them: \(after.count)")
        #expect(
            !after.contains { $0.topic == "dev/watch/" },
            "the phone publishes nothing more on the removed device's topic")
        let before = live[..<cut].filter { $0.plaintext != nil }.count
        print(
            "removed device: opened \(before) live updates while paired; after the unpairing received \(after.count) (\(after.filter { $0.op != .heartbeat }.count) not heartbeats), opened \(opened.count)"
        )

        await removed.stop()
        _ = try await desktop.script.stop()
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
    }
}

/// A relay's tampering, on the way from the relay to one mirror: of the updates that are
/// neither heartbeats nor grants, one in three has one byte flipped (header, nonce,
/// ciphertext and signature in turn) and is forwarded in place of the original; after every
/// second one forwarded unchanged, the one forwarded before it is sent again.
final class Tamperer: Sendable {
    static let fields = ["header", "nonce", "ciphertext", "signature"]

    struct Done: Sendable, CustomStringConvertible {
        var tampered: [String: Int] = [:]
        var replayed = 0
        var description: String { "flipped \(tampered), replayed \(replayed)" }
    }

    private struct State {
        var armed = false
        var seen = 0
        var done = Done()
        var forwarded: [[[UInt8]]] = []
        var clean = 0
    }

    private let state = Mutex(State())

    func arm() { state.withLock { $0.armed = true } }

    /// Stops tampering; what it did.
    func disarm() -> Done {
        state.withLock {
            $0.armed = false; return $0.done
        }
    }

    func forward(_ frames: [[UInt8]]) -> [[[UInt8]]] {
        guard frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]),
            case .update(let update) = frame.body,
            let header = try? Relay_V1_SealedHeader(serializedBytes: update.header)
        else { return [frames] }
        return state.withLock { state in
            guard state.armed, header.op != .heartbeat, header.op != .grant else { return [frames] }
            state.seen += 1
            if state.seen % 3 == 2 {
                let flipped = state.done.tampered.values.reduce(0, +)
                let field = Self.fields[flipped % Self.fields.count]
                var changed = update
                switch field {
                case "header": changed.header[changed.header.count / 2] ^= 0x01
                case "nonce": changed.nonce[changed.nonce.count / 2] ^= 0x01
                case "ciphertext": changed.ciphertext[changed.ciphertext.count / 2] ^= 0x01
                default: changed.signature[changed.signature.count / 2] ^= 0x01
                }
                state.done.tampered[field, default: 0] += 1
                return [[frames[0], Relay_V1_RelayFrame.with { $0.update = changed }.frame]]
            }
            var out = [frames]
            state.clean += 1
            if state.clean % 2 == 0, let old = state.forwarded.last {
                out.append(old)
                state.done.replayed += 1
            }
            state.forwarded.append(frames)
            return out
        }
    }
}
