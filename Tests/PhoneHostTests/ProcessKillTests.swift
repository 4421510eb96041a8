import Foundation
import Codec
import TestSupport
import RelayWire
import Testing
import WidgetRelayKit
import ZeroMQ

/// The real phone-node program, killed with SIGKILL and restarted on its data folder.
@Suite("Phone: the process", .heavy)
struct ProcessKillTests {
    struct RunningPhone {
        let process: BackgroundProcess
        let key: CurveKey
        let router: String
        let publisher: String
    }

    static func start(_ data: String) async throws -> RunningPhone {
        try? FileManager.default.removeItem(atPath: "\(data)/endpoints.json")
        let process = try BackgroundProcess(
            Repository.product("phone-node"),
            [
                "run", "--data", data, "--router", "tcp://127.0.0.1:*", "--publisher", "tcp://127.0.0.1:*",
                "--heartbeat-ms", "50", "--log-level", "warning",
            ], logPath: "\(data)/phone.log")
        try await waitForFile("\(data)/endpoints.json")
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(data)/endpoints.json"))
        let endpoints = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        return RunningPhone(
            process: process, key: try CurveKey(z85: try #require(endpoints["public_key"])),
            router: try #require(endpoints["router"]), publisher: try #require(endpoints["publisher"]))
    }

    @Test("an interaction retried after the phone was SIGKILLed and restarted is not performed again")
    func sigkillBetweenRetries() async throws {
        let data = TemporaryFolder.shared.makeFolder()
        let desk = try TestDevice.make("desk")
        let paired = try await run(
            Repository.product("phone-node"),
            [
                "devices", "add", "--data", data, "--id", "desk", "--kind", "desktop",
                "--key=\(desk.keys.publicKey.z85)",
            ])
        #expect(paired.status == 0, "\(paired.standardError)")

        var phone = try await Self.start(data)
        var mirror = try await TestMirror.connect(
            desk, phoneKey: phone.key, router: phone.router, publisher: phone.publisher)
        let instance = try await mirror.add("Counter", .systemSmall)
        let view = try await mirror.next("the counter") { $0.timeline.instanceID == instance.instanceID }.timeline
            .firstView
        let increment = try #require(
            view.interactiveElements.first { $0.invocation?.intentType == "IncrementCounterIntent" })
        let first = try await mirror.interact("tap-A", instance: instance.instanceID, element: increment)
        #expect(first.wasPerformed)
        await mirror.close()

        let status = try await phone.process.stop(signal: SIGKILL)
        #expect(status == SIGKILL)
        phone = try await Self.start(data)
        mirror = try await TestMirror.connect(
            desk, phoneKey: phone.key, router: phone.router, publisher: phone.publisher)

        let retried = try await mirror.interact("tap-A", instance: instance.instanceID, element: increment)
        #expect(retried.replayed)
        #expect(retried.wasPerformed)
        let snapshot = try await mirror.request { $0.snapshotRequest = .init() }.snapshot
        #expect(try WireCodec.decode(snapshot.instances[0].timeline.entries[0].view).texts.first == "1")
        let next = try await mirror.interact("tap-B", instance: instance.instanceID, element: increment)
        #expect(!next.replayed)
        let two = try await mirror.next("the counter at 2") { $0.timeline.interactionID == "tap-B" }
        #expect(try two.timeline.firstView.texts.first == "2")
        await mirror.close()
        #expect(try await phone.process.stop(signal: SIGTERM) == 0)  // a graceful stop exits cleanly
        #expect(!FileManager.default.fileExists(atPath: "\(data)/node.pid"))
    }
}
