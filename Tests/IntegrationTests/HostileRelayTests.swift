import Foundation
import TestSupport
import RelayWire
import Synchronization
import Testing
import ZeroMQ

/// Issue #50, points 2 and 3, with real programs: a relay (a `RelaySplice` in front of a real
/// `relay-node`, holding the relay's key) that tampers with one snapshot answer to the desktop
/// and is honest afterwards, behind a real phone and a real desktop.
///
/// Before the fix, advancing the device's topic in one answer left the desktop "synced" while it
/// dropped every genuine update for good (a widget added never appeared); advancing every
/// position left the phone shown unreachable for good; a record of the previous epoch swapped
/// into the answer after the phone's restart left the widget a redacted placeholder on a
/// "synced" desktop, its taps refused. Now each answer is refused and logged, and the desktop
/// asks again and follows the phone.
@Suite("A relay that tampers with a snapshot answer (#50)", .heavy)
struct HostileRelayTests {
    typealias Setup = RelayFaultTests.Setup

    @Test(
        "a snapshot answer with advanced positions (the device's topic, or every one) is refused and logged; asked again, the desktop follows every genuine update",
        arguments: [SnapshotForger.Mode.advanceDeviceTopic, .advanceEveryPosition])
    func advancedPositions(mode: SnapshotForger.Mode) async throws {
        let log = try await Self.followsTheStream(despite: mode)
        #expect(log.contains("a snapshot position the phone did not sign"), "refused and logged")
    }

    @Test(
        "a relay that holds back the latest record of one item (it drops the counter's timeline at 2 on its way, and answers the resync with the timeline at 1 in its place): refused and logged as not the phone's cut, never synced on; asked again, the desktop shows the phone's count and follows it"
    )
    func heldBackLatestRecord() async throws {
        let log = try await Self.followsTheStream(despite: .heldBackLatestRecord)
        #expect(log.contains("not the phone's cut"), "refused and logged")
    }

    /// A phone, a relay, and a desktop behind a relay that tampers once as `mode` says: the desktop
    /// syncs, shows a Counter added after the tampering (or before it, for a held-back record) and
    /// follows three taps on it, which the phone performed. The desktop's log.
    static func followsTheStream(despite mode: SnapshotForger.Mode) async throws -> String {
        let setup = try await Setup.make()
        let relay = setup.relay
        let desk = try await setup.device("desk")
        let forger = SnapshotForger(mode)
        let splice = try await RelaySplice.start(
            .mirror, relay: relay.mirrors, relayKeys: setup.relayKeys, peerKeys: desk.keys,
            transform: { forger.observe($0) }, answers: { forger.forward($0) })
        let phone = try await PhoneProcess.startRelayed(data: setup.phoneData, endpoint: relay.phones, key: relay.key)
        let desktop = try DesktopProcess.startRelayed(
            data: desk.data, id: "desk", phone: phone, relay: splice.endpoint, relayKey: relay.key)
        _ = try await desktop.next("the desktop's sync, asked again after the tampered answer") { $0.isSyncedStatus }
        // A held-back record needs a record to hold back: that relay tampers with a later answer.
        #expect(forger.tampered == (mode == .heldBackLatestRecord ? 0 : 1))
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter, on the device's own topic") {
            $0.count == 0 && !$0.isPending
        }
        let instance = try #require(counter.widget?.instance)
        for count in 1...3 { try await RelayTierTests.tap(desktop, counter: instance, to: count) }
        #expect(try PhoneStore(data: phone.data).counter == 3)
        #expect(forger.tampered == 1)
        let log = desktop.log

        #expect(try await desktop.script.stop() == 0)
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
        await splice.stop()
        return log
    }

    @Test(
        "a relay that withholds its first snapshot answer: the desktop asks again and syncs; one that sends its answer twice and answers an id never sent: each refused and logged once, and the desktop follows every genuine update",
        arguments: [SnapshotForger.Mode.withholdFirstAnswer, .unaskedAndTwice])
    func withheldOrUnasked(mode: SnapshotForger.Mode) async throws {
        let log = try await Self.followsTheStream(despite: mode)
        if mode == .unaskedAndTwice {
            for why in [
                "a snapshot answer to a request this mirror never sent", "a snapshot answer a relay sent again",
            ] {
                #expect(log.components(separatedBy: why).count == 2, "refused and logged once: \(why)")
            }
        }
    }

    @Test(
        "after the phone's restart, a record of the previous epoch swapped into the snapshot answer: the answer is refused and logged, never synced on; asked again, the widget is shown and its tap performed"
    )
    func recordOfThePreviousEpoch() async throws {
        let setup = try await Setup.make()
        let relay = setup.relay
        let desk = try await setup.device("desk")
        let forger = SnapshotForger(.recordOfThePreviousEpoch)
        let splice = try await RelaySplice.start(
            .mirror, relay: relay.mirrors, relayKeys: setup.relayKeys, peerKeys: desk.keys,
            transform: { forger.observe($0) }, answers: { forger.forward($0) })
        var phone = try await PhoneProcess.startRelayed(data: setup.phoneData, endpoint: relay.phones, key: relay.key)
        let desktop = try DesktopProcess.startRelayed(
            data: desk.data, id: "desk", phone: phone, relay: splice.endpoint, relayKey: relay.key)
        _ = try await desktop.next("the desktop's first sync") { $0.isSyncedStatus }
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        let instance = try #require(counter.widget?.instance)
        try await RelayTierTests.tap(desktop, counter: instance, to: 1)
        // Its records in the relay's answers so far are kept; the phone starts a new epoch.
        let firstEpoch = try #require(desktop.last("status")?.status?.epoch)
        let mark = desktop.script.printed.count
        _ = try await phone.process.stop()
        phone = try await PhoneProcess.startRelayed(data: setup.phoneData, endpoint: relay.phones, key: relay.key)
        _ = try await desktop.printed("synced in the phone's new epoch", after: mark) {
            $0.isSyncedStatus && $0.status?.epoch != firstEpoch
        }
        #expect(forger.tampered == 1, "one record swapped")
        #expect(desktop.last("widget")?.count == 1, "the counter as the phone has it, not a placeholder")
        try await RelayTierTests.tap(desktop, counter: instance, to: 2)
        #expect(try PhoneStore(data: phone.data).counter == 2)
        #expect(desktop.log.contains("a snapshot record of epoch"), "refused and logged")

        #expect(try await desktop.script.stop() == 0)
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
        await splice.stop()
    }
}

/// A relay's tampering with its snapshot answers to one mirror, once: it advances positions in
/// the first answer, or (after the phone's restart) swaps one of the device's records in the
/// first answer of a new epoch for the same item's record of the epoch before; or it withholds
/// its first answer; or it sends its first answer twice, and once more under an id the mirror
/// never sent; or it drops a widget's third timeline on its way (the mirror resyncs at the gap)
/// and answers with that widget's timeline before it in place of the latest.
final class SnapshotForger: Sendable {
    enum Mode: String, Sendable, CustomTestStringConvertible {
        case advanceDeviceTopic, advanceEveryPosition, recordOfThePreviousEpoch, withholdFirstAnswer, unaskedAndTwice
        case heldBackLatestRecord
        var testDescription: String { rawValue }
    }

    private struct State {
        var tampered = 0
        var firstEpoch: UInt64?
        /// The device's SET records seen in the first epoch's answers, by (item, part).
        var earlier: [Data: Relay_V1_SealedUpdate] = [:]
        /// The device's timelines seen on their way, by item (held back: the latest but one).
        var timelines: [Data: [Relay_V1_SealedUpdate]] = [:]
        /// A timeline was dropped on its way: the mirror resyncs, and its answer is tampered with.
        var dropped = false
        /// The phone's latest heartbeat per device topic, seen on its way: the phone's word of the
        /// position, sent beside the older record so the position itself is vouched for.
        var beats: [String: Relay_V1_SealedUpdate] = [:]
    }

    let mode: Mode
    private let state = Mutex(State())

    init(_ mode: Mode) { self.mode = mode }

    /// Answers tampered with so far.
    var tampered: Int { state.withLock { $0.tampered } }

    /// An update on its way to the mirror, forwarded unchanged: the device's records of the
    /// first epoch are kept, to swap into a later epoch's answer.
    func observe(_ frames: [[UInt8]]) -> [[[UInt8]]] {
        if mode == .heldBackLatestRecord, frames.count == 2,
            let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]), case .update(let update) = frame.body,
            let header = try? Relay_V1_SealedHeader(serializedBytes: update.header), header.op == .heartbeat,
            header.topic.hasPrefix("dev/")
        {
            state.withLock { $0.beats[header.topic] = update }
        }
        if mode == .heldBackLatestRecord, frames.count == 2,
            let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]), case .update(let update) = frame.body,
            let header = try? Relay_V1_SealedHeader(serializedBytes: update.header), header.op == .set,
            header.topic.hasPrefix("dev/"), header.part == 1
        {
            let drop = state.withLock { state in
                let key = Self.key(header)
                if !state.dropped, state.timelines[key, default: []].count >= 2 {
                    state.dropped = true
                    return true
                }
                state.timelines[key, default: []].append(update)
                return false
            }
            return drop ? [] : [frames]
        }
        if frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]),
            case .update(let update) = frame.body,
            let header = try? Relay_V1_SealedHeader(serializedBytes: update.header), header.op == .set,
            header.topic.hasPrefix("dev/"), header.part == 0
        {
            state.withLock { state in
                if state.firstEpoch == nil || state.firstEpoch == header.epoch {
                    state.firstEpoch = header.epoch
                    state.earlier[Self.key(header)] = update
                }
            }
        }
        return [frames]
    }

    static func key(_ header: Relay_V1_SealedHeader) -> Data {
        header.item + withUnsafeBytes(of: header.part.bigEndian) { Data($0) }
    }

    func forward(_ frames: [[UInt8]]) -> [[[UInt8]]] {
        guard let last = frames.last, let frame = try? Relay_V1_RelayFrame(serializedBytes: last),
            case .snapshot(var answer) = frame.body
        else {
            return [frames]
        }
        return state.withLock { state in
            guard state.tampered == 0 else { return [frames] }
            switch mode {
            case .withholdFirstAnswer:
                state.tampered += 1
                return []
            case .unaskedAndTwice:
                state.tampered += 1
                answer.requestID = "never-sent-" + answer.requestID
                let unasked = Array(frames.dropLast()) + [Relay_V1_RelayFrame.with { $0.snapshot = answer }.frame]
                return [frames, frames, unasked]
            case .advanceDeviceTopic:
                for topic in answer.topicSeqs.keys where topic.hasPrefix("dev/") {
                    answer.topicSeqs[topic, default: 0] += 1_000
                }
            case .advanceEveryPosition:
                answer.seq += 1_000
                for topic in answer.topicSeqs.keys { answer.topicSeqs[topic, default: 0] += 1_000 }
            case .heldBackLatestRecord:
                guard state.dropped else { return [frames] }
                var swapped = false
                for (index, record) in answer.records.enumerated() {
                    guard !swapped, let header = try? Relay_V1_SealedHeader(serializedBytes: record.header),
                        header.op == .set, header.topic.hasPrefix("dev/"), header.part == 1,
                        let older = state.timelines[Self.key(header)]?.last,
                        let olderHeader = try? Relay_V1_SealedHeader(serializedBytes: older.header),
                        olderHeader.topicSeq < header.topicSeq
                    else { continue }
                    answer.records[index] = older
                    swapped = true
                    // The latest record was the witness of its topic's position: the phone's heartbeat
                    // at that position in its place, so only the cut gives the relay away.
                    if let beat = state.beats[header.topic],
                        let beatHeader = try? Relay_V1_SealedHeader(serializedBytes: beat.header),
                        beatHeader.topicSeq == answer.topicSeqs[header.topic]
                    {
                        answer.records.append(beat)
                    }
                }
                guard swapped else { return [frames] }
            case .recordOfThePreviousEpoch:
                let first = state.firstEpoch ?? answer.epoch
                state.firstEpoch = first
                var swapped = false
                for (index, record) in answer.records.enumerated() {
                    // A widget instance's first part (the instance and its placeholder): without it the
                    // mirror has nothing to tap.
                    guard let header = try? Relay_V1_SealedHeader(serializedBytes: record.header), header.op == .set,
                        header.topic.hasPrefix("dev/"), header.part == 0
                    else { continue }
                    if answer.epoch == first {
                        state.earlier[Self.key(header)] = record
                    } else if !swapped, let old = state.earlier[Self.key(header)] {
                        answer.records[index] = old
                        swapped = true
                    }
                }
                guard swapped else { return [frames] }
            }
            state.tampered += 1
            return [Array(frames.dropLast()) + [Relay_V1_RelayFrame.with { $0.snapshot = answer }.frame]]
        }
    }
}
