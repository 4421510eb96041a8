import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

/// Which devices are paired and where each stands, asked over the wire (envelope.proto's
/// `PairedDevicesRequest`): for an operator's tool or page. The recipe's request (#48, Build
/// point 7; docs/adding-a-request.md): this file, the proto, the codec's, the core's and the
/// driver's one file each, and the contract doc.
@Suite("Phone: its paired devices, asked")
struct PairedDevicesRequestTests {
    @Test("a device that said Hello is told every paired device, its kind and the last position it confirmed")
    func pairedDevices() async throws {
        let desk = try TestDevice.make("desk"), watch = try TestDevice.make("watch", .watch)
        let phone = try await PhoneHarness.launch(devices: [desk, watch], wiring: .inMemory)
        let mirror = try await TestMirror.connect(desk, to: phone)
        let first = try await mirror.request { $0.pairedDevicesRequest = .init() }
        let devices = first.pairedDevicesReply.devices
        #expect(devices.map(\.device.deviceID) == ["desk", "watch"], "\(first.error.message)")
        #expect(devices.map(\.device.kind) == [.desktop, .watch])
        #expect(devices.map(\.device.displayName) == ["desk", "watch"])
        #expect(devices.allSatisfy { $0.device.publicKey.isEmpty }, "no key in the answer: it is not needed")
        #expect(devices.allSatisfy { !$0.hasConfirmed }, "no position confirmed yet")
        // The desk says where it stands on its next request: the answer carries it back.
        let later = try await mirror.request {
            $0.synced = .with {
                $0.epoch = 1; $0.seq = 3; $0.broadcastSeq = 1; $0.deviceSeq = 2
            }
            $0.pairedDevicesRequest = .init()
        }
        let standing = try #require(later.pairedDevicesReply.devices.first { $0.device.deviceID == "desk" })
        #expect(standing.hasConfirmed)
        #expect(standing.confirmed.seq == 3)
        #expect(standing.confirmed.broadcastSeq == 1)
        #expect(standing.confirmed.deviceSeq == 2)
        #expect(later.pairedDevicesReply.devices.first { $0.device.deviceID == "watch" }?.hasConfirmed == false)
        await mirror.close()
        await phone.stop()
    }

    @Test("before its first Hello a device is refused the list (HELLO_REQUIRED)")
    func beforeHello() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk], wiring: .inMemory)
        let mirror = try await TestMirror.connect(desk, to: phone, hello: nil)
        #expect(try await mirror.request { $0.pairedDevicesRequest = .init() }.error.code == .helloRequired)
        await mirror.close()
        await phone.stop()
    }
}
