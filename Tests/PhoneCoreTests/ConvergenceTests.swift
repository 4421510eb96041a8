import DomainModel
import Foundation
import MirrorCore
import PhoneCore
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The phone core's output fed to mirror cores through a network that drops, duplicates
/// and reorders: every mirror ends equal to a fresh snapshot of what it may see, with
/// nothing left pending. No sockets, no clock, no tasks.
@Suite struct ConvergenceTests {
    /// A mirror core and the frames on their way to it.
    struct Mirror {
        var core: MirrorCore
        var queue: [[[UInt8]]] = []
        var resyncs = 0

        init(_ device: String) {
            core = MirrorCore(
                configuration: MirrorCoreConfiguration(
                    deviceID: device,
                    hello: MirrorHello(
                        kind: .desktop, displayName: device, families: [.systemSmall], renderingMode: .fullColor)))
        }

        var device: String { core.configuration.deviceID }

        /// Whether this device's SUB hears `topic` ("all/" and its own).
        func hears(_ topic: [UInt8]) -> Bool { topic == Topic.all || topic == Topic.device(device) }

        /// Handles an event and answers every request it makes from the phone, as it is now.
        mutating func handle(_ event: MirrorCore.Event, phone: EmbeddedPhone, at now: Date) {
            var pending = core.handle(event, at: now)
            while !pending.isEmpty {
                let effect = pending.removeFirst()
                guard case .send(let id, let request) = effect else { continue }
                switch request {
                case .hello:
                    resyncs += 1
                    pending += core.handle(.replied(id: id, .welcome), at: now)
                case .snapshot:
                    let snapshot = phone.state.snapshot(for: device, at: phone.sequencer, takenAt: now)
                    pending += core.handle(.replied(id: id, .snapshot(SnapshotReply(snapshot))), at: now)
                default:
                    break
                }
            }
        }
    }

    /// A deterministic generator (SplitMix64), so a failing seed can be replayed.
    typealias Dice = SeededDice

    static func frames(_ update: Relay_V1_Update, to device: String?) -> [[UInt8]] {
        [
            Sequencer.topic(for: device),
            Relay_V1_Envelope.make(from: "phone", at: EmbeddedPhone.epochStart) { $0.update = update }.frame,
        ]
    }

    @Test(arguments: UInt64(1)...UInt64(24))
    func mirrorsConvergeUnderLossDuplicationAndReordering(seed: UInt64) async throws {
        var dice = Dice(state: seed)
        var phone = PhoneFixture.phone()
        var now = EmbeddedPhone.epochStart
        var mirrors = [Mirror("desk"), Mirror("watch")]
        for index in mirrors.indices { mirrors[index].handle(.start, phone: phone, at: now) }
        #expect(mirrors.allSatisfy { $0.core.replica.isSynced })

        var sent = 0
        for step in 0..<40 {
            now = now.addingTimeInterval(0.1)
            // The phone changes: a tap from either device on its own widget, or a control flipped for everyone.
            switch Int.random(in: 0..<3, using: &dice) {
            case 0: _ = await phone.tap(PhoneFixture.tap(id: "d\(step)"), from: "desk")
            case 1: _ = await phone.tap(PhoneFixture.tap(on: .instanceID("w2"), id: "w\(step)"), from: "watch")
            default:
                var control = try #require(phone.state.controls["Flag"])
                control.isOn.toggle()
                phone.state.setControl(control, for: "Flag")
                let update = phone.sequencer.next(to: nil, at: now, .control(WireCodec.encode(control)))
                phone.published.append((nil, update))
            }
            // The network: each frame lost, doubled or held back at random.
            for (device, update) in phone.published[sent...] {
                let frames = Self.frames(update, to: device)
                for index in mirrors.indices where mirrors[index].hears(frames[0]) {
                    if dice.chance(0.15) { continue }
                    let copies = dice.chance(0.15) ? 2 : 1
                    for _ in 0..<copies {
                        let at =
                            mirrors[index].queue.isEmpty || !dice.chance(0.3)
                            ? mirrors[index].queue.endIndex
                            : Int.random(in: 0..<mirrors[index].queue.endIndex, using: &dice)
                        mirrors[index].queue.insert(frames, at: at)
                    }
                }
            }
            sent = phone.published.endIndex
            for index in mirrors.indices {
                let count = Int.random(in: 0...mirrors[index].queue.count, using: &dice)
                for frames in mirrors[index].queue.prefix(count) {
                    mirrors[index].handle(.published(frames, deviceID: mirrors[index].device), phone: phone, at: now)
                }
                mirrors[index].queue.removeFirst(count)
            }
        }
        // The rest arrives; then heartbeats, which reveal anything lost at the end.
        for index in mirrors.indices {
            for frames in mirrors[index].queue {
                mirrors[index].handle(.published(frames, deviceID: mirrors[index].device), phone: phone, at: now)
            }
            mirrors[index].queue = []
        }
        for _ in 0..<2 {
            now = now.addingTimeInterval(1)
            for (topic, update) in phone.sequencer.heartbeats(devices: ["desk", "watch"], at: now) {
                let frames = [
                    topic,
                    Relay_V1_Envelope.make(from: "phone", at: EmbeddedPhone.epochStart) { $0.update = update }.frame,
                ]
                for index in mirrors.indices where mirrors[index].hears(topic) {
                    mirrors[index].handle(.published(frames, deviceID: mirrors[index].device), phone: phone, at: now)
                }
            }
        }

        // The network's losses and reordering made mirrors resync (the first sync counts one).
        #expect(mirrors.contains { $0.resyncs > 1 }, "seed \(seed): no resync was exercised")
        for mirror in mirrors {
            let truth = try ReplicaState(
                snapshot: phone.state.snapshot(for: mirror.device, at: phone.sequencer, takenAt: now))
            let state = mirror.core.replica.state
            #expect(mirror.core.replica.isSynced, "\(mirror.device) (seed \(seed))")
            #expect(state.instances == truth.instances, "\(mirror.device) (seed \(seed)): widgets differ")
            #expect(state.controls == truth.controls, "\(mirror.device) (seed \(seed)): controls differ")
            #expect(state.activities == truth.activities, "\(mirror.device) (seed \(seed)): activities differ")
            #expect(
                state.deviceSeq == truth.deviceSeq && state.broadcastSeq == truth.broadcastSeq,
                "\(mirror.device) (seed \(seed)): position")
            // Nobody is left waiting: every notice of another device's tap was answered or wiped by a resync.
            #expect(
                mirror.core.pending.isEmpty,
                "\(mirror.device) (seed \(seed)): pending \(mirror.core.pending.keys.sorted())")
        }
    }
}
