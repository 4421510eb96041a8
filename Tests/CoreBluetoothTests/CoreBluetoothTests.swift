import CoreBluetooth
import Foundation
import Testing

/// Core Bluetooth with no radio: a manager is as on a Mac without Bluetooth hardware.
@Suite("CoreBluetooth")
struct CoreBluetoothTests {
    /// A sensor connection's delegate, as GlucoseDirect's are written: it is told the state.
    final class Connection: NSObject, CBCentralManagerDelegate {
        let told: @Sendable (CBManagerState) -> Void
        init(told: @escaping @Sendable (CBManagerState) -> Void) { self.told = told }
        func centralManagerDidUpdateState(_ central: CBCentralManager) { told(central.state) }
    }

    @Test("a new manager tells its delegate, on its queue, that Bluetooth is unsupported; a scan finds nothing")
    func unsupported() async {
        let queue = DispatchQueue(label: "ble")
        nonisolated(unsafe) var keep: (CBCentralManager, Connection)?
        let state = await withCheckedContinuation { (continuation: CheckedContinuation<CBManagerState, Never>) in
            let connection = Connection { continuation.resume(returning: $0) }
            keep = (CBCentralManager(delegate: connection, queue: queue), connection)
        }
        #expect(state == .unsupported)
        let manager = keep?.0
        manager?.scanForPeripherals(withServices: [CBUUID(string: "FDE3")], options: nil)
        #expect(manager?.isScanning == false)
        #expect(manager?.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty == true)
        #expect(CBManager.authorization == .allowedAlways)
    }

    @Test("a UUID is written as Apple writes it: short ones as 4 hex digits, long ones as a full UUID")
    func uuids() {
        #expect(CBUUID(string: "fde3").uuidString == "FDE3")
        let long = "0000FDE3-0000-1000-8000-00805F9B34FB"
        #expect(CBUUID(string: long.lowercased()).uuidString == long)
        #expect(CBUUID(string: "FDE3") == CBUUID(data: Data([0xFD, 0xE3])))
        #expect(CBPeripheral(name: "Libre").state == .disconnected)
    }
}
