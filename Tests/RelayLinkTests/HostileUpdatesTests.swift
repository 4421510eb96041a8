import DomainModel
import Foundation
import Logging
import MirrorCore
@testable import RelayLink
import Codec
import NodeTransport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #50, the hostile relay suite's live updates, in memory: a relay of our own that drops,
/// delays, reorders, duplicates and replays the phone's sealed updates — also across a phone
/// restart (a new epoch) and a re-key (a new key epoch) — in front of a real mirror link
/// (``MirrorRelayTransport``, fed the relay's frames by hand) and a real ``MirrorCore`` on a
/// clock the test moves. Each genuine update is shown once, in order, or the mirror resyncs and
/// shows the phone's state; nothing replayed reaches the replica.
@Suite struct HostileUpdatesTests {
    static let t0 = Date(timeIntervalSince1970: 1_700_000_000)
    static let prefix = Array("aaaa-bbbb/".utf8)

    /// The "lights" control titled `title`, as the phone sends it.
    static func control(_ title: String) -> Relay_V1_ControlUpdate {
        .with {
            $0.kind = "lights"
            $0.title = title
            $0.template = .toggle
            $0.action = .with { $0.intentType = "Toggle" }
            $0.label = WireCodec.encode(
                ArchivedView(root: ViewNode(.text(.verbatim(title))), family: nil, renderingMode: .fullColor))
        }
    }

    /// The desk behind two relays (never connected: the test is the relays), its core synced at
    /// the phone's state of `epoch` with nothing in it, and its group key granted.
    struct Desk {
        let trio: Trio
        let transport: MirrorRelayTransport
        var core: MirrorCore
        let now = HostileUpdatesTests.t0
        /// Updates the link handed on to the core.
        var handed = 0
        /// The core's snapshot requests not answered yet.
        var asked: [String] = []

        init(epoch: UInt64 = 7) throws {
            trio = try Trio()
            transport = try trio.deskTransport(
                relays: ["ipc://a", "ipc://b"], on: InMemoryNetwork(), logger: Logger(label: "desk"))
            core = MirrorCore(
                configuration: MirrorCoreConfiguration(
                    deviceID: "desk",
                    hello: MirrorHello(
                        kind: .desktop, displayName: "Desk", families: [.systemMedium], renderingMode: .fullColor)))
            note(core.handle(.start, at: now))
            #expect(asked.count == 1, "the hello")
            let hello = asked.removeLast()
            note(core.handle(.replied(id: hello, .welcome), at: now))
            try answer(epoch: epoch, broadcastSeq: 0, title: nil)
            #expect(core.replica.isSynced)
            try grant(epoch: epoch)
        }

        /// Remembers the requests the core sent (all but taps are hello or snapshot requests here).
        mutating func note(_ effects: [MirrorCore.Effect]) {
            for case .send(let id, _) in effects { asked.append(id) }
        }

        /// The phone's answer to the latest snapshot request: its state at (`epoch`, `broadcastSeq`),
        /// the "lights" control titled `title` (none: no control).
        mutating func answer(epoch: UInt64, broadcastSeq: UInt64, title: String?) throws {
            #expect(!asked.isEmpty, "a snapshot request to answer")
            let id = asked.popLast() ?? ""
            let envelope = Relay_V1_Envelope.make(from: "aaaa-bbbb", inReplyTo: id, at: now) {
                $0.snapshot = .with {
                    $0.epoch = epoch
                    $0.seq = broadcastSeq + 1
                    $0.broadcastSeq = broadcastSeq
                    if let title {
                        $0.controls = [HostileUpdatesTests.control(title)]
                    }
                }
            }
            let (inReplyTo, reply) = try #require(MirrorReply.decode(envelope.frame))
            note(core.handle(.replied(id: inReplyTo, reply), at: now))
        }

        /// A resync: the phone welcomes the core's hello, then answers its snapshot request as ``answer(epoch:broadcastSeq:title:)``.
        mutating func resync(epoch: UInt64, broadcastSeq: UInt64, title: String?) throws {
            #expect(asked.count == 1, "the resync's hello")
            let hello = asked.removeLast()
            note(core.handle(.replied(id: hello, .welcome), at: now))
            try answer(epoch: epoch, broadcastSeq: broadcastSeq, title: title)
        }

        /// The phone's grant of its current group key to the desk, delivered by relay 0.
        mutating func grant(epoch: UInt64) throws {
            let grant = Relay_V1_SealedUpdate(
                try trio.phone.grant(to: trio.deskKeys.public, topic: "dev/desk/", epoch: epoch, seq: 1, topicSeq: 0))
            #expect(deliver(grant, topic: "dev/desk/", from: 0) == 0, "a grant is kept, not handed on")
        }

        /// The "lights" control titled `title`, as the phone seals it on "all/" at (`epoch`, `n`).
        func update(_ title: String, _ n: UInt64, epoch: UInt64 = 7) throws -> Relay_V1_SealedUpdate {
            var update = Relay_V1_Update()
            update.epoch = epoch
            update.seq = n + 1
            update.topicSeq = n
            update.control = HostileUpdatesTests.control(title)
            let envelope = Relay_V1_Envelope.make(from: "aaaa-bbbb", at: HostileUpdatesTests.t0) { $0.update = update }
            return try trio.phone.seal(update: update, plaintext: envelope.frame, topic: "all/", reader: nil)
        }

        /// Relay `relay` delivers `sealed` on `topic`: how many updates the link handed on to the core.
        @discardableResult
        mutating func deliver(_ sealed: Relay_V1_SealedUpdate, topic: String = "all/", from relay: Int) -> Int {
            let frame = Relay_V1_RelayFrame.with { $0.update = sealed }.frame
            let messages = transport.opened(
                update: TransportMessage([HostileUpdatesTests.prefix + Array(topic.utf8), frame]),
                prefix: HostileUpdatesTests.prefix, relay: relay)
            for message in messages { note(core.handle(.published(message.frames, deviceID: "desk"), at: now)) }
            handed += messages.count
            return messages.count
        }

        var title: String? { core.replica.state.controls["lights"]?.title }
    }

    @Test("duplicated by a second relay and replayed by the first: each update is handed on once, in order")
    func duplicatesAndReplays() throws {
        var desk = try Desk()
        let u1 = try desk.update("one", 1), u2 = try desk.update("two", 2)
        desk.deliver(u1, from: 0)
        desk.deliver(u1, from: 1)  // a duplicate
        desk.deliver(u1, from: 0)  // a replay
        desk.deliver(u2, from: 1)
        desk.deliver(u2, from: 0)  // the other relay's copy, late
        desk.deliver(u1, from: 1)  // a replay of an older one
        #expect(desk.handed == 2)
        #expect(desk.title == "two" && desk.core.replica.isSynced)
        let counters = desk.transport.counters
        #expect(counters.replayed == 2 && counters.duplicates == 2, "\(counters)")
    }

    @Test(
        "dropped, then delayed and reordered: the gap makes the mirror resync, never shows a later update over a hole, and the late one is not shown over the phone's state"
    )
    func droppedDelayedReordered() throws {
        var desk = try Desk()
        let updates = try (1...4).map { try desk.update("v\($0)", UInt64($0)) }
        desk.deliver(updates[0], from: 0)
        desk.deliver(updates[2], from: 0)  // v2 held back: a gap
        #expect(!desk.core.replica.isSynced, "resyncing")
        #expect(desk.title == "v1", "v3 is not shown over the hole")
        try desk.resync(epoch: 7, broadcastSeq: 3, title: "v3")  // the phone's state, from the next relay
        #expect(desk.core.replica.isSynced && desk.title == "v3")
        desk.deliver(updates[1], from: 0)  // v2 at last, from the relay that held it
        desk.deliver(updates[1], from: 1)
        #expect(desk.title == "v3" && desk.core.replica.isSynced, "never back to v2")
        desk.deliver(updates[3], from: 1)
        #expect(desk.title == "v4" && desk.core.replica.isSynced)
    }

    @Test(
        "across a phone restart: once the new epoch is shown, the old epoch's updates a relay delayed or replays never reach the replica (no resync on them)"
    )
    func acrossEpochs() throws {
        var desk = try Desk()
        let old1 = try desk.update("old one", 1), old2 = try desk.update("old two", 2)
        desk.deliver(old1, from: 0)
        // The phone restarts: epoch 8, a new group key granted; its first update makes the mirror resync.
        _ = desk.trio.phone.rotate()
        try desk.grant(epoch: 8)
        desk.deliver(try desk.update("new one", 1, epoch: 8), from: 0)
        #expect(!desk.core.replica.isSynced)
        try desk.resync(epoch: 8, broadcastSeq: 1, title: "new one")
        #expect(desk.core.replica.isSynced && desk.title == "new one")
        let handed = desk.handed
        // The old epoch, late from the other relay, then replayed by the first: never handed on.
        desk.deliver(old2, from: 1)
        desk.deliver(old1, from: 0)
        desk.deliver(old2, from: 0)
        #expect(desk.handed == handed)
        #expect(desk.core.replica.isSynced && desk.title == "new one", "no resync")
        desk.deliver(try desk.update("new two", 2, epoch: 8), from: 1)
        #expect(desk.title == "new two")
    }

    @Test(
        "across a re-key (a new key epoch, same epoch): updates under the new key are shown; one under the previous key replayed is refused"
    )
    func acrossKeyEpochs() throws {
        var desk = try Desk()
        let u1 = try desk.update("one", 1)
        desk.deliver(u1, from: 0)
        _ = desk.trio.phone.rotate()  // a device unpaired: a new group key, granted to the desk
        try desk.grant(epoch: 7)
        desk.deliver(try desk.update("two", 2), from: 0)
        #expect(desk.title == "two")
        desk.deliver(u1, from: 0)
        desk.deliver(u1, from: 1)
        #expect(desk.handed == 2 && desk.title == "two" && desk.core.replica.isSynced)
        #expect(desk.transport.counters.replayed == 1)
    }
}
