import Foundation
import RelayWire
import SwiftProtobuf

/// What a relay's Clone map does with a sealed record (`proto/relay/v1/relayed.proto`'s
/// `CloneOp`), as the sealing reads and writes it.
package enum CloneOperation: Sendable, Hashable {
    /// Not said (a header that names no operation).
    case unspecified
    /// Keep it as the latest value of (item, part).
    case set
    /// Remove every part of the item.
    case delete
    /// Forward it and keep nothing.
    case pass
    /// A key grant for the device whose topic it travels on.
    case grant
    /// A heartbeat: forwarded, kept nowhere.
    case heartbeat
    /// A value this version does not know.
    case unrecognized(Int)

    init(_ op: Relay_V1_CloneOp) {
        switch op {
        case .unspecified: self = .unspecified
        case .set: self = .set
        case .delete: self = .delete
        case .pass: self = .pass
        case .grant: self = .grant
        case .heartbeat: self = .heartbeat
        case .UNRECOGNIZED(let value): self = .unrecognized(value)
        }
    }

    var generated: Relay_V1_CloneOp {
        switch self {
        case .unspecified: .unspecified
        case .set: .set
        case .delete: .delete
        case .pass: .pass
        case .grant: .grant
        case .heartbeat: .heartbeat
        case .unrecognized(let value): .UNRECOGNIZED(value)
        }
    }
}

/// A sealed record's header (`SealedHeader`): what a relay may read of it, sent as bytes that are
/// bound as associated data and signed. The links read and build it as this value; the codec
/// turns it into bytes and back.
package struct SealedHeaderFields: Sendable, Hashable {
    /// The phone's id on the relay.
    package var phone = ""
    /// The topic it is published on ("all/" or "dev/<id>/"), empty for a request or a reply.
    package var topic = ""
    package var epoch: UInt64 = 0
    package var seq: UInt64 = 0
    package var topicSeq: UInt64 = 0
    /// The group key's epoch it is sealed under (0 under a pairwise key).
    package var keyEpoch: UInt64 = 0
    package var op: CloneOperation = .unspecified
    /// The blinded name of the thing it is the state of, and which part.
    package var item: [UInt8] = []
    package var part: UInt32 = 0
    /// The device's key, for a message between the phone and one device.
    package var peerKey: [UInt8] = []
    /// The phone's digest of its topic's cut at this position (#50), empty when not known.
    package var cut: [UInt8] = []
    /// On a dump's SET records: the topic_seq that last changed this item's group (nil on an
    /// update: its own topic_seq).
    package var changedAt: UInt64?

    package init() {}

    /// The topic_seq that last changed what this SET record holds: its `changedAt`, or its own.
    package var lastChanged: UInt64 { changedAt ?? topicSeq }

    /// The header `bytes` hold, or nil when they do not parse.
    package init?(bytes: [UInt8]) {
        guard let header = try? Relay_V1_SealedHeader(serializedBytes: bytes) else { return nil }
        phone = header.phone
        topic = header.topic
        epoch = header.epoch
        seq = header.seq
        topicSeq = header.topicSeq
        keyEpoch = header.keyEpoch
        op = CloneOperation(header.op)
        item = Array(header.item)
        part = header.part
        peerKey = Array(header.peerKey)
        cut = Array(header.cut)
        changedAt = header.hasChangedAt ? header.changedAt : nil
    }

    /// The header as the bytes that are sent.
    package var bytes: [UInt8] {
        var header = Relay_V1_SealedHeader()
        header.phone = phone
        header.topic = topic
        header.epoch = epoch
        header.seq = seq
        header.topicSeq = topicSeq
        header.keyEpoch = keyEpoch
        header.op = op.generated
        header.item = Data(item)
        header.part = part
        header.peerKey = Data(peerKey)
        header.cut = Data(cut)
        if let changedAt { header.changedAt = changedAt }
        return header.bytes
    }
}

/// One sealed update (`SealedUpdate`): the header's bytes, the nonce, the ciphertext and the
/// phone's signature, as they travel.
package struct SealedRecord: Sendable, Hashable {
    package var header: [UInt8]
    package var nonce: [UInt8]
    package var ciphertext: [UInt8]
    package var signature: [UInt8]

    package init(header: [UInt8], nonce: [UInt8], ciphertext: [UInt8], signature: [UInt8]) {
        (self.header, self.nonce, self.ciphertext, self.signature) = (header, nonce, ciphertext, signature)
    }

    /// What the phone signs: header, nonce and ciphertext, framed.
    package var signedParts: [[UInt8]] { [header, nonce, ciphertext] }

    /// The record a generated message holds.
    package init(_ sealed: Relay_V1_SealedUpdate) {
        self.init(
            header: Array(sealed.header), nonce: Array(sealed.nonce), ciphertext: Array(sealed.ciphertext),
            signature: Array(sealed.signature))
    }
}

extension Relay_V1_SealedUpdate {
    /// The generated message for `record`.
    package init(_ record: SealedRecord) {
        self.init()
        header = Data(record.header)
        nonce = Data(record.nonce)
        ciphertext = Data(record.ciphertext)
        signature = Data(record.signature)
    }
}

/// A message sealed between the phone and one device (`SealedRequest`, `SealedReply`): the
/// phone it is for (a request's), the relay's route (a reply's, and a request's towards the
/// phone), the header's bytes, the nonce and the ciphertext.
package struct SealedPeerMessage: Sendable, Hashable {
    package var phone: String
    package var route: [UInt8]
    package var header: [UInt8]
    package var nonce: [UInt8]
    package var ciphertext: [UInt8]

    package init(phone: String = "", route: [UInt8] = [], header: [UInt8], nonce: [UInt8], ciphertext: [UInt8]) {
        (self.phone, self.route, self.header, self.nonce, self.ciphertext) = (phone, route, header, nonce, ciphertext)
    }

    /// The request a generated message holds.
    package init(_ request: Relay_V1_SealedRequest) {
        self.init(
            phone: request.phone, route: Array(request.route), header: Array(request.header),
            nonce: Array(request.nonce), ciphertext: Array(request.ciphertext))
    }

    /// The reply a generated message holds.
    package init(_ reply: Relay_V1_SealedReply) {
        self.init(
            route: Array(reply.route), header: Array(reply.header), nonce: Array(reply.nonce),
            ciphertext: Array(reply.ciphertext))
    }
}

extension Relay_V1_SealedRequest {
    /// The generated request for `message` (its phone, route, header, nonce and ciphertext).
    package init(_ message: SealedPeerMessage) {
        self.init()
        phone = message.phone
        route = Data(message.route)
        header = Data(message.header)
        nonce = Data(message.nonce)
        ciphertext = Data(message.ciphertext)
    }
}

extension Relay_V1_SealedReply {
    /// The generated reply for `message` (its route, header, nonce and ciphertext).
    package init(_ message: SealedPeerMessage) {
        self.init()
        route = Data(message.route)
        header = Data(message.header)
        nonce = Data(message.nonce)
        ciphertext = Data(message.ciphertext)
    }
}

/// The group key granted to one device (`KeyGrant`), sealed to it under its pairwise key.
package struct KeyGrantFields: Sendable, Hashable {
    package var keyEpoch: UInt64
    package var groupKey: [UInt8]
    /// The phone's signing key (Ed25519, 32 bytes).
    package var signingKey: [UInt8]

    package init(keyEpoch: UInt64, groupKey: [UInt8], signingKey: [UInt8]) {
        (self.keyEpoch, self.groupKey, self.signingKey) = (keyEpoch, groupKey, signingKey)
    }

    /// The grant `bytes` hold, or nil when they do not parse.
    package init?(bytes: [UInt8]) {
        guard let grant = try? Relay_V1_KeyGrant(serializedBytes: bytes) else { return nil }
        self.init(keyEpoch: grant.keyEpoch, groupKey: Array(grant.groupKey), signingKey: Array(grant.signingKey))
    }

    /// The grant as the bytes that are sealed.
    package var bytes: [UInt8] {
        let grant = Relay_V1_KeyGrant.with {
            $0.keyEpoch = keyEpoch
            $0.groupKey = Data(groupKey)
            $0.signingKey = Data(signingKey)
        }
        return (try? grant.serializedBytes()) ?? []
    }
}

/// A published update as the sealing needs it: its position (the header repeats it, and a
/// mirror checks the two agree) and what a relay's Clone map does with it (``CloneRecords/key(of:)``).
package struct UpdateKey: Sendable, Hashable {
    package var epoch: UInt64
    package var seq: UInt64
    package var topicSeq: UInt64
    package var op: CloneOperation
    /// The name of the thing it is the state of, before blinding (empty for a pass or a heartbeat).
    package var name: String
    package var part: UInt32

    /// The key of `update`.
    package init(_ update: Relay_V1_Update) {
        let (op, name, part) = CloneRecords.key(of: update)
        (epoch, seq, topicSeq) = (update.epoch, update.seq, update.topicSeq)
        (self.op, self.name, self.part) = (CloneOperation(op), name, part)
    }

    /// The key of the update envelope `bytes` hold, or nil when they are not one.
    package init?(envelope bytes: [UInt8]) {
        guard let envelope = try? Relay_V1_Envelope(serializedBytes: bytes), case .update(let update) = envelope.body
        else { return nil }
        self.init(update)
    }

    /// The position of the update envelope `bytes` hold (epoch, seq, topic_seq), or nil when they are not one.
    package static func position(ofEnvelope bytes: [UInt8]) -> (epoch: UInt64, seq: UInt64, topicSeq: UInt64)? {
        guard let envelope = try? Relay_V1_Envelope(serializedBytes: bytes), case .update(let update) = envelope.body
        else { return nil }
        return (update.epoch, update.seq, update.topicSeq)
    }
}
