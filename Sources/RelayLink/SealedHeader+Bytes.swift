import Foundation
import RelayWire
import Sealing
import SwiftProtobuf

extension Relay_V1_SealedHeader {
    /// The header as the bytes that are sent, bound as associated data and signed.
    package var bytes: [UInt8] { (try? serializedBytes()) ?? [] }
}

/// A message between a phone and one device (a request, a reply, a pairing step), sealed under
/// one of their pairwise keys with the header naming the phone and the device's key bound as
/// associated data: the fields every such frame carries.
package struct PeerSealed: Sendable {
    package let header: Data
    package let nonce: Data
    package let ciphertext: Data

    /// Seals `plaintext` under `key`, the header naming `phone` and the device key `peerKey`.
    package init(_ plaintext: [UInt8], phone: String, peerKey: [UInt8], key: SymmetricKey) {
        var header = Relay_V1_SealedHeader()
        header.phone = phone
        header.peerKey = Data(peerKey)
        let headerBytes = header.bytes
        let (nonce, ciphertext) = AEAD.seal(plaintext, key: key, associated: headerBytes)
        (self.header, self.nonce, self.ciphertext) = (Data(headerBytes), Data(nonce), Data(ciphertext))
    }
}

extension Relay_V1_RelayFrame {
    /// The frame as the one ZeroMQ frame it travels in.
    package var frame: [UInt8] { (try? serializedBytes()) ?? [] }
}
