import DomainModel
import RelayWire

extension WireCodec {
    /// A device to pair as the admin command `add_device` carries it (a kind this build does not
    /// know goes out unspecified).
    package static func encode(_ device: PairedDevice) -> Relay_V1_DeviceRecord {
        var record = Relay_V1_DeviceRecord()
        record.deviceID = device.id
        record.displayName = device.name
        record.kind = device.kind?.wire ?? .unspecified
        record.publicKey = device.publicKey
        return record
    }
}
