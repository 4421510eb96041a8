import Latency
import Testing

@Suite("Latency: the machine's load while measuring")
struct MachineLoadTests {
    static let loadavg = "0.40 0.52 0.61 2/118 26859\n"
    // Two cores; the totals are the sum of the per-core lines.
    static func stat(user: UInt64, idle: UInt64, steal: UInt64) -> String {
        """
        cpu  \(user) 0 100 \(idle) 50 0 10 \(steal) 0 0
        cpu0 1 0 0 1 0 0 0 0 0 0
        cpu1 1 0 0 1 0 0 0 0 0 0
        intr 12345
        """
    }
    // A command name with spaces and a parenthesis, then utime 7, stime 3, cutime 20, cstime 5.
    static let process = "4242 (relay (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 7 3 20 5 20 0 1 0 2227965 5238784 926"

    @Test("a snapshot reads /proc/loadavg, /proc/stat and the measured processes' stat lines")
    func parses() throws {
        let snapshot = try #require(
            LoadSnapshot(
                loadavg: Self.loadavg, stat: Self.stat(user: 1000, idle: 5000, steal: 40),
                processStats: [Self.process, Self.process]))
        #expect(snapshot.loadAverage == 0.40)
        #expect(snapshot.busyTicks == 1000 + 100 + 10)
        #expect(snapshot.idleTicks == 5000 + 50)
        #expect(snapshot.stealTicks == 40)
        #expect(snapshot.cores == 2)
        #expect(snapshot.ownTicks == 2 * (7 + 3 + 20 + 5))
        #expect(LoadSnapshot(loadavg: "", stat: Self.stat(user: 1, idle: 1, steal: 0), processStats: []) == nil)
        #expect(LoadSnapshot(loadavg: Self.loadavg, stat: "intr 1", processStats: []) == nil)
        #expect(
            LoadSnapshot(loadavg: Self.loadavg, stat: Self.stat(user: 1, idle: 1, steal: 0), processStats: ["garbage"])
                == nil)
    }

    @Test("busy time is split into the measured processes and everything else, as shares of all cores")
    func compares() {
        let before = LoadSnapshot(
            loadAverage: 0.4, busyTicks: 1000, idleTicks: 9000, stealTicks: 0, cores: 2, ownTicks: 100)
        // 400 ticks elapsed over both cores: 200 busy (150 ours), 180 idle, 20 stolen.
        let after = LoadSnapshot(
            loadAverage: 1.1, busyTicks: 1200, idleTicks: 9180, stealTicks: 20, cores: 2, ownTicks: 250)
        let load = MachineLoad(before: before, after: after)
        #expect(load.busyPercent == 50)
        #expect(load.ownPercent == 37.5)
        #expect(load.othersPercent == 12.5)
        #expect(load.stealPercent == 5)
        #expect(
            load.summary
                == "1-min loadavg 0.40 → 1.10; CPU busy 50 % of 2 cores (this benchmark 38 %, other processes 12 %); hypervisor steal 5 %"
        )
    }

    @Test("no elapsed time, or our count above the machine's, never gives nonsense")
    func degenerate() {
        let same = LoadSnapshot(loadAverage: 0, busyTicks: 10, idleTicks: 10, stealTicks: 0, cores: 1, ownTicks: 0)
        #expect(MachineLoad(before: same, after: same).busyPercent == 0)
        #expect(MachineLoad(before: same, after: same).summary.contains("of 1 core "))
        let after = LoadSnapshot(loadAverage: 0, busyTicks: 20, idleTicks: 10, stealTicks: 0, cores: 1, ownTicks: 30)
        #expect(MachineLoad(before: same, after: after).othersPercent == 0)
    }
}
