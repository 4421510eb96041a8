import Foundation
import TestSupport
import Testing

/// Every node's `/metrics` in the lab (#32's "done when"): the phone on host a reaching its
/// mirrors (a desktop on b, a watch on c) through a relay on e, each serving metrics on its own
/// host's loopback, scraped there with curl and checked with promtool; a resync (the phone
/// restarted: a new history), a tap and a refusal move each node's counters and histograms.
@Suite(
    "Metrics of every node in the lab", .serialized, .heavy,
    .enabled(if: Lab.unavailable == nil, Comment(rawValue: Lab.unavailable ?? ""))
)
struct LabMetricsTests {
    static let metrics = ["--metrics", "127.0.0.1:0"]

    @Test(
        "each node scraped: promtool accepts it; a resync, a tap and a refusal move the counters and histograms; each device's lag and traffic"
    )
    func tapRefusalResync() async throws {
        let lab = try await Lab.create()
        do {
            try await tapRefusalResync(lab)
        } catch {
            await lab.down()
            throw error
        }
        await lab.down()
    }

    /// Scrapes each node where it runs, and expects promtool to accept each scrape.
    private func scrapeEach(_ nodes: [(String, LabHost)]) async throws -> [String: Scrape] {
        var scrapes: [String: Scrape] = [:]
        for (data, host) in nodes {
            let scrape = try await Scrape.of(data: data, on: host)
            #expect(try await scrape.promtoolProblems() == nil, "promtool on \(data)")
            scrapes[data] = scrape
        }
        return scrapes
    }

    /// Waits until the phone says both devices confirmed everything published to them, the
    /// desktop its own updates (the Counter on its topic: a confirmed seq past 0, which only its
    /// position reports tell), and returns that scrape.
    private func caughtUp(
        _ phone: PhoneProcess, on host: LabHost, where more: @escaping @Sendable (Scrape) -> Bool = { _ in true }
    ) async throws -> Scrape {
        var scrape = try await Scrape.of(data: phone.data, on: host)
        try await poll("both devices' update lag at 0, the desktop's confirmed seq past 0", within: 60) {
            scrape = try await Scrape.of(data: phone.data, on: host)
            return scrape.value(#"widgetrelay_phone_device_update_lag{device="b-desk",kind="desktop"}"#) == 0
                && scrape.value(#"widgetrelay_phone_device_update_lag{device="c-watch",kind="watch"}"#) == 0
                && scrape.value(#"widgetrelay_phone_device_confirmed_seq{device="b-desk",kind="desktop"}"#) ?? 0 > 0
                && more(scrape)
        }
        return scrape
    }

    private func tapRefusalResync(_ lab: Lab) async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let relay = try await RelayProcess.start(
            data: "\(folder)/relay", phones: "tcp://\(lab.e.address):7000",
            mirrors: "tcp://\(lab.e.address):7100", host: lab.e, options: Self.metrics)
        var phone = try await PhoneProcess.startRelayed(
            data: "\(folder)/phone", relay: relay, host: lab.a, options: Self.metrics)
        let window = try await PairingWindowProcess.openAtRelay(on: phone)
        try await RelayTierTests.pair(
            "desktop-node", data: "\(folder)/desk", id: "b-desk", window: window, relay: relay, host: lab.b)
        try await RelayTierTests.pair(
            "watch-node", data: "\(folder)/watch", id: "c-watch", window: window, relay: relay, host: lab.c)
        try await window.script.stop()
        let desktop = try DesktopProcess.startPaired(data: "\(folder)/desk", host: lab.b, options: Self.metrics)
        let watch = try DesktopProcess.startPaired(
            data: "\(folder)/watch", program: "watch-node", host: lab.c, options: Self.metrics)
        for mirror in [desktop, watch] {
            _ = try await mirror.next("\(mirror.data)'s first sync") { $0.isSyncedStatus }
        }
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        let instance = try #require(counter.widget?.instance)

        let nodes = [(phone.data, lab.a), (desktop.data, lab.b), (watch.data, lab.c), (relay.data, lab.e)]
        _ = try await caughtUp(phone, on: lab.a)
        let before = try await scrapeEach(nodes)
        #expect(before[phone.data]?.value(#"widgetrelay_phone_interactions_total{outcome="performed"}"#) == 0)
        #expect(before[phone.data]?.value("widgetrelay_phone_paired_devices") == 2)

        // A resync: the phone restarted is a new history, which each mirror takes a snapshot of.
        try await phone.process.stop()
        let marks = [desktop.script.printed.count, watch.script.printed.count]
        phone = try await PhoneProcess.startRelayed(
            data: "\(folder)/phone", relay: relay, host: lab.a, options: Self.metrics)
        for (mirror, mark) in zip([desktop, watch], marks) {
            _ = try await mirror.printed("\(mirror.data) synced again", after: mark) { $0.isSyncedStatus }
        }
        // A tap, and a refusal (a widget kind the phone does not have: an ErrorReply).
        try await RelayTierTests.tap(desktop, counter: instance, to: 1)
        let mark = desktop.script.printed.count
        desktop.script.send("add NoSuchWidget systemSmall")
        _ = try await desktop.printed("the refusal", after: mark) {
            $0.event == "error" || $0.text.contains("NoSuchWidget")
        }

        // The phone (a new process: its counters from 0) counts the tap, the refusal and each
        // paired device's traffic; both devices catch up with what it published since.
        let phoneAfter = try await caughtUp(phone, on: lab.a) { $0.sum("widgetrelay_phone_refusals_total") >= 1 }
        #expect(phoneAfter.value(#"widgetrelay_phone_interactions_total{outcome="performed"}"#) == 1)
        #expect(phoneAfter.value("widgetrelay_phone_tap_to_result_seconds_count") == 1)
        #expect(phoneAfter.value("widgetrelay_phone_perform_seconds_count") == 1)
        #expect(
            phoneAfter.sum("widgetrelay_phone_requests_total", where: [#"kind="interaction""#, #"outcome="ok""#]) == 1)
        #expect(
            phoneAfter.sum(
                "widgetrelay_phone_requests_total",
                where: [#"kind="configure_widget""#, #"outcome="unknown_widget_kind""#]) == 1)
        for device in ["b-desk", "c-watch"] {
            for direction in ["in", "out"] {
                let labels = [#"device="\#(device)""#, #"direction="\#(direction)""#]
                #expect(
                    phoneAfter.sum("widgetrelay_phone_device_messages_total", where: labels) > 0,
                    "\(device) \(direction)")
                #expect(
                    phoneAfter.sum("widgetrelay_phone_device_bytes_total", where: labels) > 0, "\(device) \(direction)")
            }
        }
        #expect(phoneAfter.value("widgetrelay_phone_broadcast_messages_total") ?? 0 > 0)
        // Device ids only for the paired devices: nothing else is ever a label value.
        let devices = Set(phoneAfter.text.matches(of: /device="([^"]*)"/).map { String($0.output.1) })
        #expect(devices == ["b-desk", "c-watch"])

        // The desktop counts its tap and the resync, the watch its resync; promtool accepts each.
        var after = try await scrapeEach(nodes)
        try await poll("the mirrors' resyncs and the desktop's tap counted", within: 60) {
            after[desktop.data] = try await Scrape.of(data: desktop.data, on: lab.b)
            after[watch.data] = try await Scrape.of(data: watch.data, on: lab.c)
            return after[desktop.data]?.value(#"widgetrelay_mirror_interactions_total{outcome="performed"}"#) == 1
                && [desktop.data, watch.data].allSatisfy { data in
                    after[data]!.sum("widgetrelay_mirror_resyncs_total")
                        > before[data]!.sum("widgetrelay_mirror_resyncs_total")
                }
        }
        #expect(before[desktop.data]?.value(#"widgetrelay_mirror_interactions_total{outcome="performed"}"#) == 0)

        // The relay carried the tap and its answer, dropped the phone's old history and served
        // the mirrors' new snapshots (its hub's figures are turned into counters each second).
        let relayBefore = try #require(before[relay.data])
        let moved = [
            "widgetrelay_relay_requests_forwarded_total", "widgetrelay_relay_replies_forwarded_total",
            "widgetrelay_relay_epoch_changes_total", "widgetrelay_relay_snapshots_served_total",
        ]
        var relayAfter = try #require(after[relay.data])
        try await poll("the relay's counters moved", within: 60) {
            relayAfter = try await Scrape.of(data: relay.data, on: lab.e)
            return moved.allSatisfy { relayAfter.sum($0) > relayBefore.sum($0) }
        }
        #expect(try await relayAfter.promtoolProblems() == nil)
        for (data, host) in nodes {
            #expect(try await Scrape.health(data: data, on: host) == "200", "/healthz of \(data)")
        }

        _ = try await desktop.script.stop()
        _ = try await watch.script.stop()
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
    }
}
