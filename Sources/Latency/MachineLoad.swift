import Foundation

/// The machine's load at one moment, read from `/proc`: `tools/bench` takes one before
/// it measures and one after, and reports what happened in between (``MachineLoad``).
///
/// CPU times are in the kernel's clock ticks (`USER_HZ`), the unit `/proc/stat` and
/// `/proc/<pid>/stat` share, so they can be compared without knowing the tick rate.
public struct LoadSnapshot: Sendable, Hashable, Codable {
    /// The 1-minute load average (`/proc/loadavg`'s first field).
    public var loadAverage: Double
    /// All cores' ticks spent running something (user, nice, system, irq, softirq).
    public var busyTicks: UInt64
    /// All cores' ticks spent idle or waiting for I/O.
    public var idleTicks: UInt64
    /// All cores' ticks the hypervisor gave to another guest (`steal`).
    public var stealTicks: UInt64
    /// The CPU cores `/proc/stat` lists.
    public var cores: Int
    /// Ticks the processes being measured (and their children they waited for) have used so far.
    public var ownTicks: UInt64

    public init(
        loadAverage: Double, busyTicks: UInt64, idleTicks: UInt64, stealTicks: UInt64, cores: Int, ownTicks: UInt64
    ) {
        self.loadAverage = loadAverage
        self.busyTicks = busyTicks
        self.idleTicks = idleTicks
        self.stealTicks = stealTicks
        self.cores = cores
        self.ownTicks = ownTicks
    }

    /// A snapshot from the texts of `/proc/loadavg`, `/proc/stat` and the measured
    /// processes' `/proc/<pid>/stat`; nil if one cannot be read.
    public init?(loadavg: String, stat: String, processStats: [String]) {
        guard let load = loadavg.split(separator: " ").first.flatMap({ Double($0) }) else { return nil }
        let lines = stat.split(separator: "\n")
        guard let total = lines.first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest is already in user)
        let fields = total.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        guard fields.count >= 8 else { return nil }
        var own: UInt64 = 0
        for text in processStats {
            guard let ticks = Self.processTicks(text) else { return nil }
            own += ticks
        }
        self.init(
            loadAverage: load,
            busyTicks: fields[0] + fields[1] + fields[2] + fields[5] + fields[6],
            idleTicks: fields[3] + fields[4],
            stealTicks: fields[7],
            cores: lines.filter { $0.hasPrefix("cpu") && !$0.hasPrefix("cpu ") }.count,
            ownTicks: own)
    }

    /// utime + stime + cutime + cstime of one `/proc/<pid>/stat` line. The command name
    /// (field 2) is in parentheses and may hold spaces, so fields are counted after its `)`.
    static func processTicks(_ text: String) -> UInt64? {
        // utime(14) stime(15) cutime(16) cstime(17).
        guard let fields = ProcStatLine(text)?.fields, fields.count >= 15 else { return nil }
        var sum: UInt64 = 0
        for index in 11...14 {
            // cutime and cstime are signed in the kernel's format; they are never negative in practice.
            guard let value = Int64(fields[index]) else { return nil }
            sum += UInt64(max(0, value))
        }
        return sum
    }

    /// Reads this machine's `/proc` now, counting `pids` (each with its waited-for children)
    /// as the measured processes; a pid that has gone counts nothing.
    public static func read(pids: [Int32]) throws -> LoadSnapshot {
        func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
        let processes = pids.compactMap { try? text("/proc/\($0)/stat") }
        guard
            let snapshot = LoadSnapshot(
                loadavg: try text("/proc/loadavg"), stat: try text("/proc/stat"), processStats: processes)
        else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "cannot parse /proc/loadavg or /proc/stat"])
        }
        return snapshot
    }
}

/// What the machine did between two ``LoadSnapshot``s: the load average then and now, and
/// how busy its cores were, split into the measured processes and everything else.
public struct MachineLoad: Sendable, Hashable {
    public let before: LoadSnapshot
    public let after: LoadSnapshot

    public init(before: LoadSnapshot, after: LoadSnapshot) {
        self.before = before
        self.after = after
    }

    private var elapsedTicks: UInt64 {
        (after.busyTicks &- before.busyTicks) &+ (after.idleTicks &- before.idleTicks)
            &+ (after.stealTicks &- before.stealTicks)
    }

    private func percent(_ ticks: UInt64) -> Double {
        elapsedTicks == 0 ? 0 : Double(ticks) / Double(elapsedTicks) * 100
    }

    /// Percent of all cores' time spent running anything.
    public var busyPercent: Double { percent(after.busyTicks &- before.busyTicks) }
    /// Percent of all cores' time the measured processes used.
    public var ownPercent: Double { percent(after.ownTicks >= before.ownTicks ? after.ownTicks - before.ownTicks : 0) }
    /// Percent of all cores' time everything else used (busy minus the measured processes).
    public var othersPercent: Double { max(0, busyPercent - ownPercent) }
    /// Percent of all cores' time the hypervisor gave to other guests.
    public var stealPercent: Double { percent(after.stealTicks &- before.stealTicks) }

    /// One line for a report, e.g. "1-min loadavg 0.40 → 1.10; CPU busy 52 % of 2 cores
    /// (this benchmark 45 %, other processes 7 %); hypervisor steal 0 %".
    public var summary: String {
        let cores = after.cores == 1 ? "1 core" : "\(after.cores) cores"
        func figure(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }
        return "1-min loadavg \(figure(before.loadAverage, 2)) → \(figure(after.loadAverage, 2)); "
            + "CPU busy \(figure(busyPercent)) % of \(cores) (this benchmark \(figure(ownPercent)) %, other processes \(figure(othersPercent)) %); "
            + "hypervisor steal \(figure(stealPercent)) %"
    }
}
