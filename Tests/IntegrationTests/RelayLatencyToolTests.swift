import Foundation
import TestSupport
import Testing

/// `relay-latency` against real nodes, as its `--help` offers it: `interact` straight to a phone
/// and through a relay (#49 point 12: through a relay it always failed, "no timeline for the
/// Counter widget": it read the relay's updates without opening them, so it never saw a timeline),
/// and against several phones in one run (#49 point 12b: it talked to one phone a run).
@Suite("relay-latency against real nodes", .heavy)
struct RelayLatencyToolTests {
    /// Pairs a relay-latency tool with `phone` (its key added on the phone as a tool's).
    static func pairTool(_ data: String, on phone: PhoneProcess) async throws {
        let keys = try await run(Repository.product("relay-latency"), ["keys", "--data", data])
        let key = try #require(
            keys.standardOutput.split(separator: "\n").first?.split(separator: " ").last.map(String.init),
            "\(keys.standardOutput)")
        let added = try await phone.cli(["devices", "add", "--id", "bench", "--kind", "tool", "--key=\(key)"])
        #expect(added.status == 0, "\(added.standardError)")
    }

    /// The measured interactions in `interact --json`'s output (the count of its tap → result and tap → timeline rows).
    static func measured(_ output: String) throws -> [Int] {
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
        return rows.filter { ($0["name"] as? String)?.hasPrefix("interact (durable): tap →") == true }
            .compactMap { ($0["summary"] as? [String: Any])?["count"] as? Int }
    }

    @Test("interact through a relay measures, as it does straight to the phone")
    func interactThroughARelay() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let relay = try await RelayProcess.start(data: "\(folder)/relay")
        let phone = try await PhoneProcess.startRelayed(data: "\(folder)/phone", relay: relay)
        try await Self.pairTool("\(folder)/tool", on: phone)
        let output = try await run(
            Repository.product("relay-latency"),
            [
                "interact", "--data", "\(folder)/tool", "--id", "bench", "--phone-key=\(phone.key)",
                "--relay", relay.mirrors, "--relay-key=\(relay.key)", "--count", "20", "--warmup", "2", "--json",
            ], within: 120)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.measured(output.standardOutput) == [20, 20], "tap → result and tap → timeline, 20 each")
        #expect(try PhoneStore(data: phone.data).counter == 22)
        try await phone.process.stop()
        try await relay.process.stop()
    }

    /// `--json` rows by name: each row's measured count.
    static func counts(_ output: String) throws -> [String: Int] {
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
        var counts: [String: Int] = [:]
        for row in rows {
            if let name = row["name"] as? String, let count = (row["summary"] as? [String: Any])?["count"] as? Int {
                counts[name] = count
            }
        }
        return counts
    }

    @Test(
        "two phones in one run, one straight and one through a relay: each phone's figures and the total; with one of them stopped, it is named and the other still measured"
    )
    func severalPhones() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let tool = "\(folder)/tool"
        let relay = try await RelayProcess.start(data: "\(folder)/relay")
        let home = try await PhoneProcess.start(data: "\(folder)/home")
        let work = try await PhoneProcess.startRelayed(data: "\(folder)/work", relay: relay)
        try await Self.pairTool(tool, on: home)
        try await Self.pairTool(tool, on: work)
        let program = Repository.product("relay-latency")
        // The tool remembers each phone once (`phones` measures nothing), then names them all.
        for arguments in [
            ["--phone-key=\(home.key)", "--router", home.router, "--publisher", home.publisher],
            ["--phone-key=\(work.key)", "--relay", relay.mirrors, "--relay-key=\(relay.key)"],
        ] {
            let added = try await run(program, ["phones", "--data", tool, "--id", "bench"] + arguments)
            #expect(added.status == 0, "\(added.standardError)")
        }
        let records = MirrorData.records(tool)
        let homePrint = try #require(records.first { $0.value["phone_key"] == home.key }?.key)
        let workPrint = try #require(records.first { $0.value["phone_key"] == work.key }?.key)
        let (homeName, workName) = ("phone \(homePrint)", "phone \(workPrint)")
        let listed = try await run(program, ["phones", "--data", tool])
        #expect(
            listed.standardOutput.contains("\(homeName)  \(homePrint)  as bench  \(home.router)")
                && listed.standardOutput.contains("\(workName)  \(workPrint)  as bench  through \(relay.mirrors)"),
            "\(listed.standardOutput)")

        let both = try await run(
            program, ["interact", "--data", tool, "--all-phones", "--count", "20", "--warmup", "2", "--json"],
            within: 180)
        #expect(both.status == 0, "\(both.standardError)")
        let rows = try Self.counts(both.standardOutput)
        for (name, count) in [
            (homeName, 20), (workName, 20), ("2 phones", 40),
        ] {
            for figure in ["tap → result", "tap → timeline"] {
                #expect(
                    rows["interact (durable) · \(name): \(figure)"] == count,
                    "\(name), \(figure): \(rows.keys.sorted())")
            }
        }
        #expect(try PhoneStore(data: home.data).counter == 22)
        #expect(try PhoneStore(data: work.data).counter == 22)
        // Fan-out from each at once: the relayed phone's subscribers read it at the relay.
        let fanout = try await run(
            program,
            ["fanout", "--data", tool, "--all-phones", "--mirrors", "3", "--count", "10", "--warmup", "1", "--json"],
            within: 180)
        #expect(fanout.status == 0, "\(fanout.standardError)")
        let spread = try Self.counts(fanout.standardOutput)
        #expect(
            spread == [
                "fanout ×3 · \(homeName): tap → last arrival": 10, "fanout ×3 · \(homeName): first → last arrival": 10,
                "fanout ×3 · \(workName) through the relay: tap → last arrival": 10,
                "fanout ×3 · \(workName) through the relay: first → last arrival": 10,
                "fanout ×3 · 2 phones: tap → last arrival": 20, "fanout ×3 · 2 phones: first → last arrival": 20,
            ], "\(spread)")

        // One phone stopped: the run names it and why, measures the other, and ends (status 1).
        try await work.process.stop()
        let one = try await run(
            program,
            [
                "echo", "--data", tool, "--phone", homePrint, "--phone", workPrint, "--count", "20", "--warmup", "2",
                "--json",
            ],
            within: 120)
        #expect(one.status == 1, "\(one.standardError)")
        #expect(
            one.standardError.contains(
                "echo: phone “\(workName)” (\(workPrint)) not measured: nothing from the phone through the relay within 10 s"
            ),
            "\(one.standardError)")
        let echoes = try Self.counts(one.standardOutput)
        #expect(echoes == ["echo · \(homeName)": 20, "echo · 1 of 2 phones": 20], "\(echoes)")
        try await home.process.stop()
        try await relay.process.stop()
    }

    @Test("interact straight to the phone")
    func interactDirect() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await Self.pairTool("\(folder)/tool", on: phone)
        let output = try await run(
            Repository.product("relay-latency"),
            [
                "interact", "--data", "\(folder)/tool", "--id", "bench", "--phone-key=\(phone.key)",
                "--router", phone.router, "--publisher", phone.publisher, "--count", "20", "--warmup", "2", "--json",
            ], within: 120)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.measured(output.standardOutput) == [20, 20])
        #expect(try PhoneStore(data: phone.data).counter == 22)
        try await phone.process.stop()
    }
}
