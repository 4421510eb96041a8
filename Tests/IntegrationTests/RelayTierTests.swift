import Foundation
import TestSupport
import Testing

/// A phone that listens nowhere, reached through a relay by a desktop and a watch that
/// paired through it: the round trip, a late joiner served by the relay, the relay's
/// SIGKILL and restart, and a relay that never holds a widget's text in the clear.
@Suite("Through a relay", .heavy)
struct RelayTierTests {
    /// Pairs a mirror with `phone` through the relay, the code confirmed on the phone as a person would.
    static func pair(
        _ program: String, data: String, id: String, window: PairingWindowProcess, relay: RelayProcess,
        host: LabHost = .local
    ) async throws {
        let pairing = try MirrorPairProcess.start(
            data: data, program: program, host: host,
            ["--relay", relay.mirrors, "--relay-key=\(relay.key)", "--id", id])
        let code = try await pairing.code()
        let confirmed = try await window.confirm(code)
        #expect(confirmed.status == 0, "\(confirmed.standardOutput)\(confirmed.standardError)")
        let (status, output) = try await pairing.finished()
        #expect(status == 0, "\(output)")
    }

    /// Taps the counter `instance` on `desktop` and waits for the phone's truth, `count`, performed.
    static func tap(_ desktop: DesktopProcess, counter instance: String, to count: Int) async throws {
        let mark = desktop.script.printed.count
        desktop.script.send("tap \(instance) 1")
        _ = try await desktop.printed("the counter at \(count)", after: mark) {
            $0.widget?.kind == "Counter" && $0.count == count && !$0.isPending
        }
        let outcome = try await desktop.printed("the tap's outcome", after: mark) { $0.interaction != nil }
        #expect(outcome.interaction?.outcome == "performed", "\(outcome)")
    }

    @Test(
        "pair through the relay, tap round trip, a late joiner's snapshot from the relay, kill -9 and restart of the relay, and no widget text in the relay's memory or log"
    )
    func throughARelay() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk", watch = "\(folder)/watch"
        var relay = try await RelayProcess.start(data: "\(folder)/relay")
        let phone = try await PhoneProcess.startRelayed(data: "\(folder)/phone", relay: relay)
        #expect(phone.router.hasPrefix("relay "), "a phone in relay mode listens nowhere: \(phone.router)")

        let window = try await PairingWindowProcess.openAtRelay(on: phone)
        try await Self.pair("desktop-node", data: desk, id: "desk", window: window, relay: relay)
        try await Self.pair("watch-node", data: watch, id: "watch", window: window, relay: relay)
        try await window.script.stop()
        let record = try #require(MirrorData.records(desk).values.first)
        #expect(record["relay"] == relay.mirrors && record["router"] == "", "\(record)")

        let desktop = try DesktopProcess.startPaired(data: desk)
        _ = try await desktop.next("the first sync through the relay") { $0.isSyncedStatus }
        desktop.script.send("add Counter systemSmall")
        desktop.script.send("add TodoList systemMedium")
        let counter = try await desktop.printed("the counter") { $0.widget?.kind == "Counter" }
        let instance = try #require(counter.widget?.instance)
        _ = try await desktop.printed("the to-do list, through the relay") {
            $0.widget?.kind == "TodoList" && $0.text_.contains("Buy milk")
        }

        func tap(to count: Int) async throws { try await Self.tap(desktop, counter: instance, to: count) }
        try await tap(to: 1)
        try await tap(to: 2)
        #expect(try PhoneStore(data: phone.data).counter == 2)

        // A late joiner: the watch starts now and gets its state from the relay's map.
        let watchNode = try DesktopProcess.startPaired(data: watch, program: "watch-node")
        _ = try await watchNode.next("the watch's first sync through the relay") { $0.isSyncedStatus }

        // The relay carried every update and snapshot, and never held the to-do list's text.
        let canary = "Buy milk"
        #expect(
            try ProcessMemory.occurrences(of: canary, in: phone.process.pid) > 0, "the scan finds the text where it is")
        #expect(try ProcessMemory.occurrences(of: canary, in: relay.process.pid) == 0)
        #expect(!relay.log.contains(canary))

        // kill -9 and a restart on the same endpoints: the phone and the mirrors reconnect,
        // the relay asks the phone for its state again, and the round trip works.
        _ = try await relay.process.stop(signal: SIGKILL)
        relay = try await relay.restarted()
        try await tap(to: 3)
        #expect(try PhoneStore(data: phone.data).counter == 3)
        #expect(try ProcessMemory.occurrences(of: canary, in: relay.process.pid) == 0)

        // The watch unpairs through the relay: the phone removes it on its sealed request.
        _ = try await watchNode.script.stop()
        let unpaired = try await run(Repository.product("watch-node"), ["unpair", "--data", watch])
        #expect(
            unpaired.status == 0 && unpaired.standardOutput.contains("The phone removed this watch too."),
            "\(unpaired.standardOutput)\(unpaired.standardError)")
        let devices = try await phone.cli(["devices", "list"])
        #expect(
            !devices.standardOutput.contains("watch") && devices.standardOutput.contains("desk"),
            "\(devices.standardOutput)")

        // The phone sealed "all/" under a new group key and sent the relay its state again: the
        // desktop, started afresh (no cache), reads a control from the relay with nothing refused.
        _ = try await desktop.script.stop()
        let fingerprint = try #require(MirrorData.records(desk).keys.first)
        try? FileManager.default.removeItem(atPath: "\(desk)/phones/\(fingerprint)/snapshot.bin")
        let fresh = try DesktopProcess.startPaired(data: desk)
        _ = try await fresh.next("the desktop's sync after the watch's unpairing") { $0.isSyncedStatus }
        _ = try await fresh.printed("a control, sealed under the new group key") { line in
            line.event == "controls" && (line.controls?.contains { $0.kind == "QuickToggle" } ?? false)
        }
        #expect(!fresh.log.contains("refused updates from the relay"), "\(fresh.log)")

        _ = try await fresh.script.stop()
        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
    }

    @Test(
        "two relays: the phone publishes to both, the mirror takes the first copy of each update; one relay killed, taps go on through the other"
    )
    func twoRelays() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk"
        let first = try await RelayProcess.start(data: "\(folder)/relay-a")
        let second = try await RelayProcess.start(data: "\(folder)/relay-b")
        let phone = try await PhoneProcess.startRelayed(data: "\(folder)/phone", relay: first, also: [second])
        let window = try await PairingWindowProcess.openAtRelay(on: phone)
        try await Self.pair("desktop-node", data: desk, id: "desk", window: window, relay: first)
        try await window.script.stop()

        // Both relays from now on (kept in the phone's record).
        let script = try ScriptedProcess(
            Repository.product("desktop-node"),
            [
                "run", "--script", "--data", desk, "--heartbeat-timeout-ms", "30000", "--log-level", "info",
                "--relay", first.mirrors, "--relay-key=\(first.key)", "--relay", second.mirrors,
                "--relay-key=\(second.key)",
            ], stderrPath: "\(desk)/desktop-\(UUID().uuidString.prefix(4)).log")
        let desktop = DesktopProcess(data: desk, script: script)
        _ = try await desktop.next("the first sync through two relays") { $0.isSyncedStatus }
        #expect(MirrorData.records(desk).values.first?["relay"] == "\(first.mirrors) \(second.mirrors)")
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        let instance = try #require(counter.widget?.instance)

        func tap(to count: Int) async throws { try await Self.tap(desktop, counter: instance, to: count) }
        try await tap(to: 1)
        try await tap(to: 2)
        // Every update came twice; none was refused (a second relay's copy is not a replay).
        #expect(!desktop.log.contains("refused updates from the relay"), "\(desktop.log)")

        _ = try await first.process.stop(signal: SIGKILL)
        let before = desktop.log.components(separatedBy: "a request sent again").count - 1
        for count in 3...6 { try await tap(to: count) }
        #expect(try PhoneStore(data: phone.data).counter == 6)
        // Relay health (#50 point 4): the dead relay cost the first tap one time-out; the three
        // after it went straight to the live relay (each sent again once before, 6 of 6 taps).
        let resent = desktop.log.components(separatedBy: "\n").filter {
            $0.contains("a request sent again") && $0.contains("snapshot=false")
        }
        #expect(before == 0 && resent.count == 1, "\(resent)")
        #expect(desktop.log.contains("a relay did not answer: new requests go to the others until it answers again"))

        _ = try await desktop.script.stop()
        _ = try await phone.process.stop()
        _ = try await second.process.stop()
    }
}
