import ArgumentParser
import Codec
import Foundation
@testable import MirrorNodeKit
import NodeRuntime
@testable import RelayLatencyCommands
import RelayWire
import TestSupport
import Testing
import ZeroMQ

/// `relay-latency`'s command line parsed in memory: each measurement's values, refusals that
/// say what to do, every help text the one pinned in Tests/HelpFixtures.
@Suite("relay-latency's commands")
struct RelayLatencyCommandTests {
    static func parse<Command: ParsableCommand>(_ arguments: [String], as _: Command.Type = Command.self) throws
        -> Command
    {
        let parsed = try RelayLatencyCommand.parseAsRoot(arguments)
        return try #require(parsed as? Command, "\(arguments) parsed as \(type(of: parsed))")
    }

    @Test("each measurement parses to its values")
    func measurements() throws {
        let echo = try Self.parse(
            ["echo", "--data", "b", "--count", "10", "--warmup", "0", "--payload", "8", "--json", "--hgrm", "h.txt"],
            as: Echo.self)
        #expect(echo.measure.count == 10 && echo.measure.warmup == 0 && echo.payload == 8)
        #expect(echo.measure.json && echo.measure.hgrm == "h.txt")
        #expect(echo.measure.mirror.data == "b")
        let interact = try Self.parse(
            ["interact", "--data", "b", "--tappers", "100", "--also", "c", "--memory"], as: Interact.self)
        #expect(interact.tappers == 100 && interact.otherDevices == ["c"] && interact.memory && interact.rate == nil)
        #expect(try Self.parse(["interact", "--data", "b", "--rate", "500"], as: Interact.self).rate == 500)
        #expect(try Self.parse(["fanout", "--data", "b", "--mirrors", "50"], as: Fanout.self).mirrors == 50)
        let relayed = try Self.parse(
            [
                "fanout", "--data", "b", "--relay", "tcp://127.0.0.1:7100", "--relay-key",
                String(repeating: "0", count: 40),
                "--traffic", "t.json", "--cpu", "phone-node=12", "--cpu", "relay-node=13", "--relay-phones",
                "tcp://127.0.0.1:7000",
            ],
            as: Fanout.self)
        #expect(
            relayed.traffic == "t.json" && relayed.processes == ["phone-node=12", "relay-node=13"]
                && relayed.relayPhones == "tcp://127.0.0.1:7000")
        #expect(relayed.measure.mirror.relay == ["tcp://127.0.0.1:7100"])
        let hop = try Self.parse(
            ["relay-hop", "--count", "100", "--rate", "500", "--rounds", "4", "--facts", "f.json"], as: RelayHop.self)
        #expect(hop.count == 100 && hop.rate == 500 && hop.rounds == 4 && hop.facts == "f.json" && hop.size == 270)
        let relayReport = try Self.parse(
            ["relay-report", "--hop", "h.json", "--hop-facts", "f.json", "a.json", "b.json"], as: RelayReport.self)
        #expect(
            relayReport.hop == "h.json" && relayReport.hopFacts == "f.json"
                && relayReport.traffic == ["a.json", "b.json"])
        let flood = try Self.parse(["flood", "--data", "b", "--seconds", "2", "--in-flight", "10"], as: Flood.self)
        #expect(flood.seconds == 2 && flood.inFlight == 10 && !flood.taps)
        let taps = try Self.parse(["flood", "--data", "b", "--taps", "--memory", "--in-flight", "64"], as: Flood.self)
        #expect(taps.taps && taps.memory && taps.inFlight == 64)
        #expect(try Self.parse(["echo", "--data", "b", "--rate", "100"], as: Echo.self).rate == 100)
        #expect(try Self.parse(["floor", "--count", "5", "--size", "16"], as: Floor.self).size == 16)
        #expect(
            try Self.parse(["report", "a.json", "b.json", "--baseline", "floor"], as: Report.self).files == [
                "a.json", "b.json",
            ])
        #expect(try Self.parse(["populate", "--data", "b", "--count", "20"], as: Populate.self).count == 20)
        #expect(try Self.parse(["load", "compare", "x", "y"], as: Load.Compare.self).after == "y")
        #expect(try Self.parse(["keys", "--data", "b"], as: MirrorKeysCommand<Tool>.self).data == "b")
        // Several phones (#49 point 12b): named as a desktop names them, or all of them.
        let named = try Self.parse(["echo", "--data", "b", "--phone", "Home", "--phone", "4d3a"], as: Echo.self)
        #expect(named.measure.choice.named == ["Home", "4d3a"] && named.measure.choice.several)
        #expect(
            try Self.parse(["interact", "--data", "b", "--all-phones"], as: Interact.self).measure.choice.allPhones)
        #expect(try Self.parse(["fanout", "--data", "b", "--all-phones"], as: Fanout.self).measure.choice.several)
        #expect(try Self.parse(["flood", "--data", "b", "--phone", "Home"], as: Flood.self).choice.named == ["Home"])
        #expect(try Self.parse(["populate", "--data", "b", "--all-phones"], as: Populate.self).choice.allPhones)
        #expect(try Self.parse(["snapshot", "--data", "b", "--all-phones"], as: SnapshotSync.self).choice.allPhones)
        #expect(try Self.parse(["phones", "--data", "b"], as: Phones.self).mirror.data == "b")
        #expect(try !Self.parse(["echo", "--data", "b", "--phone", "Home"], as: Echo.self).measure.choice.several)
    }

    @Test(
        "--phone and --all-phones pick the tool's paired phones, by name or fingerprint, each reached as its record says"
    )
    func phoneChoice() throws {
        let data = TemporaryFolder.shared.makeFolder()
        let store = PairedPhones(dataFolder: data)
        let (home, work, other) = (
            try CurveKeyPair.generate(), try CurveKeyPair.generate(), try CurveKeyPair.generate()
        )
        let relay = PairedPhoneRecord.RelayRoute(endpoint: "tcp://127.0.0.1:7100", key: other.publicKey)
        for (keys, name, relays, at) in [
            (home, "Home", [], "2026-11-29T10:00:00Z"), (work, "Work", [relay], "2026-11-29T11:00:00Z"),
        ] {
            try store.save(
                PairedPhoneRecord(
                    deviceID: "bench", key: keys.publicKey, name: name, router: "tcp://127.0.0.1:5570",
                    publisher: "tcp://127.0.0.1:5571", pairedAt: at, relays: relays))
        }
        func chosen(_ arguments: [String]) throws -> [String] {
            let echo = try Self.parse(["echo", "--data", data] + arguments, as: Echo.self)
            return try echo.measure.phones().map { phone in
                let route = try phone.options.route()
                return "\(phone.label) \(route.relay?.endpoint ?? route.router)"
            }
        }
        #expect(try chosen(["--all-phones"]) == ["Home tcp://127.0.0.1:5570", "Work tcp://127.0.0.1:7100"])
        #expect(
            try chosen(["--phone", "Work", "--phone", home.publicKey.fingerprint]) == [
                "Work tcp://127.0.0.1:7100", "Home tcp://127.0.0.1:5570",
            ])
        #expect(try chosen(["--phone", "Home", "--phone", "Home"]) == ["Home tcp://127.0.0.1:5570"], "once each")
        #expect(throws: (any Error).self) { try chosen(["--phone", "Office"]) }
        // Without either, the single-phone way: two are paired, so --phone-key must say which.
        #expect(throws: (any Error).self) { try chosen([]) }
    }

    /// One phone's echoes: `count` of 100 µs.
    static func echoes(_ count: Int) -> Echo.EchoFigures {
        var figures = Echo.EchoFigures(recorder: .init(), elapsed: .seconds(1))
        for _ in 0..<count { figures.recorder.record(.microseconds(100)) }
        return figures
    }

    static func outcome(_ phone: String, _ result: Result<Echo.EchoFigures, any Error>) -> PhoneOutcome<
        Echo.EchoFigures
    > {
        PhoneOutcome(phone: phone, fingerprint: "fp-\(phone)", result: result)
    }

    static func report(_ outcomes: [PhoneOutcome<Echo.EchoFigures>]) throws -> SeveralPhonesReport<Echo.EchoFigures> {
        try SeveralPhonesReport(
            series: "echo", outcomes: outcomes, rows: Echo.EchoFigures.rows, total: Echo.EchoFigures.total)
    }

    @Test(
        "a run against several phones reports each phone's rows and their total; a phone that failed is named, not a row"
    )
    func severalPhonesReport() throws {
        let both = try Self.report([
            Self.outcome("Home", .success(Self.echoes(3))), Self.outcome("Work", .success(Self.echoes(2))),
        ])
        #expect(both.rows.map(\.name) == ["echo · Home", "echo · Work", "echo · 2 phones"])
        #expect(both.rows.map(\.summary.count) == [3, 2, 5])
        #expect(both.failures.isEmpty && both.main?.recorder.summary().count == 5 && both.measured == 2)
        let oneDown = try Self.report([
            Self.outcome("Home", .success(Self.echoes(3))),
            Self.outcome("Work", .failure(NodeError("no heartbeat"))),
        ])
        #expect(oneDown.rows.map(\.name) == ["echo · Home", "echo · 1 of 2 phones"])
        #expect(oneDown.failures == ["echo: phone “Work” (fp-Work) not measured: no heartbeat"])
        #expect(throws: ExitCode.failure) { try oneDown.finish() }
        let allDown = try Self.report([
            Self.outcome("Home", .failure(NodeError("a"))), Self.outcome("Work", .failure(NodeError("b"))),
        ])
        #expect(allDown.rows.isEmpty && allDown.failures.count == 2 && allDown.main == nil)
        // One phone: the series' own rows, named as they always were; its failure is the run's.
        let one = try Self.report([Self.outcome("", .success(Self.echoes(4)))])
        #expect(one.rows.map(\.name) == ["echo"] && one.failures.isEmpty)
        #expect(throws: NodeError.self) { try Self.report([Self.outcome("", .failure(NodeError("down")))]) }
    }

    /// Bad arguments and the words their refusal must contain: what to do instead.
    static let refusals: [([String], String)] = [
        (["echo", "--data", "b", "--count", "0"], "--count must be positive and --warmup not negative"),
        (["interact", "--data", "b", "--tappers", "0"], "--tappers takes 1 to 1000"),
        (["interact", "--data", "b", "--tappers", "65"], "add --also DIR"),
        (["interact", "--data", "b", "--tappers", "2", "--rate", "10"], "--rate paces one stream"),
        (["fanout", "--data", "b", "--mirrors", "0"], "--mirrors takes 1 to 1000"),
        (["fanout", "--data", "b", "--cpu", "phone"], "--cpu takes NAME=PID"),
        (["relay-hop", "--rate", "0"], "--count, --rate and --rounds must be positive"),
        (["relay-hop", "--count", "1", "--rounds", "2"], "--count must be at least --rounds"),
        (["flood", "--data", "b", "--seconds", "0"], "--seconds and --in-flight must be positive"),
        (["flood", "--data", "b", "--memory"], "--memory goes with --taps"),
        (["echo", "--data", "b", "--rate", "0"], "--rate must be positive"),
        (["floor", "--size=-1"], "--warmup and --size not negative"),
        (["echo"], "Missing expected argument '--data <folder>'"),
        (["echo", "--data", "b", "--phone", "a", "--all-phones"], "--phone and --all-phones: give one of them"),
        (["echo", "--data", "b", "--all-phones", "--phone-pid", "1"], "--phone-pid reads one phone's CPU"),
    ]

    @Test("bad arguments are refused with what to do", arguments: refusals)
    func refused(_ arguments: [String], _ advice: String) throws {
        let message = try #require(refusal(RelayLatencyCommand.self, arguments), "\(arguments) parsed")
        #expect(message.contains(advice), "\(arguments): “\(message)”")
    }

    static let pinned = HelpFixtures.commands(of: "relay-latency")

    @Test("every help text is the one pinned in Tests/HelpFixtures", arguments: pinned)
    func help(_ command: String) throws {
        let (help, pinned) = (HelpFixtures.help(RelayLatencyCommand.self, command), try HelpFixtures.pinned(command))
        #expect(help == pinned, "\(HelpFixtures.difference(help ?? "(no such subcommand)", pinned))")
    }

    @Test("the pinned list covers every subcommand")
    func everySubcommandPinned() {
        #expect(HelpFixtures.unpinned(RelayLatencyCommand.self, in: Self.pinned).isEmpty)
    }
}

/// `interact` waits for the timeline that answers each tap only so long: a lost update ends the
/// run with its reason instead of hanging it (a manual clock: no time passes in the test).
@Suite("relay-latency's wait for an answering timeline")
struct AnsweringTimelineBoundTests {
    @Test("a timeline that arrived is returned; one that never arrives gives nil once the bound is reached")
    func boundedWait() async throws {
        let clock = ManualClock(start: Date(timeIntervalSince1970: 0))
        let arrivals = Probe.Arrivals()
        let now = ContinuousClock.now
        arrivals.arrived(.with { $0.timeline = .with { $0.interactionID = "early" } }, at: now)
        #expect(await arrivals.timeline(for: "early", within: 60, on: clock) == now)
        // On a clock where the bound is over at once, the wait ends whether it gave up before or after waiting.
        for index in 0..<50 {
            let answer = try await within(60, "the wait for a lost timeline to give up") {
                await arrivals.timeline(for: "lost-\(index)", within: 60, on: BoundOverClock())
            }
            #expect(answer == nil)
        }
    }

    @Test("a bound that runs out before anyone waits still ends the wait that comes after")
    func givenUpFirst() async throws {
        let clock = ManualClock(start: Date(timeIntervalSince1970: 0))
        let arrivals = Probe.Arrivals()
        arrivals.giveUp("lost")
        let answer = try await within(60, "the wait for a timeline given up to end") {
            await arrivals.timeline(for: "lost", within: 60, on: clock)
        }
        #expect(answer == nil)
    }
}

/// A clock on which every wait is already over: a bound runs out as soon as it is set.
private struct BoundOverClock: NodeClock {
    func now() -> Date { Date(timeIntervalSince1970: 0) }
    func wait(until date: Date) async throws {}
    var isManual: Bool { true }
}
