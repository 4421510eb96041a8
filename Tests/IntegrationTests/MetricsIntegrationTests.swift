import Foundation
import TestSupport
import Testing

/// Each node's `/metrics` and `/healthz` from real processes: Prometheus text that promtool
/// accepts, and counters and histograms that move with what the nodes do.
@Suite("metrics: real nodes scraped with curl, checked with promtool", .heavy)
struct MetricsIntegrationTests {
    @Test("the phone: promtool accepts it; a tap, a refusal and a bad address move or stop what they should")
    func phone() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", options: ["--metrics", "127.0.0.1:0"])
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let desktop = try DesktopProcess.start(data: "\(folder)/desk", id: "desk", phone: phone)
        _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
        let before = try await Scrape.of(data: phone.data)
        #expect(try await before.promtoolProblems() == nil)
        #expect(before.value(#"widgetrelay_phone_interactions_total{outcome="performed"}"#) == 0)
        #expect(before.value("widgetrelay_phone_paired_devices") == 1)

        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") }
        desktop.script.send("tap TodoList 1")
        _ = try await desktop.widget("TodoList", "the phone's truth") { $0.text_.contains("1 left") }
        desktop.script.send("add NoSuchWidget systemSmall")  // refused by the phone: an ErrorReply
        _ = try await desktop.printed("the refusal") { $0.event == "error" || $0.text.contains("NoSuchWidget") }

        let after = try await Scrape.of(data: phone.data)
        #expect(try await after.promtoolProblems() == nil)
        #expect(after.value(#"widgetrelay_phone_interactions_total{outcome="performed"}"#) == 1)
        #expect(after.value("widgetrelay_phone_tap_to_result_seconds_count") == 1)
        #expect(after.value("widgetrelay_phone_perform_seconds_count") == 1)
        #expect(after.value("widgetrelay_phone_commits_total") == 1)
        #expect(after.value("widgetrelay_phone_lane_requests") == 0)  // the tap's lane is done
        #expect(after.sum("widgetrelay_phone_requests_total", where: [#"kind="interaction""#, #"outcome="ok""#]) == 1)
        #expect(after.sum("widgetrelay_phone_requests_total", where: [#"kind="configure_widget""#]) == 2)
        #expect(
            after.sum("widgetrelay_phone_refusals_total") >= 1,
            "\(after.text.split(separator: "\n").filter { $0.contains("refusals") })")
        #expect(after.sum("widgetrelay_phone_device_messages_total", where: [#"device="desk""#]) >= 4)
        #expect(after.value("widgetrelay_phone_seq")! > before.value("widgetrelay_phone_seq")!)
        #expect(after.sum("widgetrelay_phone_store_bytes") > 0)

        let address = try String(contentsOfFile: "\(phone.data)/metrics-address", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let health = try await run(
            "/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "http://\(address)/healthz"])
        #expect(health.standardOutput == "200")
        try await desktop.script.stop()
        try await phone.process.stop()
        #expect(!FileManager.default.fileExists(atPath: "\(phone.data)/metrics-address"))
    }

    @Test(
        "a desktop: promtool accepts it; a tap counts and its round trip is timed, updates' apply timed, the phone reachable; a restarted phone's new history counts as a resync"
    )
    func desktop() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        var phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let desktop = try DesktopProcess.start(
            data: "\(folder)/desk", id: "desk", phone: phone, options: ["--metrics", "127.0.0.1:0"])
        _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") }
        desktop.script.send("tap TodoList 1")
        _ = try await desktop.widget("TodoList", "the phone's truth") { $0.text_.contains("1 left") && !$0.isPending }
        let fingerprint = try phone.fingerprint
        var scrape = try await Scrape.of(data: desktop.data)
        // The gauges are sampled each second, the interaction counted as its event comes.
        try await poll("the reachable gauge sampled and the tap counted", within: 60) {
            scrape = try await Scrape.of(data: desktop.data)
            return scrape.value(#"widgetrelay_mirror_phone_reachable{phone="\#(fingerprint)"}"#) == 1
                && scrape.value(#"widgetrelay_mirror_interactions_total{outcome="performed"}"#) == 1
        }
        #expect(try await scrape.promtoolProblems() == nil)
        #expect(scrape.value(#"widgetrelay_mirror_quarantined_items{phone="\#(fingerprint)"}"#) == 0)
        // What the mirror waits on (#49 point 9): the tap's round trip, the add's, and the updates it applied.
        #expect(scrape.value(#"widgetrelay_mirror_request_seconds_count{kind="interaction"}"#) == 1)
        #expect(scrape.value(#"widgetrelay_mirror_request_seconds_count{kind="request"}"#) ?? 0 >= 1)
        #expect(scrape.value("widgetrelay_mirror_update_apply_seconds_count") ?? 0 >= 2)
        #expect(scrape.text.contains("# HELP widgetrelay_mirror_request_seconds A request's round trip"))

        // A new process is a new history (epoch): the mirror takes a snapshot again.
        try await phone.process.stop()
        phone = try await phone.restarted()
        try await poll("a resync counted", within: 60) {
            let now = try await Scrape.of(data: desktop.data)
            return now.sum("widgetrelay_mirror_resyncs_total", where: [#"cause="epoch""#])
                + now.sum("widgetrelay_mirror_resyncs_total", where: [#"cause="reconnect""#])
                > scrape.sum("widgetrelay_mirror_resyncs_total", where: [#"cause="epoch""#])
                + scrape.sum("widgetrelay_mirror_resyncs_total", where: [#"cause="reconnect""#])
        }
        try await desktop.script.stop()
        try await phone.process.stop()
    }

    @Test("a relay: promtool accepts it; a relayed phone's dump and its heartbeats count")
    func relay() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let data = "\(folder)/relay"
        let relay = try BackgroundProcess(
            Repository.product("relay-node"),
            [
                "run", "--data", data, "--phones", "tcp://127.0.0.1:*", "--mirrors", "tcp://127.0.0.1:*", "--any-phone",
                "--metrics", "127.0.0.1:0",
            ], logPath: "\(folder)/relay.log")
        try await waitForFile("\(data)/endpoints.json", within: 60)
        let endpoints = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(data)/endpoints.json")))
                as? [String: String])
        let phone = try await PhoneProcess.start(
            data: "\(folder)/phone",
            options: [
                "--relay", try #require(endpoints["phones"]), "--relay-key=\(try #require(endpoints["public_key"]))",
            ])
        var scrape = try await Scrape.of(data: data)
        try await poll("the relayed phone's dump applied, and its updates", within: 60) {
            scrape = try await Scrape.of(data: data)
            return scrape.value(#"widgetrelay_relay_dumps_total{stage="applied"}"#) ?? 0 >= 1
                && scrape.value("widgetrelay_relay_updates_published_total") ?? 0 >= 1
                && scrape.value(#"widgetrelay_relay_carry_seconds_count{frame="dump"}"#) ?? 0 >= 1
        }
        #expect(try await scrape.promtoolProblems() == nil)
        #expect(scrape.value(#"widgetrelay_relay_drops_total{reason="tooManyPhones"}"#) == 0)
        try await phone.process.stop()
        try await relay.stop()
    }

    @Test("--metrics refused: off loopback without --metrics-public, a bad address, a port already taken")
    func refusedAddresses() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", options: ["--metrics", "127.0.0.1:0"])
        let taken = try String(contentsOfFile: "\(phone.data)/metrics-address", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let cases: [([String], String)] = [
            (["--metrics", "0.0.0.0:9470"], "not a loopback address"),
            (["--metrics", "localhost"], "is not HOST:PORT"),
            (["--metrics", "127.0.0.1:99999"], "the port is a number from 0"),
            (["--metrics-public"], "--metrics-public needs --metrics"),
            (["--metrics", taken], "cannot serve metrics on \(taken)"),
        ]
        for (options, advice) in cases {
            let refused = try await run(
                Repository.product("phone-node"),
                [
                    "run", "--data", "\(folder)/other", "--router", "tcp://127.0.0.1:*", "--publisher",
                    "tcp://127.0.0.1:*",
                ] + options)
            #expect(refused.status != 0, "\(options) ran")
            #expect(refused.standardError.contains(advice), "\(options): \(refused.standardError)")
        }
        try await phone.process.stop()
    }
}
