import Foundation
import Latency
import TestSupport
import Testing

@Suite("Latency: zmq-floor, the C CURVE DEALER ↔ ROUTER floor", .heavy)
struct FloorProgramTests {
    @Test("a short run prints one line relay-latency report can read, with every round trip counted")
    func shortRun() async throws {
        let output = try await run(
            Repository.product("zmq-floor"), ["--count", "50", "--warmup", "5", "--label", "floor \"C\""], within: 60)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let rows = try JSONDecoder().decode([ReportRow].self, from: Data(output.standardOutput.utf8))
        let row = try #require(rows.first)
        #expect(rows.count == 1)
        #expect(row.name == "floor \"C\"")
        #expect(row.summary.count == 50)
        #expect(row.summary.p50 > 0)
        #expect(
            row.summary.p50 <= row.summary.p90 && row.summary.p90 <= row.summary.p99
                && row.summary.p99 <= row.summary.p999)
        #expect(row.summary.p999 <= row.summary.max)
        #expect((row.summary.throughput ?? 0) > 0)
    }

    @Test(
        "a wrong argument is refused with a message",
        arguments: [["--count", "0"], ["--count", "x"], ["--bogus", "1"], ["--count"]])
    func refuses(_ arguments: [String]) async throws {
        let output = try await run(Repository.product("zmq-floor"), arguments, within: 30)
        #expect(output.status == 2)
        #expect(output.standardError.contains("zmq-floor"))
    }
}

@Suite("Latency: sync-floor, what one synced commit costs on this disk", .heavy)
struct SyncFloorProgramTests {
    @Test(
        "a short run prints the CPU and wall times of a SQLite commit into a log overwritten and into one growing, and of a raw sync, each above zero"
    )
    func shortRun() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let output = try await run(Repository.product("sync-floor"), ["--count", "20", "--folder", folder], within: 60)
        #expect(output.status == 0, "\(output.standardError)")
        let rows = output.standardOutput.split(separator: "\n").dropFirst().map { line in
            (
                name: String(line.prefix(44)).trimmingCharacters(in: .whitespaces),
                figures: line.dropFirst(44).split(separator: " ").compactMap { Double($0) }
            )
        }
        #expect(
            rows.map(\.name) == [
                "SQLite commit, log overwritten in place", "SQLite commit, log growing",
                "pwrite 3 log frames + fdatasync, in place",
            ])
        for row in rows {
            try #require(row.figures.count == 3, "\(row)")
            #expect(row.figures.allSatisfy { $0 > 0 }, "\(row)")
            #expect(row.figures[1] <= row.figures[2], "p50 above p99: \(row)")
        }
    }

    @Test(
        "a wrong argument is refused with a message",
        arguments: [["--count", "0"], ["--count", "x"], ["--count", " 5"], ["--bogus", "1"], ["--count"]])
    func refuses(_ arguments: [String]) async throws {
        let output = try await run(Repository.product("sync-floor"), arguments, within: 30)
        #expect(output.status == 2)
        #expect(output.standardError.contains("sync-floor"))
    }
}
