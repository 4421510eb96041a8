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
        /// Widget 0's latest timeline (the update at the cut's position) held back: an older one of
        /// the phone's, sealed and signed at an earlier position, in its place (#50: the cut's digest).
        case heldBackLatestRecord
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
        case .heldBackLatestRecord:
            let device = CloneRecords.updates(of: RelaySnapshotPartsTests.phoneState()).device
            var older = device[1]
            older.seq = 14
            older.topicSeq = 6
            older.timeline = WireCodec.encode(
                ArchivedTimeline(
                    entries: [
                        ArchivedEntry(
                            date: t0, relevance: nil,
                            view: ArchivedView(
                                root: ViewNode(.text(.verbatim("earlier"))), family: .systemMedium,
                                renderingMode: .fullColor))
                    ],
                    policy: .never), instanceID: "w0")
            let envelope = Relay_V1_Envelope.make(from: "aaaa-bbbb", at: t0) { $0.update = older }
            #expect(SealedHeaderFields(bytes: Array(parts[0].records[3].header))?.topicSeq == 12)
            parts[0].records[3] = try trio.phone.seal(
                update: older, plaintext: envelope.frame, topic: "dev/desk/", reader: trio.deskKeys.public,
                cut: TopicCut().digest)
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
        let started = try await SnapshotHarness.start(relays: relays)
        var harness = started.harness
        let ask = started.ask
        let honest = try RelaySnapshotPartsTests.answer(ask.id, harness.trio)
        let bad = try Self.tampered(honest, tamper, harness.trio)
        // The parts before the tampered one are handed on (drawn, still syncing); the rest never.
        let firstBad: Int =
            switch tamper {
            case .advanceDeviceTopic, .advanceEveryPosition, .heldBackLatestRecord: 3  // found wanting at the last part
            case .recordOfAnotherEpoch, .recordPastThePosition, .recordOfAnotherPhone: 1
            case .badSignature: 2
            }
        let route = try await harness.toRelay(ask, expected: 0)
        _ = try await harness.answer(bad, from: 0, route: route, handed: firstBad)
        #expect(!harness.lines.matching("refused updates from the relay").isEmpty, "the refusal logged")
        #expect(!harness.core.replica.isSynced, "never synced on a refused snapshot")
        let counters = harness.transport.counters
        #expect(counters.snapshotPartsDropped == honest.count - firstBad, "\(counters)")
        #expect(counters.refused >= 1, "\(counters)")
        if tamper == .advanceDeviceTopic || tamper == .advanceEveryPosition { #expect(counters.forgedPosition == 1) }
        if tamper == .heldBackLatestRecord { #expect(counters.notTheCut == 1, "\(counters)") }

        // The core asks again at its time-out: the next relay (the same, with one), honest now.
        let again = try #require(harness.tick(after: 1.5).first)
        #expect(again.id == ask.id)
        let next = relays == 1 ? 0 : 1
        let routeAgain = try await harness.toRelay(again, expected: next)
        let effects = try await harness.answer(honest, from: next, route: routeAgain, handed: honest.count)
        #expect(SnapshotHarness.synced(effects))
        #expect(try harness.holdsThePhonesState(), "the phone's state at the phone's position")
        await harness.close()
    }
}
