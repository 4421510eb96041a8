import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit

/// The phone's clock asked over the wire (requests.proto's `ClockRequest`): what a mirror that
/// shows several phones draws each one's timer bars and times by.
@Suite("Phone: its clock, asked")
struct ClockRequestTests {
    @Test("a device that said Hello is told the phone's time and that its clock is manual; it follows the clock")
    func clock() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk])
        let mirror = try await TestMirror.connect(desk, to: phone)
        let first = try await mirror.request { $0.clockRequest = .init() }
        #expect(first.clockReply.now.date == PhoneHarness.start, "\(first.error.message)")
        #expect(first.clockReply.manual)
        phone.clock.advance(by: 90)
        let later = try await mirror.request { $0.clockRequest = .init() }
        #expect(later.clockReply.now.date == PhoneHarness.start.addingTimeInterval(90))
        await mirror.close()
        await phone.stop()
    }

    @Test("before its first Hello a device is refused the clock (HELLO_REQUIRED)")
    func beforeHello() async throws {
        let desk = try TestDevice.make("desk")
        let phone = try await PhoneHarness.launch(devices: [desk])
        let mirror = try await TestMirror.connect(desk, to: phone, hello: nil)
        #expect(try await mirror.request { $0.clockRequest = .init() }.error.code == .helloRequired)
        await mirror.close()
        await phone.stop()
    }
}
