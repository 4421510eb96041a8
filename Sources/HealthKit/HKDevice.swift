import Foundation

/// A device that produced HealthKit data (`HKDevice`): its names and versions as the app gives
/// them (LoopKit's glucose samples carry the CGM's). `HKDevice.local()` is this phone.
public final class HKDevice: NSObject, @unchecked Sendable {
    /// `name`
    public let name: String?
    /// `manufacturer`
    public let manufacturer: String?
    /// `model`
    public let model: String?
    /// `hardwareVersion`
    public let hardwareVersion: String?
    /// `firmwareVersion`
    public let firmwareVersion: String?
    /// `softwareVersion`
    public let softwareVersion: String?
    /// `localIdentifier`
    public let localIdentifier: String?
    /// `udiDeviceIdentifier`: the FDA's Unique Device Identifier.
    public let udiDeviceIdentifier: String?

    /// `HKDevice(name:manufacturer:model:hardwareVersion:firmwareVersion:softwareVersion:localIdentifier:udiDeviceIdentifier:)`
    public init(
        name: String?, manufacturer: String?, model: String?, hardwareVersion: String?, firmwareVersion: String?,
        softwareVersion: String?, localIdentifier: String?, udiDeviceIdentifier: String?
    ) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.firmwareVersion = firmwareVersion
        self.softwareVersion = softwareVersion
        self.localIdentifier = localIdentifier
        self.udiDeviceIdentifier = udiDeviceIdentifier
        super.init()
    }

    /// `HKDevice.local()`: this device, an iPhone by Apple.
    public class func local() -> HKDevice {
        HKDevice(
            name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: nil, firmwareVersion: nil,
            softwareVersion: nil, localIdentifier: nil, udiDeviceIdentifier: nil)
    }

    private var fields: [String?] {
        [
            name, manufacturer, model, hardwareVersion, firmwareVersion, softwareVersion, localIdentifier,
            udiDeviceIdentifier,
        ]
    }

    /// Equal when every field is, as Apple's.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKDevice else { return false }
        return other.fields == fields
    }
    public override var hash: Int { fields.hashValue }
    public override var description: String {
        "<HKDevice>, name:\(name ?? "nil"), manufacturer:\(manufacturer ?? "nil"), model:\(model ?? "nil")"
    }
}
