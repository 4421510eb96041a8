import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

/// The contract's one truth about Hello (device.proto's `Hello`, requests.proto's "Order of
/// checks", step 4; #50 point 6: the two said different things): once per device, not per
/// connection — remembered on every later connection and across the phone's restarts — and
/// before it the phone answers Hello, Echo and Unpair only.
@Suite("Phone: Hello once per device")
struct HelloContractTests {
    @Test("a device that said Hello is answered on a new connection without one, and after the phone restarts")
    func rememberedAcrossConnectionsAndRestarts() async throws {
        let desk = try TestDevice.make("desk")
        let folder = TemporaryFolder.shared.makeFolder()
        let first = try await PhoneHarness.launch(dataFolder: folder, devices: [desk])
        let greeted = try await TestMirror.connect(desk, to: first)  // says Hello
        await greeted.close()
        let again = try await TestMirror.connect(desk, to: first, hello: nil)
        let snapshot = try await again.request { $0.snapshotRequest = .init() }
        #expect(snapshot.error.code != .helloRequired, "\(snapshot.error.message)")
        await again.close()
        await first.stop()

        let second = try await PhoneHarness.launch(dataFolder: folder, keys: first.keys)
        let afterRestart = try await TestMirror.connect(desk, to: second, hello: nil)
        let catalog = try await afterRestart.request { $0.catalogRequest = .init() }
        #expect(catalog.error.code != .helloRequired && !catalog.catalog.widgets.isEmpty, "\(catalog.error.message)")
        await afterRestart.close()
        await second.stop()
    }

    @Test("before its first Hello a device is answered Hello, Echo and Unpair, and nothing else")
    func answeredBeforeHello() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk])
        let mirror = try await TestMirror.connect(desk, to: phone, hello: nil)
        #expect(try await mirror.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
        #expect(try await mirror.request { $0.snapshotRequest = .init() }.error.code == .helloRequired)
        let unpaired = try await mirror.request { $0.unpair = .init() }
        #expect(unpaired.error.code != .helloRequired, "\(unpaired.error.message)")
        let status = try await phone.admin { $0.status = true }.adminReply.status
        #expect(status.devices.isEmpty, "Unpair before a Hello unpairs the device")
        await mirror.close()
        await phone.stop()
    }
}
