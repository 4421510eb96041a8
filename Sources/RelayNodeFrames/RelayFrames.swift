import Foundation
import RelayHub
import RelayWire
import SwiftProtobuf
import ZeroMQ

/// Frames to hub events and effects to frames: the only place the relay names relay.v1's
/// generated types. Every check that needs no state is made here (frame counts, kinds,
/// a phone speaking only as itself); what fails is a ``RelayHub/DropReason``. Package-wide for the
/// relay fuzz target (`FuzzTargets`' `RelayTarget`).
package enum RelayFrames {
    // MARK: In

    /// A phone's connection's key (its ZAP user id, the key's Z85) → its id.
    package static func phone(_ userID: String?) throws(DropReason) -> (PhoneID, CurveKey) {
        guard let userID, let key = try? CurveKey(z85: userID) else { throw .impersonation }
        return (PhoneID(key.fingerprint), key)
    }

    /// A mirror's connection's key → its reader key.
    package static func reader(_ userID: String?) throws(DropReason) -> ReaderKey {
        guard let userID, let key = try? CurveKey(z85: userID), let reader = ReaderKey(key.bytes) else {
            throw .impersonation
        }
        return reader
    }

    /// [route, RelayFrame] from a phone's DEALER: a roster, a dump or a reply. A reply or a
    /// pairing answer names the mirror route `stamp` gave the phone: one of another run of the
    /// relay is dropped (``RouteStamp``).
    package static func fromPhone(
        _ frames: [[UInt8]], phone: PhoneID, userID: String?, stamp: RouteStamp
    ) throws(DropReason) -> RelayHub.Event {
        guard frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]) else {
            throw .malformed
        }
        let route = Route(frames[0])
        switch frame.body {
        case .phoneRoster(let roster):
            var readers: [Reader] = []
            for reader in roster.readers {
                guard let key = ReaderKey(Array(reader.publicKey)) else { throw .malformed }
                readers.append(Reader(key: key, deviceID: reader.deviceID))
            }
            return .roster(phone, route: route, readers: readers, epoch: roster.epoch)
        case .dump(let dump):
            var records: [Record] = []
            records.reserveCapacity(dump.records.count)
            for update in dump.records { records.append(try record(update, phone: phone)) }
            return .dump(phone, Dump(epoch: dump.epoch, seq: dump.seq, topicSeqs: dump.topicSeqs, records: records))
        case .reply(var reply):
            guard let mirror = stamp.route(reply.route) else { throw .replyToUnknownRoute }
            reply.route = Data()
            guard let bytes: [UInt8] = try? reply.serializedBytes() else { throw .malformed }
            return .reply(phone, to: mirror, bytes: bytes)
        case .pairingWindow(let window):
            guard let userID, let key = try? CurveKey(z85: userID) else { throw .impersonation }
            return .pairingWindow(phone, route: route, key: key.bytes, name: window.name, seconds: window.seconds)
        case .pairing(var answer):
            guard let mirror = stamp.route(answer.route) else { throw .replyToUnknownRoute }
            answer.route = Data()
            answer.phone = phone.rawValue
            guard let bytes: [UInt8] = try? answer.serializedBytes() else { throw .malformed }
            return .pairingAnswer(phone, to: mirror, bytes: bytes)
        default:
            throw .malformed
        }
    }

    /// [topic, RelayFrame{update}] from a phone's PUB: the topic and the header must both name
    /// the phone the connection's key is, and agree with each other.
    package static func update(_ frames: [[UInt8]], phone: PhoneID) throws(DropReason) -> RelayHub.Event {
        guard frames.count == 2 else { throw .malformed }
        let prefix = Array("\(phone.rawValue)/".utf8)
        guard frames[0].starts(with: prefix) else { throw .impersonation }
        guard let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]), case .update(let update) = frame.body
        else { throw .malformed }
        let record = try record(update, phone: phone)
        guard frames[0] == prefix + Array(record.topic.utf8) else { throw .impersonation }
        return .update(phone, record)
    }

    /// A sealed update as the hub keeps it: its header's cleartext and its bytes.
    package static func record(_ update: Relay_V1_SealedUpdate, phone: PhoneID) throws(DropReason) -> Record {
        guard let header = try? Relay_V1_SealedHeader(serializedBytes: update.header) else { throw .malformed }
        guard header.phone == phone.rawValue else { throw .impersonation }
        guard isTopic(header.topic), let bytes: [UInt8] = try? update.serializedBytes() else { throw .malformed }
        return Record(
            topic: header.topic, seq: header.seq, topicSeq: header.topicSeq, epoch: header.epoch,
            keyEpoch: header.keyEpoch,
            op: op(header.op), item: Array(header.item), part: header.part, bytes: bytes)
    }

    /// "all/" or "dev/<id>/" with an id that can name a topic.
    package static func isTopic(_ topic: String) -> Bool {
        if topic == "all/" { return true }
        guard topic.hasPrefix("dev/"), topic.hasSuffix("/"), topic.count > 5 else { return false }
        return Reader.isValidDeviceID(String(topic.dropFirst(4).dropLast()))
    }

    package static func op(_ op: Relay_V1_CloneOp) -> CloneOp {
        switch op {
        case .set: .set
        case .delete: .delete
        case .pass: .pass
        case .grant: .grant
        case .heartbeat: .heartbeat
        default: .unknown
        }
    }

    /// [route, RelayFrame] from a mirror's DEALER: a snapshot request or a sealed request, whose
    /// `route` the relay sets to the mirror's connection stamped with this run (whatever the
    /// mirror put there).
    package static func fromMirror(_ frames: [[UInt8]], reader: ReaderKey, stamp: RouteStamp) throws(DropReason)
        -> RelayHub.Event
    {
        guard frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]) else {
            throw .malformed
        }
        let route = Route(frames[0])
        switch frame.body {
        case .snapshotRequest(let request):
            guard request.requestID.utf8.count <= 256 else { throw .malformed }
            return .snapshotRequest(
                reader: reader, route: route, phone: PhoneID(request.phone), requestID: request.requestID,
                maxPartBytes: Int(request.maxPartBytes))
        case .request(var request):
            request.route = Data(stamp.stamped(route))
            guard let bytes: [UInt8] = try? request.serializedBytes() else { throw .malformed }
            return .request(reader: reader, route: route, phone: PhoneID(request.phone), bytes: bytes)
        case .pairingLookup(let lookup):
            guard lookup.requestID.utf8.count <= 256 else { throw .malformed }
            return .pairingLookup(route: route, requestID: lookup.requestID)
        case .pairing(var step):
            step.route = Data(stamp.stamped(route))
            guard let bytes: [UInt8] = try? step.serializedBytes() else { throw .malformed }
            return .pairing(route: route, phone: PhoneID(step.phone), bytes: bytes)
        default:
            throw .malformed
        }
    }

    // MARK: Out

    package static func dumpRequest(knownEpoch: UInt64) -> [UInt8] {
        var frame = Relay_V1_RelayFrame()
        frame.dumpRequest = Relay_V1_CloneDumpRequest.with { $0.knownEpoch = knownEpoch }
        return (try? frame.serializedBytes()) ?? []
    }

    /// RelayFrame{update} around a kept SealedUpdate's bytes.
    package static func update(_ bytes: [UInt8]) -> [UInt8] { ProtobufSplice.field(RelayFrameField.update, bytes) }
    /// RelayFrame{request} around a SealedRequest's bytes.
    package static func request(_ bytes: [UInt8]) -> [UInt8] { ProtobufSplice.field(RelayFrameField.request, bytes) }
    /// RelayFrame{reply} around a SealedReply's bytes.
    package static func reply(_ bytes: [UInt8]) -> [UInt8] { ProtobufSplice.field(RelayFrameField.reply, bytes) }

    /// RelayFrame{snapshot} (a whole answer or one part of it), its records the kept bytes as they are.
    package static func snapshot(_ snapshot: Snapshot) -> [UInt8] {
        var message = Relay_V1_RelaySnapshot()
        message.requestID = snapshot.requestID
        message.phone = snapshot.phone.rawValue
        message.epoch = snapshot.epoch
        message.seq = snapshot.seq
        message.topicSeqs = snapshot.topicSeqs
        message.part = UInt32(clamping: snapshot.part)
        message.parts = UInt32(clamping: snapshot.parts)
        var body: [UInt8] = (try? message.serializedBytes()) ?? []
        body.reserveCapacity(body.count + snapshot.records.reduce(0) { $0 + $1.bytes.count + 6 })
        for record in snapshot.records {
            ProtobufSplice.append(field: RelayFrameField.snapshotRecords, record.bytes, to: &body)
        }
        return ProtobufSplice.field(RelayFrameField.snapshot, body)
    }

    /// RelayFrame{pairing} around a SealedPairing's bytes.
    package static func pairing(_ bytes: [UInt8]) -> [UInt8] { ProtobufSplice.field(RelayFrameField.pairing, bytes) }

    package static func listing(requestID: String, _ phones: [ListedPhone]) -> [UInt8] {
        var frame = Relay_V1_RelayFrame()
        frame.pairingListing = Relay_V1_PairingListing.with {
            $0.requestID = requestID
            $0.phones = phones.map { phone in
                .with {
                    $0.phone = phone.phone.rawValue; $0.publicKey = Data(phone.key); $0.name = phone.name
                }
            }
        }
        return (try? frame.serializedBytes()) ?? []
    }

    package static func refusal(requestID: String, phone: PhoneID, reason: RefusalReason) -> [UInt8] {
        var frame = Relay_V1_RelayFrame()
        frame.refusal = Relay_V1_RelayRefusal.with {
            $0.requestID = requestID
            $0.phone = phone.rawValue
            $0.reason = reason == .notAReader ? .notAReader : .syncing
        }
        return (try? frame.serializedBytes()) ?? []
    }
}
