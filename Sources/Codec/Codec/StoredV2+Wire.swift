import DomainModel
import Foundation
import PhoneCore
import RelayWire

// What the phone's store kept as relay.v1 bytes before its v3 schema (which keeps the model's
// values in columns), read once by the migration to v3.

extension InteractionAnswer {
    /// An interaction's result as store v2 kept it (relay.v1's `InteractionResult`).
    package init(storedV2 bytes: Data) throws {
        self.init(wire: try Relay_V1_InteractionResult(serializedBytes: bytes))
    }
}

extension DeviceCapabilities {
    /// A device's Hello capabilities as store v2 kept them (relay.v1's `Capabilities`).
    package init(storedV2 bytes: Data) throws {
        self.init(wire: try Relay_V1_Capabilities(serializedBytes: bytes))
    }
}
