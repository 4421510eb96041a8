import Foundation
import TestSupport
import Testing

/// `relay-latency` against real nodes, as its `--help` offers it: `interact` straight to a phone
/// and through a relay (#49 point 12: through a relay it always failed, "no timeline for the
/// Counter widget": it read the relay's updates without opening them, so it never saw a timeline).
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
