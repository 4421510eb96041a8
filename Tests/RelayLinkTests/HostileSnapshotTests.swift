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

/// Issue #50, points 2 and 3, in memory: a relay that tampers with one snapshot answer (advances a
/// topic's position, swaps a record for one of another epoch, drops a record's signature) and is
/// honest afterwards. The mirror's relay transport refuses the part (and the rest of that answer),
/// logs it, and the core, never synced on it, asks again at its time-out, of the next relay where
/// there is one: synced at the phone's true position, so no genuine update after it is dropped.
@Suite struct HostileSnapshotTests {
    static let t0 = RelaySnapshotPartsTests.t0

    enum Tamper: String, CaseIterable, Sendable {
        /// The device's own topic advanced (the silenced desktop).
        case advanceDeviceTopic
        /// Every position advanced (the "phone unreachable for good").
        case advanceEveryPosition
        /// One widget's record swapped for the same widget sealed in the previous epoch.
        case recordOfAnotherEpoch
        /// One record's signature broken.
        case badSignature
        /// One record's header moved past the snapshot's position (it then does not open).
        case recordPastThePosition
        /// One widget's record swapped for the same widget sealed for this desk by another phone (a
        /// relay mixing two phones' records into one answer).
        case recordOfAnotherPhone
    }

    /// Relay `answer`'s parts, tampered with as `tamper` says.
    static func tampered(_ parts: [Relay_V1_RelaySnapshot], _ tamper: Tamper, _ trio: Trio) throws
        -> [Relay_V1_RelaySnapshot]
    {
        var parts = parts
        switch tamper {
        case .advanceDeviceTopic:
            for index in parts.indices { parts[index].topicSeqs["dev/desk/"] = 1_000 }
        case .advanceEveryPosition:
            for index in parts.indices {
                parts[index].seq += 1_000
                parts[index].topicSeqs = ["all/": 1_000, "dev/desk/": 1_000]
            }
        case .recordOfAnotherEpoch:
            var update = try #require(CloneRecords.updates(of: RelaySnapshotPartsTests.phoneState()).device.first)
            update.epoch = 6
            let envelope = Relay_V1_Envelope.make(from: "aaaa-bbbb", at: t0) { $0.update = update }
            parts[1].records[0] = try trio.phone.seal(
                update: update, plaintext: envelope.frame, topic: "dev/desk/", reader: trio.deskKeys.public)
        case .recordOfAnotherPhone:
            let other = try PhoneSealer(phoneID: "cccc-dddd", secretKey: keyPair().secret)
            let update = try #require(CloneRecords.updates(of: RelaySnapshotPartsTests.phoneState()).device.first)
            let envelope = Relay_V1_Envelope.make(from: "cccc-dddd", at: t0) { $0.update = update }
            parts[1].records[0] = try other.seal(
                update: update, plaintext: envelope.frame, topic: "dev/desk/", reader: trio.deskKeys.public)
        case .badSignature:
            parts[2].records[0].signature = Data(repeating: 7, count: 64)
        case .recordPastThePosition:
            var header = try Relay_V1_SealedHeader(serializedBytes: parts[1].records[0].header)
            header.topicSeq = 13
            parts[1].records[0].header = Data(header.bytes)
        }
        return parts
    }

    @Test(
        "a tampered snapshot answer is refused and logged, the rest of it dropped, never synced on; asked again, of the next relay, the honest answer syncs the core at the phone's position",
        arguments: Tamper.allCases, [1, 2])
    func tamperedAnswer(tamper: Tamper, relays: Int) async throws {
        let trio = try Trio()
        let network = InMemoryNetwork()
        let lines = LogLines()
        let logger = Logger(label: "mirror") { _ in KeepingLogHandler(sink: lines) }
        let endpoints = (0..<relays).map { "ipc://relay\($0)" }
        let transport = try trio.deskTransport(relays: endpoints, on: network, logger: logger)
        var routers: [any MessageChannel] = []
        for endpoint in endpoints {
            routers.append(try await InMemoryTransport(network: network).open(.router, .bind(endpoint)))
        }
        let dealer = try await transport.open(.dealer, .connect(endpoints[0]))

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

        /// Sends the core's request through the transport: the relay (by index) it reached, and the route.
        func toRelay(_ request: (id: String, request: MirrorRequest), expected relay: Int) async throws -> [UInt8] {
            try dealer.send(TransportMessage([request.request.frame(from: "desk", id: request.id, at: now)]))
            return try #require(
                try await collect(1, from: routers[relay].incoming, "the request at relay \(relay)").first
            ).frames[0]
        }
        /// Parts sent by relay `relay`, then a reply of the phone's (the transport hands frames on
        /// in order, so once it is handed on every part before it was handled); the `handed`
        /// parts the transport hands on, into the core.
        func answer(_ parts: [Relay_V1_RelaySnapshot], from relay: Int, route: [UInt8], handed: Int) async throws
            -> [MirrorCore.Effect]
        {
            for part in parts {
                try routers[relay].send(
                    TransportMessage([route, Relay_V1_RelayFrame.with { $0.snapshot = part }.frame]))
            }
            let marker = try trio.phone.reply(Array("marker".utf8), to: trio.deskKeys.public, route: [])
            try routers[relay].send(TransportMessage([route, Relay_V1_RelayFrame.with { $0.reply = marker }.frame]))
            var effects: [MirrorCore.Effect] = []
            let messages = try await collect(handed + 1, from: dealer.incoming, "the parts handed on, then the marker")
            #expect(messages.last?.frames.first == Array("marker".utf8), "no other part handed on")
            for message in messages.dropLast() {
                let bytes = try #require(message.frames.first)
                let (inReplyTo, reply) = try #require(MirrorReply.decode(bytes))
                effects += core.handle(.replied(id: inReplyTo, reply), at: now)
            }
            return effects
        }

        let honest = try RelaySnapshotPartsTests.answer(ask.id, trio)
        let bad = try Self.tampered(honest, tamper, trio)
        // The parts before the tampered one are handed on (drawn, still syncing); the rest never.
        let firstBad: Int =
            switch tamper {
            case .advanceDeviceTopic, .advanceEveryPosition: 3  // found wanting at the last part
            case .recordOfAnotherEpoch, .recordPastThePosition, .recordOfAnotherPhone: 1
            case .badSignature: 2
            }
        let route = try await toRelay(ask, expected: 0)
        _ = try await answer(bad, from: 0, route: route, handed: firstBad)
        #expect(!lines.matching("refused updates from the relay").isEmpty, "the refusal logged")
        #expect(!core.replica.isSynced, "never synced on a refused snapshot")
        let counters = transport.counters
        #expect(counters.snapshotPartsDropped == honest.count - firstBad, "\(counters)")
        #expect(counters.refused >= 1, "\(counters)")
        if tamper == .advanceDeviceTopic || tamper == .advanceEveryPosition { #expect(counters.forgedPosition == 1) }

        // The core asks again at its time-out: the next relay (the same, with one), honest now.
        now = now.addingTimeInterval(1.5)
        let again = try #require(sent(core.handle(.tick, at: now)).first)
        #expect(again.id == ask.id)
        let next = relays == 1 ? 0 : 1
        let routeAgain = try await toRelay(again, expected: next)
        let effects = try await answer(honest, from: next, route: routeAgain, handed: honest.count)
        #expect(effects.contains { if case .log(let line) = $0 { line.message == "synced" } else { false } })
        #expect(core.replica.isSynced)
        var reference = Replica(deviceID: "desk")
        _ = try reference.restore(RelaySnapshotPartsTests.phoneState())
        #expect(core.replica.state == reference.state, "the phone's state at the phone's position")
        await dealer.close()
        for router in routers { await router.close() }
    }
}
