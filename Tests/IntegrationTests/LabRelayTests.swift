import Foundation
import TestSupport
import Testing

/// The relay tier's lab: the phone (host a) and both mirrors (b, c) take no inbound TCP
/// connection — `deploy/lab/lab firewall` drops every inbound SYN without ACK, in nftables,
/// in their namespaces — and reach each other only through a relay on host e. They pair
/// through it, and the contract's promises hold across it.
///
/// Under load it once failed one run in two: the relay asked for the phone's state as soon as
/// the phone dialled in, and the phone cut it mid-restore, without its controls (at seq 0,
/// never published again), so the desktop had no control to toggle. A cut now waits for the
/// phone to listen (`StopDuringRestoreTests`).
@Suite(
    "Through a relay across firewalls, in the lab", .serialized, .heavy,
    .enabled(if: Lab.unavailable == nil, Comment(rawValue: Lab.unavailable ?? ""))
)
struct LabRelayTests {
    @Test(
        "behind firewalls: pair through the relay, tap round trip with its pending mark, optimistic toggle and revert, a control across mirrors, a Live Activity, a late joiner, and a resync after the relay's SIGKILL"
    )
    func behindFirewalls() async throws {
        let lab = try await Lab.create()
        do {
            try await behindFirewalls(lab)
        } catch {
            await lab.down()
            throw error
        }
        await lab.down()
    }

    private func behindFirewalls(_ lab: Lab) async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        for host in [lab.a, lab.b, lab.c] { try await lab.firewall(host) }
        var relay = try await RelayProcess.start(
            data: "\(folder)/relay", phones: "tcp://\(lab.e.address):7000",
            mirrors: "tcp://\(lab.e.address):7100", host: lab.e)
        let phone = try await PhoneProcess.startRelayed(data: "\(folder)/phone", relay: relay, host: lab.a)

        // The rule holds: a connection from b to the phone's host is dropped (and counted).
        let (probe, probeArguments) = lab.b.command(
            "/bin/bash", ["-c", "timeout 2 bash -c 'exec 3<>/dev/tcp/\(lab.a.address)/5570'"])
        #expect(try await run(probe, probeArguments).status != 0)
        try await poll("host a's firewall to count the dropped connection") {
            (try? await lab.dropped(on: lab.a)) ?? 0 > 0
        }

        let window = try await PairingWindowProcess.openAtRelay(on: phone)
        try await RelayTierTests.pair(
            "desktop-node", data: "\(folder)/desk", id: "b-desk", window: window, relay: relay, host: lab.b)
        try await RelayTierTests.pair(
            "watch-node", data: "\(folder)/watch", id: "c-watch", window: window, relay: relay, host: lab.c)
        try await window.script.stop()

        let desktop = try DesktopProcess.startPaired(data: "\(folder)/desk", host: lab.b)
        _ = try await desktop.next("the desktop's first sync") { $0.isSyncedStatus }

        // Tap round trip, with the pending mark until the truth arrives.
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        let instance = try #require(counter.widget?.instance)
        var mark = desktop.script.printed.count
        desktop.script.send("tap \(instance) 1")
        _ = try await desktop.printed("the pending mark", after: mark) { $0.widget?.kind == "Counter" && $0.isPending }
        _ = try await desktop.printed("the phone's truth", after: mark) {
            $0.widget?.kind == "Counter" && $0.count == 1 && !$0.isPending
        }

        // Optimistic toggle, then the truth; a failing one reverts with the reason.
        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") && $0.isOn(1) == false }
        desktop.script.send("tap TodoList 1")
        _ = try await desktop.widget("TodoList", "the optimistic toggle") { $0.isOn(1) == true && $0.isPending }
        _ = try await desktop.widget("TodoList", "the phone's truth") { $0.text_.contains("1 left") && !$0.isPending }
        #expect(try await phone.cli(["app", "tasks.fail-sync", "Not synced: the server did not answer"]).status == 0)
        mark = desktop.script.printed.count
        desktop.script.send("tap TodoList 2")
        let reverted = try await desktop.printed("the reverted toggle", after: mark) {
            $0.widget?.kind == "TodoList" && $0.isOn(2) == false && !$0.isPending && $0.widget?.message != nil
        }
        #expect(reverted.widget?.message == "Not synced: the server did not answer")

        // A late joiner: the watch starts now; its state comes from the relay's map.
        let watch = try DesktopProcess.startPaired(data: "\(folder)/watch", program: "watch-node", host: lab.c)
        _ = try await watch.next("the watch's first sync") { $0.isSyncedStatus }

        // A control turned on at the desktop reaches the watch; a Live Activity reaches both.
        let isDark: @Sendable (JSONLine) -> Bool? = { line in
            line.controls?.first { $0.kind == "QuickToggle" }?.isOn ?? nil
        }
        mark = desktop.script.printed.count
        desktop.script.send("control QuickToggle")
        let toggled = try await desktop.printed("the control's outcome on the desktop", after: mark) {
            $0.event == "interaction" || $0.event == "error"
        }
        #expect(toggled.interaction?.outcome == "performed", "\(toggled)")
        _ = try await watch.printed("dark mode on, on the watch") { $0.event == "controls" && isDark($0) == true }
        #expect(try await phone.cli(["app", "delivery.start", "7", "Noodle Bar", "30"]).status == 0)
        for mirror in [desktop, watch] {
            _ = try await mirror.printed("the Live Activity on \(mirror.data)") { line in
                line.activities?.first.map { $0.state == "active" && $0.lines.joined().contains("Noodle Bar") } ?? false
            }
        }

        // The relay is killed: both mirrors resync from the restarted relay, and taps round-trip.
        _ = try await relay.process.stop(signal: SIGKILL)
        relay = try await relay.restarted()
        mark = desktop.script.printed.count
        desktop.script.send("tap \(instance) 1")
        _ = try await desktop.printed("the counter at 2 after the relay's restart", after: mark) {
            $0.widget?.kind == "Counter" && $0.count == 2 && !$0.isPending
        }
        #expect(try PhoneStore(data: phone.data).counter == 2)

        _ = try await desktop.script.stop()
        _ = try await watch.script.stop()
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
    }
}
