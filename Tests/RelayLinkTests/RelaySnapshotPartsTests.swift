import DomainModel
import Foundation
import Logging
import MirrorCore
@testable import RelayLink
import Codec
import TestSupport
import NodeTransport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #34, point 3, through a relay: a mirror's relay transport asks the relay for the parts
/// its core asked the phone for, and turns each part of the relay's answer into that part of
/// the phone's snapshot, which the core puts together as it does the phone's own parts. Driven
/// in memory: a router in place of the relay, the core fed by hand with the time it is given.
@Suite struct RelaySnapshotPartsTests {
    static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    /// The phone's state for the desk: six widgets of about 8 KB each (a 4,000-character
    /// placeholder and timeline), two controls.
    static func phoneState() -> Relay_V1_Snapshot {
        func view(_ text: String) -> ArchivedView {
            ArchivedView(
                root: ViewNode(.text(.verbatim(text + String(repeating: "x", count: 4_000 - text.count)))),
                family: .systemMedium, renderingMode: .fullColor)
        }
        return .with {
            $0.epoch = 7
            $0.seq = 20
            $0.broadcastSeq = 2
            $0.deviceSeq = 12
            $0.takenAt = .init(date: t0)
            $0.instances = (0..<6).map { index in
                .with {
                    $0.instance = .with {
                        $0.instanceID = "w\(index)"
                        $0.kind = "Bulk"
                        $0.family = .systemMedium
                        $0.ownerDeviceID = "desk"
                        $0.createdAt = .init(date: t0.addingTimeInterval(Double(index)))
                    }
                    $0.placeholder = WireCodec.encode(view("placeholder \(index)"))
                    $0.timeline = WireCodec.encode(
                        ArchivedTimeline(
                            entries: [ArchivedEntry(date: t0, relevance: nil, view: view("widget \(index)"))],
                            policy: .never), instanceID: "w\(index)")
                }
            }
            $0.controls = ["fan", "lights"].map { kind in
                .with {
                    $0.kind = kind
                    $0.title = kind
                    $0.template = .toggle
                    $0.action = .with { $0.intentType = "Toggle" }
                    $0.label = WireCodec.encode(
                        ArchivedView(root: ViewNode(.text(.verbatim(kind))), family: nil, renderingMode: .fullColor))
                }
            }
        }
    }

    /// The relay's answer to request `id` in four parts, sealed as the phone dumps its state: part
    /// 0 the desk's grant, the "fan" control and widget 0; two widgets in each of parts 1 and 2;
    /// part 3 widget 5 and the "lights" control, an "all/" record that opens only with the grant
    /// of part 0.
    ///
    /// Each record signs its topic's cut (#50): every item restored at the phone's start (changed
    /// at 0), but widget 0's timeline, which the update at the cut's position brought
    /// (``timelineOfWidget0``: a relay that holds it back sends an older one).
    static func answer(_ id: String, _ trio: Trio) throws -> [Relay_V1_RelaySnapshot] {
        let state = phoneState()
        let (device, shared) = CloneRecords.updates(of: state)
        let widget0Timeline = UpdateKey(device[1])
        func cut(_ updates: [Relay_V1_Update]) -> [UInt8] {
            var cut = TopicCut()
            for key in updates.map(UpdateKey.init) {
                cut.changed[TopicCut.Key(item: trio.phone.signing.blind(key.name), part: key.part)] =
                    key == widget0Timeline ? key.topicSeq : 0
            }
            return cut.digest
        }
        let cuts = ["all/": cut(shared), "dev/desk/": cut(device)]
        func sealed(_ update: Relay_V1_Update, _ topic: String) throws -> Relay_V1_SealedUpdate {
            let envelope = Relay_V1_Envelope.make(from: "aaaa-bbbb", at: t0) { $0.update = update }
            return try trio.phone.seal(
                update: update, plaintext: envelope.frame, topic: topic,
                reader: topic == "all/" ? nil : trio.deskKeys.public, cut: cuts[topic] ?? [],
                changedAt: UpdateKey(update) == widget0Timeline ? nil : 0)
        }
        let widgets = try stride(from: 0, to: device.count, by: 2).map {
            [try sealed(device[$0], "dev/desk/"), try sealed(device[$0 + 1], "dev/desk/")]
        }
        let records: [[Relay_V1_SealedUpdate]] = [
            [try trio.grant(to: trio.deskKeys.public, "desk"), try sealed(shared[0], "all/")] + widgets[0],
            widgets[1] + widgets[2], widgets[3] + widgets[4], widgets[5] + [try sealed(shared[1], "all/")],
        ]
        return records.indices.map { index in
            .with {
                $0.requestID = id
                $0.phone = "aaaa-bbbb"
                $0.epoch = state.epoch
                $0.seq = state.seq
                $0.topicSeqs = ["all/": state.broadcastSeq, "dev/desk/": state.deviceSeq]
                $0.records = records[index]
                $0.part = UInt32(index)
                $0.parts = UInt32(records.count)
            }
        }
    }

    /// What the relay answers first, before the whole answer: a part without part 0, or parts out of order.
    @Test(
        "the relay is asked for the core's part size; a part without part 0 or out of order is dropped and logged, the request sent again at its deadline, and the parts of the new answer, in order, sync the core to the phone's state",
        arguments: [
            [1], [0, 2],
        ])
    func partsThroughTheTransport(firstAnswer: [Int]) async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let lines = LogLines()
        let logger = Logger(label: "mirror") { _ in KeepingLogHandler(sink: lines) }
        let transport = try trio.deskTransport(relays: ["ipc://relay"], on: network, logger: logger)
        let relay = try await InMemoryTransport(network: network).open(.router, .bind("ipc://relay"))
        let dealer = try await transport.open(.dealer, .connect("ipc://relay"))

        var configuration = MirrorCoreConfiguration(
            deviceID: "desk",
            hello: MirrorHello(
                kind: .desktop, displayName: "Desk", families: [.systemMedium],
                renderingMode: .fullColor))
        configuration.snapshotPartBytes = 16 * 1024
        configuration.requestTimeout = .seconds(1)  // on the core's own clock, moved by hand below
        var core = MirrorCore(configuration: configuration)
        var now = Self.t0
        func sent(_ effects: [MirrorCore.Effect]) -> [(id: String, request: MirrorRequest)] {
            effects.compactMap { if case .send(let id, let request) = $0 { (id, request) } else { nil } }
        }
        let hello = try #require(sent(core.handle(.start, at: now)).first)
        let ask = try #require(sent(core.handle(.replied(id: hello.id, .welcome), at: now)).first)

        /// Sends the core's request through the transport; what reaches the relay.
        func toRelay(_ request: (id: String, request: MirrorRequest)) async throws -> (
            route: [UInt8], Relay_V1_RelaySnapshotRequest
        ) {
            try dealer.send(TransportMessage([request.request.frame(from: "desk", id: request.id, at: now)]))
            let received = try #require(try await collect(1, from: relay.incoming, "the request at the relay").first)
            let frame = try Relay_V1_RelayFrame(serializedBytes: try #require(received.frames.last))
            let asked = try #require(
                { if case .snapshotRequest(let asked) = frame.body { asked } else { nil } }(),
                "a snapshot request, not \(frame)")
            return (received.frames[0], asked)
        }
        /// The relay's parts `indices` through the transport to the core; the core's effects.
        func answer(_ parts: [Relay_V1_RelaySnapshot], _ indices: [Int], route: [UInt8]) async throws -> [MirrorCore
            .Effect]
        {
            for index in indices {
                try relay.send(
                    TransportMessage([route, Relay_V1_RelayFrame.with { $0.snapshot = parts[index] }.frame]))
            }
            var effects: [MirrorCore.Effect] = []
            for message in try await collect(indices.count, from: dealer.incoming, "the snapshot's parts, opened") {
                let frame = try #require(message.frames.first)
                let (inReplyTo, reply) = try #require(MirrorReply.decode(frame))
                effects += core.handle(.replied(id: inReplyTo, reply), at: now)
            }
            return effects
        }

        let (route, asked) = try await toRelay(ask)
        #expect(
            asked.maxPartBytes == 16 * 1024 && asked.requestID == ask.id && asked.phone == "aaaa-bbbb",
            "the core's part size, forwarded")
        let parts = try Self.answer(ask.id, trio)
        let broken = try await answer(parts, firstAnswer, route: route)
        let logged = broken.compactMap { if case .log(let line) = $0 { line } else { nil } }
        #expect(logged.contains { $0.message == "dropped a snapshot's parts" }, "\(logged)")
        #expect(!core.replica.isSynced && !core.replica.isAssembling)

        // At the request's deadline the core asks again (the same id), and the relay answers from part 0.
        now = now.addingTimeInterval(1.5)
        let again = try #require(sent(core.handle(.tick, at: now)).first)
        #expect(again.id == ask.id)
        let (_, askedAgain) = try await toRelay(again)
        #expect(askedAgain.maxPartBytes == 16 * 1024 && askedAgain.requestID == ask.id)
        let whole = try await answer(parts, [0, 1, 2, 3], route: route)
        #expect(whole.contains { if case .log(let line) = $0 { line.message == "synced" } else { false } })
        #expect(core.replica.isSynced)

        var reference = Replica(deviceID: "desk")
        _ = try reference.restore(Self.phoneState())
        #expect(core.replica.state == reference.state, "the phone's state, as a whole snapshot would have brought it")
        #expect(
            core.replica.state.quarantined.isEmpty && core.replica.state.instances.count == 6
                && Set(core.replica.state.controls.keys) == ["fan", "lights"],
            "the \"all/\" record of part 3 opened with part 0's grant")
        let counters = transport.counters
        #expect(counters.snapshotParts == firstAnswer.count + 4 && counters.refused == 0, "\(counters)")
        #expect(lines.matching("refused updates from the relay").isEmpty)
        await dealer.close()
        await relay.close()
    }

    /// Through two relays, A and B: each new snapshot request starts at the next relay; only
    /// the relay its latest attempt went to is heard on it (one that drips or replays an earlier
    /// attempt's parts cannot break the answer of the relay asked next); a part whose index or
    /// count is out of range is refused, not a fault.
    @Test(
        "through two relays: a new snapshot request starts at the next relay, only the relay its latest attempt went to is heard, a part out of range is refused"
    )
    func onlyTheRelayAskedIsHeard() async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let transport = try trio.deskTransport(
            relays: ["ipc://a", "ipc://b"], on: network, logger: Logger(label: "mirror"))
        let a = try await InMemoryTransport(network: network).open(.router, .bind("ipc://a"))
        let b = try await InMemoryTransport(network: network).open(.router, .bind("ipc://b"))
        let dealer = try await transport.open(.dealer, .connect("ipc://relay"))

        /// The core's snapshot request `id` through the transport: what `relay` receives (its route).
        func ask(_ id: String, at relay: any MessageChannel, _ name: String) async throws -> [UInt8] {
            try dealer.send(
                TransportMessage([
                    MirrorRequest.snapshot(knownEpoch: 0, maxPartBytes: 16 * 1024).frame(
                        from: "desk", id: id, at: Self.t0)
                ]))
            return try #require(try await collect(1, from: relay.incoming, "\(id) at relay \(name)").first).frames[0]
        }
        func send(_ snapshot: Relay_V1_RelaySnapshot, from relay: any MessageChannel, route: [UInt8]) throws {
            try relay.send(TransportMessage([route, Relay_V1_RelayFrame.with { $0.snapshot = snapshot }.frame]))
        }
        /// The ids of the next `count` replies the transport hands on.
        func handedOn(_ count: Int) async throws -> [String] {
            try await collect(count, from: dealer.incoming, "replies handed on").map { message in
                let frame = try #require(message.frames.first)
                return try #require(MirrorReply.decode(frame)).0
            }
        }
        /// An answer of no records at positions 0, witnessed by the phone's heartbeat on each topic
        /// (its cut there: empty).
        func whole(_ id: String) throws -> Relay_V1_RelaySnapshot {
            let beats = try ["all/", "dev/desk/"].map { topic in
                let beat = Relay_V1_Update.with {
                    $0.epoch = 7
                    $0.seq = 20
                    $0.heartbeat = .init()
                }
                return try trio.phone.seal(
                    update: beat,
                    plaintext: Relay_V1_Envelope.make(from: "aaaa-bbbb", at: Self.t0) { $0.update = beat }.frame,
                    topic: topic, reader: topic == "all/" ? nil : trio.deskKeys.public, cut: TopicCut().digest)
            }
            return .with {
                $0.requestID = id; $0.phone = "aaaa-bbbb"; $0.epoch = 7; $0.seq = 20; $0.records = beats
            }
        }

        // The first snapshot request goes to A. A part out of range, then A's answer in four parts.
        let routeA = try await ask("s1", at: a, "A")
        var outOfRange = try Self.answer("s1", trio)[0]
        outOfRange.part = .max
        try send(outOfRange, from: a, route: routeA)
        for part in try Self.answer("s1", trio) { try send(part, from: a, route: routeA) }
        #expect(try await handedOn(4) == ["s1", "s1", "s1", "s1"])
        #expect(transport.counters.malformed == 1 && transport.counters.snapshotParts == 4, "\(transport.counters)")

        // The next request starts at B. B's part of s1 (asked of A) is refused; its answer to s2 is heard.
        let routeB = try await ask("s2", at: b, "B")
        try send(try Self.answer("s1", trio)[0], from: b, route: routeB)
        try send(try whole("s2"), from: b, route: routeB)
        #expect(try await handedOn(1) == ["s2"])
        #expect(
            transport.counters.notAsked == 1 && transport.counters.malformed == 1,
            "an earlier attempt's answer: dropped, not refused; \(transport.counters)")

        // s1 again (its second attempt goes to B): A's late part of s1 is refused now, B's heard.
        _ = try await ask("s1", at: b, "B")
        let routeA3 = try await ask("s3", at: a, "A")  // a third request starts at A again
        try send(try Self.answer("s1", trio)[1], from: a, route: routeA3)
        try send(try whole("s3"), from: a, route: routeA3)
        #expect(try await handedOn(1) == ["s3"])
        try send(try whole("s1"), from: b, route: routeB)
        #expect(try await handedOn(1) == ["s1"])
        #expect(transport.counters.notAsked == 2 && transport.counters.refused == 1, "\(transport.counters)")
        await dealer.close()
        await a.close()
        await b.close()
    }
}
