import Foundation
import RelayHub
import Codec
import RelayLink
@testable import RelayNodeFrames
@testable import RelayNodeKit
import RelayWire
import SwiftProtobuf
import Testing
import TestSupport

/// Golden frames (issue #48, step 0): what the relay tier writes for fixed inputs, byte for
/// byte, against `Tests/GoldenFrames/relay.txt`, recorded before the code was reshaped: every
/// frame the relay sends (its hub's snapshot whole and in parts, spliced around kept bytes),
/// the sealed headers a phone and a mirror write (sealing itself draws nonces and a group key's
/// epoch: the nonce and ciphertext are left out, the "all/" header's key epoch set to 0), and
/// the records a phone's state becomes and the snapshot a mirror rebuilds from them.
@Suite("Golden frames: the relay tier")
struct GoldenRelayFramesTests {
    static let secret = (0..<32).map { UInt8($0 * 7 + 1) }
    static let reader = (0..<32).map { UInt8(255 - $0) }
    static let at = Google_Protobuf_Timestamp(date: Date(timeIntervalSince1970: 1_795_000_000))

    static func update(seq: UInt64, topicSeq: UInt64, _ change: Relay_V1_Update.OneOf_Change) -> Relay_V1_Update {
        .with {
            $0.epoch = 3
            $0.seq = seq
            $0.topicSeq = topicSeq
            $0.publishedAt = at
            $0.change = change
        }
    }

    static func instance(_ id: String, seconds: Int64) -> Relay_V1_WidgetInstance {
        .with {
            $0.instanceID = id
            $0.kind = "Counter"
            $0.family = .systemSmall
            $0.ownerDeviceID = "desk"
            $0.createdAt = .init(seconds: seconds)
        }
    }

    @Test("relay frames, sealed headers and Clone records are byte-identical to the recorded ones")
    func relayFrames() throws {
        var frames: [(label: String, bytes: [UInt8])] = []
        // What the relay sends.
        frames.append(("dump request", RelayFrames.dumpRequest(knownEpoch: 3)))
        frames.append(("update splice", RelayFrames.update(Array(repeating: 7, count: 200))))
        frames.append(("request splice", RelayFrames.request([1, 2, 3])))
        frames.append(("reply splice", RelayFrames.reply(Array(repeating: 5, count: 130))))
        frames.append(("pairing splice", RelayFrames.pairing([9])))
        frames.append(
            (
                "listing",
                RelayFrames.listing(
                    requestID: "list-1", [ListedPhone(phone: PhoneID("abc"), key: Self.reader, name: "Phone")])
            ))
        frames.append(
            ("refusal, not a reader", RelayFrames.refusal(requestID: "r-1", phone: PhoneID("abc"), reason: .notAReader))
        )
        frames.append(
            ("refusal, syncing", RelayFrames.refusal(requestID: "r-2", phone: PhoneID("abc"), reason: .syncing)))
        var records: [Record] = [
            Record(
                topic: "dev/desk/", seq: 1, topicSeq: 0, epoch: 3, keyEpoch: 9, op: .grant,
                bytes: Array(repeating: 1, count: 90))
        ]
        for index in 0..<40 {
            let topic = index % 10 == 0 ? "all/" : "dev/desk/"
            records.append(
                Record(
                    topic: topic, seq: UInt64(index + 2), topicSeq: UInt64(index + 1), epoch: 3, op: .set,
                    item: [UInt8(index / 2)], part: UInt32(index % 2),
                    bytes: Array(repeating: UInt8(index), count: 1_000 + index * 37)))
        }
        let snapshot = Snapshot(
            requestID: "snap-1", phone: PhoneID("abc"), epoch: 3, seq: 41, topicSeqs: ["dev/desk/": 36],
            records: records)
        frames.append(("relay snapshot, whole", RelayFrames.snapshot(snapshot)))
        for part in snapshot.parts(maxBytes: Snapshot.partBytes(asked: 16_384)) {
            frames.append(("relay snapshot, part \(part.part) of \(part.parts)", RelayFrames.snapshot(part)))
        }
        for part in snapshot.parts(maxBytes: Snapshot.partBytes(asked: 1)) {
            frames.append(
                ("relay snapshot at the smallest parts, part \(part.part) of \(part.parts)", RelayFrames.snapshot(part))
            )
        }

        // Sealed headers: a phone's updates, grant and reply, a mirror's request.
        let sealer = try PhoneSealer(phoneID: "abc", secretKey: Self.secret)
        let added = Self.update(
            seq: 4, topicSeq: 2, .instanceAdded(.with { $0.instance = Self.instance("i-1", seconds: 10) }))
        let timeline = Self.update(
            seq: 5, topicSeq: 3,
            .timeline(
                .with {
                    $0.instanceID = "i-1"; $0.reason = "tap"; $0.interactionID = "x"
                }))
        let removed = Self.update(seq: 6, topicSeq: 4, .instanceRemoved(.with { $0.instanceID = "i-1" }))
        let notice = Self.update(
            seq: 7, topicSeq: 5,
            .invalidation(
                .with {
                    $0.instanceID = "i-1"; $0.interactionID = "x"; $0.elementID = "e"
                }))
        let control = Self.update(
            seq: 8, topicSeq: 1,
            .control(
                .with {
                    $0.kind = "Switch"; $0.isOn = true
                }))
        let beat = Self.update(
            seq: 8, topicSeq: 5,
            .heartbeat(
                .with {
                    $0.phoneTime = Self.at; $0.deviceSeqs = ["desk": 5]
                }))
        for (label, update) in [
            ("added", added), ("timeline", timeline), ("removed", removed), ("notice", notice), ("heartbeat", beat),
        ] {
            let sealed = try sealer.seal(
                update: UpdateKey(update), plaintext: [1, 2, 3], topic: "dev/desk/", reader: Self.reader)
            frames.append(("sealed header, \(label)", Array(sealed.header)))
        }
        var shared = try Relay_V1_SealedHeader(
            serializedBytes: sealer.seal(update: UpdateKey(control), plaintext: [4], topic: "all/", reader: nil).header)
        #expect(shared.keyEpoch != 0)
        shared.keyEpoch = 0
        frames.append(("sealed header, control on all/ (key epoch 0)", try shared.serializedBytes()))
        var grant = try Relay_V1_SealedHeader(
            serializedBytes: sealer.grant(to: Self.reader, topic: "dev/desk/", epoch: 3, seq: 8, topicSeq: 5).header)
        grant.keyEpoch = 0
        frames.append(("sealed header, grant (key epoch 0)", try grant.serializedBytes()))
        // The cut a phone signs (#50, recorded when added): a heartbeat's header carrying its topic's
        // cut digest, and a dump record's, with when its group last changed (0: restored at the start).
        var topicCut = TopicCut()
        topicCut.changed[TopicCut.Key(item: sealer.signing.blind("instance:i-1"), part: 0)] = 2
        let signedBeat = try sealer.seal(
            update: UpdateKey(beat), plaintext: [1, 2, 3], topic: "dev/desk/", reader: Self.reader,
            cut: topicCut.digest)
        frames.append(("sealed header, heartbeat with its topic's cut", Array(signedBeat.header)))
        let dumped = try sealer.seal(
            update: UpdateKey(added), plaintext: [1, 2, 3], topic: "dev/desk/", reader: Self.reader,
            cut: topicCut.digest, changedAt: 0)
        frames.append(("sealed header, dump record changed at 0", Array(dumped.header)))
        let reply = try sealer.reply([1], to: Self.reader, route: [0, 1, 2])
        frames.append(("sealed reply header", Array(reply.header)))
        frames.append(("sealed reply route", Array(reply.route)))

        // A phone's state as Clone records, and the snapshot a mirror rebuilds from them.
        let phoneSnapshot = Relay_V1_Snapshot.with {
            $0.epoch = 3
            $0.seq = 8
            $0.broadcastSeq = 1
            $0.deviceSeq = 5
            $0.takenAt = Self.at
            $0.instances = [
                .with {
                    $0.instance = Self.instance("i-1", seconds: 10); $0.timeline = .with { $0.instanceID = "i-1" }
                },
                .with { $0.instance = Self.instance("i-2", seconds: 11) },
            ]
            $0.controls = [
                .with {
                    $0.kind = "Switch"; $0.isOn = true
                }
            ]
            $0.relevances = [.with { $0.kind = "Counter" }]
        }
        let (device, sharedUpdates) = CloneRecords.updates(of: phoneSnapshot)
        for (index, update) in device.enumerated() {
            frames.append(("clone record, device \(index)", try update.serializedBytes()))
        }
        for (index, update) in sharedUpdates.enumerated() {
            frames.append(("clone record, shared \(index)", try update.serializedBytes()))
        }
        let rebuilt = CloneRecords.snapshot(
            from: device + sharedUpdates + [added, timeline], epoch: 3, seq: 8, broadcastSeq: 1, deviceSeq: 5)
        frames.append(("snapshot rebuilt from records", try rebuilt.serializedBytes()))
        try GoldenFrames.check(frames, against: "relay")
    }
}
