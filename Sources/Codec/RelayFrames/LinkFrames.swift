import Foundation
import RelayWire
import SwiftProtobuf

/// A paired device as a phone's roster names it to a relay (`Reader`): its key and id.
package struct RosterReader: Sendable, Hashable {
    package var publicKey: [UInt8]
    package var deviceID: String

    package init(publicKey: [UInt8], deviceID: String) {
        (self.publicKey, self.deviceID) = (publicKey, deviceID)
    }
}

/// A relay's answer to a mirror's snapshot request, or one part of it (`RelaySnapshot`): the
/// phone's sealed records and the position they are claimed to be valid at.
package struct RelaySnapshotAnswer: Sendable, Hashable {
    package var requestID: String
    package var phone: String
    package var epoch: UInt64
    package var seq: UInt64
    /// Each topic's position, as the relay claims it (the phone's records must vouch for it).
    package var topicSeqs: [String: UInt64]
    package var records: [SealedRecord]
    package var part: UInt32
    package var parts: UInt32

    /// Whether the part's index and count are in range, as the replica checks a phone's
    /// (``SnapshotParts``).
    package var isInRange: Bool { Relay_V1_Snapshot.isInRange(part: part, of: parts) }
    /// Whether it is the whole answer's last part (or the whole answer).
    package var isLast: Bool { Relay_V1_Snapshot.isLast(part: part, of: parts) }

    init(_ snapshot: Relay_V1_RelaySnapshot) {
        requestID = snapshot.requestID
        phone = snapshot.phone
        epoch = snapshot.epoch
        seq = snapshot.seq
        topicSeqs = snapshot.topicSeqs
        records = snapshot.records.map(SealedRecord.init)
        part = snapshot.part
        parts = snapshot.parts
    }
}

/// Why a relay refused a mirror's snapshot request (`RelayRefusal.Reason`).
package enum RelayRefusalReason: Sendable, Hashable, CustomStringConvertible {
    /// The relay has no word from the phone that this device may read its stream.
    case notAReader
    /// The relay is still getting the phone's state.
    case syncing
    /// Not said, or a reason this version does not know.
    case other(Int)

    init(_ reason: Relay_V1_RelayRefusal.Reason) {
        switch reason {
        case .notAReader: self = .notAReader
        case .syncing: self = .syncing
        default: self = .other(reason.rawValue)
        }
    }

    /// As the generated enum printed it (what the logs said before).
    package var description: String {
        switch self {
        case .notAReader: "notAReader"
        case .syncing: "syncing"
        case .other(0): "unspecified"
        case .other(let value): "UNRECOGNIZED(\(value))"
        }
    }
}

/// The frames a phone's and a mirror's links to a relay send and read on its sockets
/// (`proto/relay/v1/relayed.proto`'s `RelayFrame`), as values: the links carry bytes and build
/// and read these, the codec turns them into bytes and back. Pairing's bodies are ``PairingFrame``'s.
package enum LinkFrame: Sendable, Hashable {
    /// Phone → relay: who may read its stream.
    case roster(epoch: UInt64, readers: [RosterReader])
    /// Relay → phone: send the whole sealed state.
    case dumpRequest(knownEpoch: UInt64)
    /// Mirror → relay → phone.
    case request(SealedPeerMessage)
    /// Phone → relay → mirror.
    case reply(SealedPeerMessage)
    /// Mirror → relay: the state of a phone's stream, in parts of at most `maxPartBytes` (0: whole).
    case snapshotRequest(phone: String, requestID: String, maxPartBytes: UInt32)
    /// Relay → mirror.
    case snapshot(RelaySnapshotAnswer)
    /// Phone → relay → mirrors, after the topic frame.
    case update(SealedRecord)
    /// Relay → mirror: a snapshot request it will not answer, and why.
    case refusal(requestID: String, reason: RelayRefusalReason)
    /// A pairing body (``PairingFrame``).
    case pairing(PairingFrame)
    /// A body the links do not read (a dump, which only a relay reads), or none.
    case other

    /// The frame `bytes` hold, or nil when they do not parse.
    package init?(bytes: [UInt8]) {
        guard let frame = try? Relay_V1_RelayFrame(serializedBytes: bytes) else { return nil }
        switch frame.body {
        case .phoneRoster(let roster):
            self = .roster(
                epoch: roster.epoch,
                readers: roster.readers.map { RosterReader(publicKey: Array($0.publicKey), deviceID: $0.deviceID) })
        case .dumpRequest(let ask): self = .dumpRequest(knownEpoch: ask.knownEpoch)
        case .request(let request): self = .request(SealedPeerMessage(request))
        case .reply(let reply): self = .reply(SealedPeerMessage(reply))
        case .snapshotRequest(let ask):
            self = .snapshotRequest(phone: ask.phone, requestID: ask.requestID, maxPartBytes: ask.maxPartBytes)
        case .snapshot(let snapshot): self = .snapshot(RelaySnapshotAnswer(snapshot))
        case .update(let update): self = .update(SealedRecord(update))
        case .refusal(let refusal):
            self = .refusal(requestID: refusal.requestID, reason: RelayRefusalReason(refusal.reason))
        case .pairingWindow, .pairingLookup, .pairingListing, .pairing:
            guard let pairing = PairingFrame(bytes: bytes) else { return nil }
            self = .pairing(pairing)
        case .dump, .none: self = .other
        }
    }

    /// The frame's bytes (the one ZeroMQ frame it travels in). Only what the links send is
    /// written: a snapshot answer, a refusal, a dump request and ``other`` are the relay's to
    /// send, and come out empty.
    package var bytes: [UInt8] {
        switch self {
        case .roster(let epoch, let readers):
            Relay_V1_RelayFrame.with {
                $0.phoneRoster = .with {
                    $0.epoch = epoch
                    $0.readers = readers.map { reader in
                        .with {
                            $0.publicKey = Data(reader.publicKey); $0.deviceID = reader.deviceID
                        }
                    }
                }
            }.frame
        case .request(let request): Relay_V1_RelayFrame.with { $0.request = .init(request) }.frame
        case .reply(let reply): Relay_V1_RelayFrame.with { $0.reply = .init(reply) }.frame
        case .snapshotRequest(let phone, let requestID, let maxPartBytes):
            Relay_V1_RelayFrame.with {
                $0.snapshotRequest = .with {
                    $0.phone = phone
                    $0.requestID = requestID
                    $0.maxPartBytes = maxPartBytes
                }
            }.frame
        case .update(let update): Relay_V1_RelayFrame.with { $0.update = .init(update) }.frame
        case .pairing(let pairing): pairing.bytes
        case .dumpRequest, .snapshot, .refusal, .other: []
        }
    }
}

/// What a mirror's link needs to know of a request it relays (its envelope's bytes): its id,
/// and whether it asks for a snapshot (which the relay answers) and in parts of what size.
package struct RelayedRequest: Sendable, Hashable {
    package var messageID: String
    /// The part size a snapshot request asks for (0: the whole snapshot), or nil for any other request.
    package var snapshotPartBytes: UInt32?

    /// The request in the envelope `bytes`, or nil when they are not an envelope.
    package init?(envelope bytes: [UInt8]) {
        guard let envelope = try? Relay_V1_Envelope(serializedBytes: bytes) else { return nil }
        messageID = envelope.messageID
        if case .snapshotRequest(let request) = envelope.body { snapshotPartBytes = request.maxPartBytes }
    }
}

/// The phone's state in one turn, as a relay's Clone map is filled from it: what every device
/// shares and what each paired device sees (by device id), at one position. Taken by the phone's
/// driver, sealed into a dump by ``CloneDumps``: the link carries it without reading it.
package struct PhoneStateCut: Sendable {
    package var shared: Relay_V1_Snapshot
    package var devices: [String: Relay_V1_Snapshot]

    package init(shared: Relay_V1_Snapshot, devices: [String: Relay_V1_Snapshot]) {
        (self.shared, self.devices) = (shared, devices)
    }
}

/// A phone's whole sealed state for a relay (`CloneDump`), made from a ``PhoneStateCut``.
package enum CloneDumps {
    /// Seals one update (its key and its envelope's bytes) for a topic, to a device's key or the
    /// group, with the digest of its topic's cut and, for a SET record, when its group last changed.
    package typealias Seal = (
        _ key: UpdateKey, _ envelope: [UInt8], _ topic: String, _ reader: [UInt8]?, _ cut: [UInt8],
        _ changedAt: UInt64?
    ) throws -> SealedRecord
    /// The stamps of one topic's records in a dump at (epoch, position), given their keys: when each
    /// record's group last changed, and the digest of the topic's cut (the phone's `CutLedger`).
    package typealias Stamp = (_ topic: String, _ epoch: UInt64, _ position: UInt64, _ keys: [UpdateKey]) -> (
        changedAt: [UInt64], digest: [UInt8]
    )
    /// Grants the group key to a device (its key), on its topic at a position (epoch, seq, topic_seq).
    package typealias Grant = (_ reader: [UInt8], _ topic: String, _ epoch: UInt64, _ seq: UInt64, _ topicSeq: UInt64)
        throws -> SealedRecord

    /// The dump frame's bytes, how many records it holds, and its position.
    package struct Made: Sendable {
        package var frame: [UInt8]
        package var records: Int
        package var epoch: UInt64
        package var seq: UInt64
    }

    /// The dump of `cut` for the devices in `readers` (device id → public key) from the phone
    /// `phoneID`: each topic's witness (a heartbeat at its position, sealed and signed, which a
    /// relay sends with its snapshots: a mirror takes no position the phone did not vouch for),
    /// the shared records, and per device its grant, its witness and its records. Every record but
    /// a grant carries its topic's cut digest, and each SET record when its group last changed
    /// (`stamp`). A record that does not seal is left out.
    package static func make(
        _ cut: PhoneStateCut, readers: [String: [UInt8]], phoneID: String, seal: Seal, stamp: Stamp, grant: Grant
    ) -> Made {
        let sharedState = cut.shared
        var dump = Relay_V1_CloneDump()
        dump.epoch = sharedState.epoch
        dump.seq = max(sharedState.seq, cut.devices.values.map(\.seq).max() ?? 0)
        dump.topicSeqs["all/"] = sharedState.broadcastSeq
        func sealed(
            _ update: Relay_V1_Update, _ topic: String, _ reader: [UInt8]?, _ cut: [UInt8], _ changedAt: UInt64?
        ) {
            let envelope = Relay_V1_Envelope.make(
                from: phoneID, at: Date(timeIntervalSince1970: TimeInterval(update.publishedAt.seconds))
            ) {
                $0.update = update
            }
            if let record = try? seal(UpdateKey(update), envelope.frame, topic, reader, cut, changedAt) {
                dump.records.append(.init(record))
            }
        }
        /// The topic's witness (a heartbeat at its position), then its records, all stamped.
        func topic(_ topic: String, _ topicSeq: UInt64, _ updates: [Relay_V1_Update], reader: [UInt8]?) {
            let keys = updates.map(UpdateKey.init)
            let stamps = stamp(topic, dump.epoch, topicSeq, keys.filter { $0.op == .set })
            var beat = Relay_V1_Update()
            beat.epoch = dump.epoch
            beat.seq = dump.seq
            beat.topicSeq = topicSeq
            if sharedState.hasTakenAt { beat.publishedAt = sharedState.takenAt }
            beat.heartbeat = .with { if sharedState.hasTakenAt { $0.phoneTime = sharedState.takenAt } }
            sealed(beat, topic, reader, stamps.digest, nil)
            var changed = stamps.changedAt.makeIterator()
            for (update, key) in zip(updates, keys) {
                sealed(update, topic, reader, stamps.digest, key.op == .set ? changed.next() : nil)
            }
        }
        topic("all/", sharedState.broadcastSeq, CloneRecords.updates(of: sharedState).shared, reader: nil)
        for (id, snapshot) in cut.devices.sorted(by: { $0.key < $1.key }) {
            guard let reader = readers[id] else { continue }
            let name = "dev/\(id)/"
            dump.topicSeqs[name] = snapshot.deviceSeq
            if let record = try? grant(reader, name, snapshot.epoch, snapshot.seq, snapshot.deviceSeq) {
                dump.records.append(.init(record))
            }
            topic(name, snapshot.deviceSeq, CloneRecords.updates(of: snapshot).device, reader: reader)
        }
        return Made(
            frame: Relay_V1_RelayFrame.with { $0.dump = dump }.frame, records: dump.records.count, epoch: dump.epoch,
            seq: dump.seq)
    }
}

extension CloneRecords {
    /// The phone's snapshot for a device rebuilt from the update envelopes a relay's answer
    /// held (opened, each `envelopes`' bytes; those that are not an update are left out), at
    /// the answer's position, for one part of an answer in parts that part of it: the envelope
    /// `phone` would have answered `answer.requestID` with, stamped `date`.
    package static func snapshotEnvelope(
        from envelopes: [[UInt8]], answer: RelaySnapshotAnswer, deviceTopic: String, at date: Date
    ) -> [UInt8] {
        let updates = envelopes.compactMap { bytes -> Relay_V1_Update? in
            guard let envelope = try? Relay_V1_Envelope(serializedBytes: bytes),
                case .update(let update) = envelope.body
            else { return nil }
            return update
        }
        var rebuilt = snapshot(
            from: updates, epoch: answer.epoch, seq: answer.seq,
            broadcastSeq: answer.topicSeqs["all/"] ?? 0, deviceSeq: answer.topicSeqs[deviceTopic] ?? 0)
        rebuilt.part = answer.part
        rebuilt.parts = answer.parts
        return Relay_V1_Envelope.make(from: answer.phone, inReplyTo: answer.requestID, at: date) {
            $0.snapshot = rebuilt
        }.frame
    }
}
