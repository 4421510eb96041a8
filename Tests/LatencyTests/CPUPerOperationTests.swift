import Foundation
import Latency
import Testing

@Suite("Latency: CPU per operation, by thread")
struct CPUPerOperationTests {
    // A thread name with a space and parentheses, then utime 70, stime 30.
    static let stat = "4243 (ZMQbg/IO (0)) S 1 4242 4242 0 -1 4194560 100 0 0 0 70 30 20 5 20 0 1 0 2227965 5238784 926"

    @Test("a stat line gives the thread's name and utime + stime; a schedstat line its nanoseconds on the CPU")
    func parses() throws {
        let parsed = try #require(ThreadTime.parseStat(Self.stat))
        #expect(parsed.name == "ZMQbg/IO (0)")
        #expect(parsed.ticks == 100)
        #expect(ThreadTime.parseStat("garbage") == nil)
        #expect(ThreadTime.parseStat("1 (x) S 1 2") == nil)
        #expect(ThreadTime.parseSchedstat("123456789 2000 17\n") == 123_456_789)
        #expect(ThreadTime.parseSchedstat("") == nil)
    }

    @Test(
        "threads are named for their role",
        arguments: [
            ("phone-loop", ThreadRole.loop), ("probe", .loop), ("fanout", .loop), ("ZMQbg/IO/0", .zmqIO),
            ("ZMQbg/IO/1", .zmqIO),
            ("ZMQbg/Reaper", .other), ("app-code", .appCode), ("checkpointer", .checkpointer), ("phone-node", .other),
            ("dispatch", .other),
        ])
    func roles(name: String, role: ThreadRole) {
        #expect(ThreadRole.of(name: name) == role)
    }

    static func threads(_ list: [(Int32, String, UInt64)], process: UInt64) -> ThreadTimes {
        ThreadTimes(
            threads: list.map { ThreadTime(id: $0.0, name: $0.1, nanoseconds: $0.2) }, processNanoseconds: process)
    }

    @Test(
        "each thread's time between two readings, summed by role and divided by the operations; a thread born meanwhile counts from zero"
    )
    func perOperation() {
        let before = Self.threads(
            [(1, "phone-node", 1_000_000), (2, "phone-loop", 5_000_000), (3, "ZMQbg/IO/0", 2_000_000)],
            process: 10_000_000)
        let after = Self.threads(
            [
                (1, "phone-node", 1_000_000), (2, "phone-loop", 9_000_000), (3, "ZMQbg/IO/0", 3_000_000),
                (4, "app-code", 2_000_000), (5, "ZMQbg/IO/1", 1_000_000),
            ], process: 18_000_000)
        let cpu = CPUPerOperation(before: before, after: after, operations: 1000, tickNanoseconds: 10_000_000)
        #expect(cpu.operations == 1000)
        #expect(cpu.byRole[.loop] == 4)  // 4 ms over 1,000 operations: 4 µs each
        #expect(cpu.byRole[.zmqIO] == 2)  // 1 ms + 1 ms
        #expect(cpu.byRole[.appCode] == 2)
        #expect(cpu.byRole[.checkpointer] == 0)
        #expect(cpu.byRole[.other] == 0)
        #expect(cpu.ended == 0)  // 8 ms in the process, 8 ms in its threads
        #expect(cpu.total == 8)
    }

    @Test("a process's time beyond its living threads' (past the ticks' rounding) is the threads that ended")
    func endedThreads() {
        let before = Self.threads([(1, "phone-loop", 0), (2, "app-code", 1_000_000)], process: 0)
        let after = Self.threads([(1, "phone-loop", 10_000_000)], process: 60_000_000)
        let cpu = CPUPerOperation(before: before, after: after, operations: 100, tickNanoseconds: 10_000_000)
        #expect(cpu.byRole[.loop] == 100)
        #expect(cpu.ended == 500)
        // Within two ticks: rounding, not an ended thread.
        let rounded = CPUPerOperation(
            before: before, after: Self.threads([(1, "phone-loop", 10_000_000)], process: 30_000_000),
            operations: 100, tickNanoseconds: 10_000_000)
        #expect(rounded.ended == 0)
    }

    @Test(
        "the CPU table: phone µs per operation by role, its ratio to echo's, per copy for fan-out, the tool's own; rows without CPU left out"
    )
    func table() throws {
        func cpu(_ loop: Double, _ io: Double, client: Double, copies: Int? = nil) -> SeriesCPU {
            SeriesCPU(
                phone: CPUPerOperation(
                    operations: 2000, byRole: [.loop: loop, .zmqIO: io, .appCode: 0, .checkpointer: 0, .other: 0]),
                client: CPUPerOperation(operations: 2000, byRole: [.loop: client]), copies: copies)
        }
        let summary = LatencySummary(
            count: 2000, p50: 80, p90: 90, p99: 100, p999: 110, max: 120, mean: 85, throughput: nil)
        let rows = [
            ReportRow(name: "floor", summary: summary),
            ReportRow(name: "echo", summary: summary, cpu: cpu(60, 40, client: 50)),
            ReportRow(name: "fanout ×100", summary: summary, cpu: cpu(300, 710, client: 900, copies: 101)),
        ]
        let table = try #require(CPUReport.markdown(rows))
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[0].hasPrefix(
                "| series | ops | phone µs/op | ÷ echo | loop | app code | zmq I/O | checkpointer | other |"))
        #expect(lines[2] == "| echo | 2000 | 100.0 | 1.00× | 60.0 | 0.0 | 40.0 | 0.0 | 0.0 | — | — | 50.0 | 1.00× |")
        #expect(
            lines[3]
                == "| fanout ×100 | 2000 | 1010.0 | 10.10× | 300.0 | 0.0 | 710.0 | 0.0 | 0.0 | — | 10.0 | 900.0 | 18.00× |"
        )
        #expect(CPUReport.markdown([ReportRow(name: "floor", summary: summary)]) == nil)
    }

    @Test("a row's CPU figures survive the JSON the tool writes and the report reads; a row without them still decodes")
    func json() throws {
        let summary = LatencySummary(count: 1, p50: 1, p90: 1, p99: 1, p999: 1, max: 1, mean: 1, throughput: nil)
        let row = ReportRow(
            name: "echo", summary: summary,
            cpu: SeriesCPU(
                phone: CPUPerOperation(operations: 5, byRole: [.loop: 1.5, .zmqIO: 2], ended: 0.5), client: nil))
        let data = try JSONEncoder().encode([row])
        #expect(String(decoding: data, as: UTF8.self).contains("\"zmq I\\/O\""))
        #expect(try JSONDecoder().decode([ReportRow].self, from: data) == [row])
        let old = try JSONEncoder().encode([ReportRow(name: "echo", summary: summary)])
        #expect(try JSONDecoder().decode([ReportRow].self, from: old).first?.cpu == nil)
    }

    @Test("this process's own threads can be read, the caller's among them")
    func readsItself() throws {
        let times = try #require(ThreadTimes.read(pid: getpid()))
        #expect(!times.threads.isEmpty)
        #expect(times.threads.contains { $0.id == getpid() })
    }
}
