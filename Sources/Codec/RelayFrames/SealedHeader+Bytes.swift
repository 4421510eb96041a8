import Foundation
import RelayWire
import SwiftProtobuf

extension Relay_V1_SealedHeader {
    /// The header as the bytes that are sent, bound as associated data and signed.
    package var bytes: [UInt8] { (try? serializedBytes()) ?? [] }
}

extension Relay_V1_RelayFrame {
    /// The frame as the one ZeroMQ frame it travels in.
    package var frame: [UInt8] { (try? serializedBytes()) ?? [] }
}

/// The headers the relay links seal under (`proto/relay/v1/relayed.proto`'s `SealedHeader`), as
/// the bytes bound as associated data: built here, so the links name no generated type.
package enum SealedHeaders {
    /// The header of a message between a phone and one device (a request, a reply, a pairing
    /// step): the phone and the device's key.
    package static func peer(phone: String, peerKey: [UInt8]) -> [UInt8] {
        var header = Relay_V1_SealedHeader()
        header.phone = phone
        header.peerKey = Data(peerKey)
        return header.bytes
    }
}
