import Foundation
import TestSupport
import Testing

/// One desktop and one watch mirroring three real phones, each paired through the usual
/// ceremony: every phone's widgets apart, a tap reaching only its own phone, a phone killed
/// and restarted on its own, one phone unpaired without touching the others.
@Suite("One desktop and one watch, three phones", .heavy)
struct SeveralPhonesTests {
    /// A mirror in scriptable mode over every phone its data folder has paired.
    static func mirror(_ data: String, program: String = "desktop-node", heartbeatTimeoutMs: Int = 3000) throws
        -> DesktopProcess
    {
        let script = try ScriptedProcess(
            Repository.product(program),
            [
                "run", "--script", "--data", data, "--heartbeat-timeout-ms", String(heartbeatTimeoutMs), "--log-level",
                "info",
            ], stderrPath: "\(data)/\(program)-\(UUID().uuidString.prefix(4)).log")
        return DesktopProcess(data: data, script: script)
    }

    /// Pairs each mirror with `phone` through one pairing window, code confirmed as a person would.
    static func pairEverything(with phone: PhoneProcess, mirrors: [(program: String, data: String, id: String)])
        async throws
    {
        let window = try await PairingWindowProcess.open(on: phone)
        for mirror in mirrors {
            let pairing = try MirrorPairProcess.start(
                data: mirror.data, program: mirror.program, ["127.0.0.1:\(window.beaconPort)", "--id", mirror.id])
            let code = try await pairing.code()
            let confirmed = try await window.confirm(code)
            #expect(confirmed.status == 0, "\(confirmed.standardOutput)\(confirmed.standardError)")
            let (status, output) = try await pairing.finished()
            #expect(status == 0, "\(output)")
        }
        try await window.script.stop()
    }

    @Test(
        "three phones: each tap changes only its phone's store; SIGKILL one → only its section stale, the others round-trip; restart → resync; one refusing this desktop, then unpaired → gone, the others untouched"
    )
    func threePhones() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk", watch = "\(folder)/watch"
        var phones: [PhoneProcess] = []
        for name in ["a", "b", "c"] { phones.append(try await PhoneProcess.start(data: "\(folder)/phone-\(name)")) }
        for phone in phones {
            try await Self.pairEverything(
                with: phone, mirrors: [("desktop-node", desk, "desk"), ("watch-node", watch, "watch")])
        }
        // Three phones of one name ("WidgetRelay Phone"): three folders, by fingerprint.
        let records = MirrorData.records(desk)
        #expect(records.count == 3 && MirrorData.records(watch).count == 3)
        let fingerprints = try phones.map { phone in
            try #require(records.first { $0.value["phone_key"] == phone.key }?.key)
        }
        let (a, b, c) = (fingerprints[0], fingerprints[1], fingerprints[2])

        let desktop = try Self.mirror(desk)
        for fingerprint in fingerprints {
            _ = try await desktop.printed("\(fingerprint)'s first sync") {
                $0.isSyncedStatus && $0.phoneFingerprint == fingerprint
            }
        }
        // Different widgets on each phone; a Counter on every one.
        desktop.script.send("add Counter systemSmall --phone \(a)")
        desktop.script.send("add Counter systemSmall --phone \(b)")
        desktop.script.send("add TodoList systemMedium --phone \(b)")
        desktop.script.send("add Counter systemSmall --phone \(c)")
        desktop.script.send("add EmojiRangerWidget systemLarge --phone \(c)")
        var counters: [String: String] = [:]
        for fingerprint in fingerprints {
            let counter = try await desktop.printed("\(fingerprint)'s counter") {
                $0.widget?.kind == "Counter" && $0.phoneFingerprint == fingerprint
            }
            counters[fingerprint] = try #require(counter.widget?.instance)
        }
        _ = try await desktop.printed("b's todo list") {
            $0.widget?.kind == "TodoList" && $0.phoneFingerprint == b && $0.text_.contains("Buy milk")
        }
        _ = try await desktop.printed("c's hero") { $0.widget?.kind == "EmojiRangerWidget" && $0.phoneFingerprint == c }
        #expect(!desktop.script.printed.contains { $0.widget?.kind == "TodoList" && $0.phoneFingerprint != b })

        /// Taps `fingerprint`'s counter and waits for its phone's truth: `count`, not pending.
        func tap(_ fingerprint: String, to count: Int) async throws {
            let mark = desktop.script.printed.count
            desktop.script.send("tap \(counters[fingerprint]!) 1 --phone \(fingerprint)")
            _ = try await desktop.printed("\(fingerprint)'s counter at \(count)", after: mark) {
                $0.widget?.kind == "Counter" && $0.phoneFingerprint == fingerprint && $0.count == count && !$0.isPending
            }
            let outcome = try await desktop.printed("the tap's outcome", after: mark) {
                $0.interaction != nil && $0.phoneFingerprint == fingerprint
            }
            #expect(outcome.interaction?.outcome == "performed", "\(outcome)")
        }
        try await tap(a, to: 1)
        try await tap(a, to: 2)
        try await tap(b, to: 1)
        // Each phone's store holds its own taps only.
        #expect(try PhoneStore(data: phones[0].data).counter == 2)
        #expect(try PhoneStore(data: phones[1].data).counter == 1)
        #expect(try PhoneStore(data: phones[2].data).counter == 0)
        #expect(try PhoneStore(data: phones[2].data).interactions.isEmpty)

        // The watch: every phone's controls and Smart Stack cards, each named by its phone.
        let watchNode = try Self.mirror(watch, program: "watch-node")
        for fingerprint in fingerprints {
            _ = try await watchNode.printed("the watch's sync with \(fingerprint)") {
                $0.isSyncedStatus && $0.phoneFingerprint == fingerprint
            }
        }
        watchNode.script.send("add Relevant accessoryRectangular --phone \(a)")
        watchNode.script.send("add Relevant accessoryRectangular --phone \(c)")
        let stack = try await watchNode.printed("a Smart Stack of two phones' cards") { line in
            Set((line.stack ?? []).compactMap { $0.phone?.fingerprint }) == [a, c]
        }
        #expect(stack.stack?.count == 2)
        desktop.script.send("control QuickToggle --phone \(b)")
        _ = try await watchNode.printed("b's control on, on the watch") {
            $0.quickToggle == true && $0.phoneFingerprint == b
        }
        for other in [a, c] {
            #expect(
                watchNode.script.printed.last { $0.controls != nil && $0.phoneFingerprint == other }?.quickToggle
                    == false, "\(other)")
        }
        try await watchNode.script.stop()

        // SIGKILL c: its section alone goes unreachable and stale; a and b keep round-tripping.
        let killed = desktop.script.printed.count
        #expect(try await phones[2].process.stop(signal: SIGKILL) == SIGKILL)
        _ = try await desktop.printed("c unreachable", after: killed) {
            $0.status?.reachable == false && $0.phoneFingerprint == c
        }
        _ = try await desktop.printed("c's counter stale", after: killed) {
            $0.widget?.kind == "Counter" && $0.phoneFingerprint == c && $0.isStale
        }
        try await tap(a, to: 3)
        try await tap(b, to: 2)
        #expect(
            !desktop.script.printed.dropFirst(killed).contains {
                $0.status?.reachable == false && $0.phoneFingerprint != c
            })
        #expect(!desktop.script.printed.dropFirst(killed).contains { $0.isStale && $0.phoneFingerprint != c })

        // Restarted: c resyncs, its content fresh.
        let restartedAt = desktop.script.printed.count
        phones[2] = try await phones[2].restarted()
        _ = try await desktop.printed("c resynced", after: restartedAt) {
            $0.isSyncedStatus && $0.phoneFingerprint == c
        }
        _ = try await desktop.printed("c's counter fresh", after: restartedAt) {
            $0.widget?.kind == "Counter" && $0.phoneFingerprint == c && !$0.isStale && $0.count == 0
        }
        try await tap(c, to: 1)

        // b stops admitting this desktop: its section says "pair again"; a and c go on.
        let refusedAt = desktop.script.printed.count
        #expect(try await phones[1].cli(["devices", "remove", "desk"]).status == 0)
        _ = try await desktop.printed("b's refusal", after: refusedAt) {
            $0.status?.refused != nil && $0.phoneFingerprint == b
        }
        try await tap(a, to: 4)
        try await tap(c, to: 2)
        #expect(
            !desktop.script.printed.dropFirst(refusedAt).contains {
                $0.status?.refused != nil && $0.phoneFingerprint != b
            })
        try await desktop.script.stop()

        // Unpair b here too: its folder and cache gone, a and c untouched.
        let unpaired = try await run(
            Repository.product("desktop-node"), ["unpair", "--data", desk, "--phone", b, "--timeout-ms", "10000"])
        #expect(
            unpaired.status == 0 && unpaired.standardOutput.contains("The phone had already unpaired this desktop."),
            "\(unpaired.standardOutput)\(unpaired.standardError)")
        #expect(unpaired.standardOutput.contains("Still paired with 2 phones"))
        #expect(Set(MirrorData.records(desk).keys) == [a, c])
        #expect(!FileManager.default.fileExists(atPath: "\(desk)/phones/\(b)"))
        #expect(MirrorData.records(watch).count == 3)

        let again = try Self.mirror(desk)
        for fingerprint in [a, c] {
            _ = try await again.printed("\(fingerprint) after the unpair") {
                $0.isSyncedStatus && $0.phoneFingerprint == fingerprint
            }
        }
        _ = try await again.printed("a's counter, still 4") {
            $0.widget?.kind == "Counter" && $0.phoneFingerprint == a && $0.count == 4
        }
        _ = try await again.printed("c's hero, still there") {
            $0.widget?.kind == "EmojiRangerWidget" && $0.phoneFingerprint == c
        }
        #expect(!again.script.printed.contains { $0.phoneFingerprint == b })
        try await again.script.stop()
        #expect(try PhoneStore(data: phones[0].data).counter == 4)
        #expect(try PhoneStore(data: phones[1].data).counter == 2)
        #expect(try PhoneStore(data: phones[2].data).counter == 2)
        for phone in phones { try await phone.process.stop() }
    }
}

extension JSONLine {
    /// The fingerprint of the phone a line is about (a mirror of several phones names it in every line).
    var phoneFingerprint: String? { phone?.fingerprint }
}
