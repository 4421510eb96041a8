import Foundation
import TestSupport
import Testing

/// The lab: a desktop and a watch that know nothing but the phone's name find it
/// on the LAN (its UDP beacon, broadcast on the lab's bridge) and pair, each with one
/// command and one confirmation on the phone; a host whose link has no broadcast finds
/// nothing that way and pairs by host:port; then taps round-trip.
@Suite(
    "Find and pair in a three-host lab", .serialized, .heavy,
    .enabled(if: Lab.unavailable == nil, Comment(rawValue: Lab.unavailable ?? ""))
)
struct LabPairingTests {
    static let phoneName = "WidgetRelay Phone"

    /// Pairs a mirror on `host` with `arguments` (a name or an address), confirming its code on the phone.
    static func pair(
        _ id: String, on host: LabHost, program: String = "desktop-node", window: PairingWindowProcess,
        folder: String, _ arguments: [String]
    ) async throws -> String {
        let mirror = try MirrorPairProcess.start(
            data: "\(folder)/\(id)", program: program, host: host, arguments + ["--id", id])
        let code = try await mirror.code()
        try await window.printed("code \(code.prefix(3)) \(code.suffix(3))")
        let confirmed = try await window.confirm(code)
        #expect(confirmed.status == 0, "\(confirmed.standardOutput)\(confirmed.standardError)")
        let (status, output) = try await mirror.finished()
        #expect(status == 0, "\(output)")
        return output
    }

    @Test("find by name → pair → tap round-trips; host:port where broadcast does not reach")
    func findPairTap() async throws {
        let lab = try await Lab.create()
        do {
            let folder = TemporaryFolder.shared.makeFolder()
            let phone = try await PhoneProcess.start(
                data: "\(folder)/phone", router: "tcp://\(lab.a.address):5570",
                publisher: "tcp://\(lab.a.address):5571", host: lab.a)
            let window = try await PairingWindowProcess.open(
                on: phone, endpoint: "tcp://0.0.0.0:5572", beacon: "0.0.0.0:5570")

            let desk = try await Self.pair(
                "b-desk", on: lab.b, window: window, folder: folder, ["--phone", Self.phoneName])
            #expect(
                desk.contains("found “\(Self.phoneName)” at \(lab.a.address)") && desk.contains("by UDP broadcast"),
                "\(desk)")
            let watch = try await Self.pair(
                "c-watch", on: lab.c, program: "watch-node", window: window, folder: folder,
                ["--phone", Self.phoneName])
            #expect(watch.contains("by UDP broadcast"), "\(watch)")

            // Host d's link has no broadcast address: the name alone finds nothing, and says why…
            let blind = try MirrorPairProcess.start(
                data: "\(folder)/d-desk", host: lab.d,
                ["--phone", Self.phoneName, "--id", "d-desk", "--discover-ms", "500"])
            let (blindStatus, blindOutput) = try await blind.finished()
            #expect(blindStatus != 0)
            #expect(
                blindOutput.contains("no link here has a broadcast address") && blindOutput.contains("no phone named"),
                "\(blindOutput)")
            // …its address does.
            let direct = try await Self.pair("d-desk", on: lab.d, window: window, folder: folder, [lab.a.address])
            #expect(direct.contains("by host:port"), "\(direct)")
            try await window.script.stop()

            // The mirrors run from what pairing saved, and taps round-trip.
            let desktop = try DesktopProcess.startPaired(data: "\(folder)/b-desk", host: lab.b)
            let watchNode = try DesktopProcess.startPaired(
                data: "\(folder)/c-watch", program: "watch-node", host: lab.c)
            _ = try await desktop.next("the desktop's first sync") { $0.isSyncedStatus }
            _ = try await watchNode.next("the watch's first sync") { $0.isSyncedStatus }
            desktop.script.send("add Counter systemSmall")
            let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
            desktop.script.send("tap \(try #require(counter.widget?.instance)) 1")
            _ = try await desktop.widget("Counter", "the tap's answer") { $0.count == 1 && !$0.isPending }
            watchNode.script.send("control QuickToggle")
            let toggled = try await watchNode.printed("the watch's control outcome") { $0.event == "interaction" }
            #expect(toggled.interaction?.outcome == "performed")
            let devices = try await phone.cli(["devices", "list"])
            #expect(
                devices.standardOutput.contains("b-desk") && devices.standardOutput.contains("c-watch")
                    && devices.standardOutput.contains("d-desk"))
            try await desktop.script.stop()
            try await watchNode.script.stop()
            try await phone.process.stop()
            await lab.down()
        } catch {
            await lab.down()
            throw error
        }
    }
}
