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
