import Codec
@testable import RelayLink
import RelayWire

// The tests build and read relay.v1's frames as a relay would: these take and give the sealing's
// codec values as the generated messages those frames carry.

extension PhoneSealer {
    /// `update` sealed for `topic`, as a relay frame carries it.
    func seal(
        update: Relay_V1_Update, plaintext: [UInt8], topic: String, reader: [UInt8]?, cut: [UInt8] = [],
        changedAt: UInt64? = nil
    ) throws -> Relay_V1_SealedUpdate {
        Relay_V1_SealedUpdate(
            try seal(
                update: UpdateKey(update), plaintext: plaintext, topic: topic, reader: reader, cut: cut,
                changedAt: changedAt))
    }

    /// A request as a relay frame carries it, opened.
    func open(_ request: Relay_V1_SealedRequest) throws -> (sender: [UInt8], plaintext: [UInt8]) {
        try open(SealedPeerMessage(request))
    }
}

extension MirrorOpener {
    /// A sealed update as a relay frame carries it, opened.
    mutating func open(_ sealed: Relay_V1_SealedUpdate, topic: String) throws -> Opened {
        try open(SealedRecord(sealed), topic: topic)
    }

    /// A reply as a relay frame carries it, opened.
    func open(_ reply: Relay_V1_SealedReply) throws -> [UInt8] { try open(SealedPeerMessage(reply)) }
}
