import Codec
import Foundation
import Sealing

/// A message between a phone and one device (a request, a reply, a pairing step), sealed under
/// one of their pairwise keys with the header naming the phone and the device's key bound as
/// associated data: the fields every such frame carries.
package struct PeerSealed: Sendable {
    package let header: [UInt8]
    package let nonce: [UInt8]
    package let ciphertext: [UInt8]

    /// Seals `plaintext` under `key`, the header naming `phone` and the device key `peerKey`.
    package init(_ plaintext: [UInt8], phone: String, peerKey: [UInt8], key: SymmetricKey) {
        let headerBytes = SealedHeaders.peer(phone: phone, peerKey: peerKey)
        let (nonce, ciphertext) = AEAD.seal(plaintext, key: key, associated: headerBytes)
        (self.header, self.nonce, self.ciphertext) = (headerBytes, nonce, ciphertext)
    }

    /// The sealed message as it travels: for `phone` (a request's) or along `route` (a reply's).
    package func message(phone: String = "", route: [UInt8] = []) -> SealedPeerMessage {
        SealedPeerMessage(phone: phone, route: route, header: header, nonce: nonce, ciphertext: ciphertext)
    }
}
