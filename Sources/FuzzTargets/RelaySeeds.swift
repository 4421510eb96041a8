import Codec
import Foundation
import RelayLink
import RelayWire
import SwiftProtobuf

/// The seed corpus of the relay targets (`relay-fuzz seeds DIR`: DIR/relay, DIR/sealed), made
/// with ``FuzzKeys``: a snapshot answer with its grant, witnesses and records, updates on both
/// topics, a reply, a request, and the frames a phone and a mirror send a relay.
public enum RelaySeeds {
    /// Writes the seeds; returns how many of each.
    public static func write(into folder: String) throws -> (relay: Int, sealed: Int) {
        let sealer = try FuzzKeys.sealer()
        let desk = try MirrorOpener(
            phoneID: FuzzKeys.phoneID, phoneKey: FuzzKeys.phonePublic, ownSecret: FuzzKeys.deskSecret,
            ownKey: FuzzKeys.deskPublic, deviceID: FuzzKeys.deskID)
        let deviceTopic = "dev/\(FuzzKeys.deskID)/"
        let grant = Relay_V1_SealedUpdate(
            try sealer.grant(to: FuzzKeys.deskPublic, topic: deviceTopic, epoch: 7, seq: 1, topicSeq: 0))
        // Each record signs its topic's cut at its position (#50): one item, changed by it.
        let control = try sealed(sealer, seq: 2, topicSeq: 1, topic: "all/", reader: nil)
        let mine = try sealed(sealer, seq: 3, topicSeq: 1, topic: deviceTopic, reader: FuzzKeys.deskPublic)
        let snapshot = Relay_V1_RelayFrame.with {
            $0.snapshot = .with {
                $0.requestID = FuzzKeys.requestID
                $0.phone = FuzzKeys.phoneID
                $0.epoch = 7
                $0.seq = 3
                $0.topicSeqs = ["all/": 1, deviceTopic: 1]
                $0.records = [grant, control, mine]
            }
        }
        var parted = snapshot
        parted.snapshot.parts = 2
        let envelope = Relay_V1_Envelope.with {
            $0.messageID = "m1"
            $0.echo = .with { $0.payload = Data("ping".utf8) }
        }
        let reply = Relay_V1_RelayFrame.with {
            $0.reply =
                (try? sealer.reply(envelope.frame, to: FuzzKeys.deskPublic, route: [])).map { .init($0) } ?? .init()
        }
        let request = Relay_V1_RelayFrame.with { $0.request = .init(desk.seal(request: envelope.frame)) }
        let sealedSeeds =
            [snapshot, parted, reply, request]
            + [grant, control, mine].map { update in
                Relay_V1_RelayFrame.with { $0.update = update }
            }

        let roster = Relay_V1_RelayFrame.with {
            $0.phoneRoster = .with {
                $0.epoch = 7
                $0.readers = [
                    .with {
                        $0.publicKey = Data(FuzzKeys.deskPublic); $0.deviceID = FuzzKeys.deskID
                    }
                ]
            }
        }
        let dump = Relay_V1_RelayFrame.with {
            $0.dump = .with {
                $0.epoch = 7; $0.seq = 3; $0.topicSeqs = ["all/": 1, deviceTopic: 1];
                $0.records = [grant, control, mine]
            }
        }
        let window = Relay_V1_RelayFrame.with {
            $0.pairingWindow = .with {
                $0.name = "phone"; $0.seconds = 60
            }
        }
        let ask = Relay_V1_RelayFrame.with {
            $0.snapshotRequest = .with {
                $0.phone = FuzzKeys.phoneID; $0.requestID = "r1"; $0.maxPartBytes = 16_384
            }
        }
        let lookup = Relay_V1_RelayFrame.with { $0.pairingLookup = .with { $0.requestID = "probe" } }
        var relaySeeds: [[UInt8]] = [roster, dump, reply, window].map { [0] + $0.frame }
        relaySeeds += [grant, control, mine].map { update in [1] + Relay_V1_RelayFrame.with { $0.update = update }.frame
        }
        relaySeeds += [ask, request, lookup].map { [2] + $0.frame }

        try save(relaySeeds, to: "\(folder)/relay")
        try save(sealedSeeds.map(\.frame), to: "\(folder)/sealed")
        return (relaySeeds.count, sealedSeeds.count)
    }

    private static func sealed(_ sealer: PhoneSealer, seq: UInt64, topicSeq: UInt64, topic: String, reader: [UInt8]?)
        throws -> Relay_V1_SealedUpdate
    {
        var update = Relay_V1_Update()
        update.epoch = 7
        update.seq = seq
        update.topicSeq = topicSeq
        update.control = .with {
            $0.kind = "lights"; $0.title = "Lights"
        }
        let plaintext = Relay_V1_Envelope.with { $0.update = update }.frame
        let key = UpdateKey(update)
        var cut = TopicCut()
        cut.changed[TopicCut.Key(item: sealer.signing.blind(key.name), part: key.part)] = key.topicSeq
        return .init(
            try sealer.seal(
                update: key, plaintext: plaintext, topic: topic, reader: reader, cut: cut.digest))
    }

    private static func save(_ seeds: [[UInt8]], to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (index, seed) in seeds.enumerated() {
            try Data(seed).write(to: URL(fileURLWithPath: "\(folder)/seed-\(index)"))
        }
    }
}
