// `import CoreBluetooth`: the Bluetooth LE central's types widget code and the app code it compiles
// name (GlucoseDirect's sensor connections): managers, peripherals, services, characteristics,
// UUIDs and their delegates, in Apple's names and shapes.
//
// What it is not: a radio. The phone node has no Bluetooth, so a manager is as on a Mac without
// Bluetooth hardware: its state is `.unsupported` (its delegate is told so once, on its queue, as
// iOS tells a new manager its state), authorization is `.allowedAlways` (nothing to ask), a scan
// finds nothing, and a peripheral is never connected (no peripheral is ever found to connect).
import Foundation

/// The state of a Core Bluetooth manager.
public enum CBManagerState: Int, Sendable {
    case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// The app's authorization to use Bluetooth.
public enum CBManagerAuthorization: Int, Sendable {
    case notDetermined = 0, restricted, denied, allowedAlways
}

/// The abstract base of the central and peripheral managers.
open class CBManager: NSObject {
    /// The manager's state: `.unsupported` here (no Bluetooth hardware).
    open var state: CBManagerState { .unsupported }
    /// The app's authorization to use Bluetooth: `.allowedAlways` (nothing to ask here).
    open class var authorization: CBManagerAuthorization { .allowedAlways }
    /// The app's authorization to use Bluetooth (the instance property iOS 13 had).
    open var authorization: CBManagerAuthorization { Self.authorization }
}

/// A Bluetooth LE UUID: 16-, 32- or 128-bit, written as Apple's `uuidString` does.
open class CBUUID: NSObject, NSCopying {
    /// The UUID's bytes (2, 4 or 16).
    public let data: Data

    /// A UUID from its string: 4 or 8 hex digits, or a full UUID (an invalid string traps on iOS;
    /// here it is kept as its UTF-8 bytes rather than trapping).
    public init(string theString: String) {
        let hex = theString.replacingOccurrences(of: "-", with: "")
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex),
            let byte = UInt8(hex[index..<next], radix: 16)
        {
            bytes.append(byte)
            index = next
        }
        data = (index == hex.endIndex && [2, 4, 16].contains(bytes.count)) ? Data(bytes) : Data(theString.utf8)
    }

    /// A UUID from its bytes.
    public init(data theData: Data) { data = theData }

    /// A UUID from Foundation's.
    public convenience init(nsuuid theUUID: UUID) {
        self.init(data: withUnsafeBytes(of: theUUID.uuid) { Data($0) })
    }

    /// The UUID as Apple writes it: 4 or 8 upper-case hex digits, or a full UUID.
    public var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }
        guard data.count == 16 else { return hex.joined() }
        return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
    }

    open override var description: String { uuidString }
    open override var hash: Int { data.hashValue }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The properties of a characteristic.
public struct CBCharacteristicProperties: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = Self(rawValue: 0x01)
    public static let read = Self(rawValue: 0x02)
    public static let writeWithoutResponse = Self(rawValue: 0x04)
    public static let write = Self(rawValue: 0x08)
    public static let notify = Self(rawValue: 0x10)
    public static let indicate = Self(rawValue: 0x20)
    public static let authenticatedSignedWrites = Self(rawValue: 0x40)
    public static let extendedProperties = Self(rawValue: 0x80)
}

/// How a characteristic's value is written.
public enum CBCharacteristicWriteType: Int, Sendable {
    case withResponse = 0, withoutResponse
}

/// A peripheral's connection state.
public enum CBPeripheralState: Int, Sendable {
    case disconnected = 0, connecting, connected, disconnecting
}

/// An attribute of a peripheral's database (a service, characteristic or descriptor).
open class CBAttribute: NSObject {
    /// The attribute's UUID.
    public let uuid: CBUUID
    init(uuid: CBUUID) { self.uuid = uuid }
}

/// A peripheral's service.
open class CBService: CBAttribute {
    /// Whether it is a primary service.
    open var isPrimary: Bool { true }
    /// Its characteristics discovered so far (none here).
    open var characteristics: [CBCharacteristic]? { nil }
    /// The peripheral it belongs to.
    open weak var peripheral: CBPeripheral?
}

/// A characteristic of a service.
open class CBCharacteristic: CBAttribute {
    /// The service it belongs to.
    open weak var service: CBService?
    /// Its properties.
    open var properties: CBCharacteristicProperties { [] }
    /// Its last value read or notified (none here).
    open var value: Data? { nil }
    /// Whether notifications are on.
    open var isNotifying: Bool { false }
}

/// The delegate of a peripheral: discoveries, values and writes (none happen here).
public protocol CBPeripheralDelegate: NSObjectProtocol {
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: Error?)
    func peripheral(
        _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: Error?)
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: Error?)
}

extension CBPeripheralDelegate {
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: Error?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: Error?)
    {}
    public func peripheral(
        _ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: Error?
    ) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: Error?)
    {}
    public func peripheral(
        _ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: Error?
    ) {}
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: Error?) {}
}

/// A remote peripheral (none is ever found here: a value made by a host or a test).
open class CBPeripheral: NSObject {
    /// The peripheral's identifier.
    public let identifier: UUID
    /// The peripheral's name.
    open var name: String?
    /// Its connection state: never connected here.
    open var state: CBPeripheralState { .disconnected }
    /// Its services discovered so far (none here).
    open var services: [CBService]? { nil }
    /// Its delegate.
    open weak var delegate: (any CBPeripheralDelegate)?

    /// A peripheral with an identifier and a name.
    public init(identifier: UUID = UUID(), name: String? = nil) {
        self.identifier = identifier
        self.name = name
    }

    /// Discovers services (here: nothing, it is not connected).
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    /// Discovers a service's characteristics (here: nothing).
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    /// Reads a characteristic's value (here: nothing).
    open func readValue(for characteristic: CBCharacteristic) {}
    /// Writes a characteristic's value (here: nothing).
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    /// Turns a characteristic's notifications on or off (here: nothing).
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    /// Reads the signal strength (here: nothing).
    open func readRSSI() {}
    /// The largest write of `type` (Bluetooth LE's default, 20 bytes).
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}

/// The delegate of a central manager: its state, discoveries and connections.
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    /// The manager's state changed (told once after it is made: `.unsupported` here).
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
        rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: Error?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
}

extension CBCentralManagerDelegate {
    public func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any],
        rssi RSSI: NSNumber
    ) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: Error?) {}
    public func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: Error?
    ) {}
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}

/// A Bluetooth LE central (here with no radio: `.unsupported`, the module's comment).
open class CBCentralManager: CBManager {
    /// Its delegate.
    open weak var delegate: (any CBCentralManagerDelegate)?
    /// Whether it is scanning: never here.
    open var isScanning: Bool { false }

    /// A manager whose delegate is told its state on `queue` (the main queue when nil).
    public convenience override init() { self.init(delegate: nil, queue: nil, options: nil) }

    /// A manager whose delegate is told its state on `queue` (the main queue when nil).
    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }

    /// A manager whose delegate is told its state on `queue` (the main queue when nil); the
    /// options (a power alert, state restoration) change nothing here.
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        nonisolated(unsafe) let manager = self
        (queue ?? .main).async { manager.delegate?.centralManagerDidUpdateState(manager) }
    }

    /// Scans for peripherals (here: none is found; on iOS a scan before `.poweredOn` is refused too).
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    /// Stops scanning.
    open func stopScan() {}
    /// Connects a peripheral (here: never completes, as iOS's does not until the peripheral is in range).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    /// Cancels a connection or a pending one.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    /// The known peripherals with these identifiers (none here).
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    /// The connected peripherals with these services (none here).
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// Whether a scan reports a peripheral each time it advertises.
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
/// Whether iOS shows an alert when Bluetooth is off as the manager is made.
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// The identifier for restoring a manager's state.
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
/// Whether iOS alerts when a peripheral disconnects while the app is suspended.
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
/// An advertisement's local name.
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// An advertisement's manufacturer data.
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
/// An advertisement's service UUIDs.
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Whether the advertising peripheral is connectable.
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"

/// Core Bluetooth's errors.
public struct CBError: Error, Sendable, Hashable {
    /// Core Bluetooth's error codes.
    public enum Code: Int, Sendable {
        case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled,
            connectionTimeout, peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed,
            connectionLimitReached, unkownDevice, operationNotSupported
    }
    /// The error's code.
    public let code: Code
    /// An error of this code.
    public init(_ code: Code) { self.code = code }
    public static let unknown = Code.unknown
    public static let notConnected = Code.notConnected
    public static let connectionTimeout = Code.connectionTimeout
    public static let peripheralDisconnected = Code.peripheralDisconnected
    public static let connectionFailed = Code.connectionFailed
}
