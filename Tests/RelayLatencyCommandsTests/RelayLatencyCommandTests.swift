import ArgumentParser
@testable import MirrorNodeKit
@testable import RelayLatencyCommands
import TestSupport
import Testing

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
