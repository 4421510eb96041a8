import Foundation

/// One thread's name and the CPU time it has used so far, read from
/// `/proc/PID/task/TID/stat` (its name and `utime + stime`) and, when the kernel keeps it,
/// `/proc/PID/task/TID/schedstat` (the same time in nanoseconds: ticks are 10 ms, too coarse
/// for an echo's 100 µs over a few thousand of them).
public struct ThreadTime: Sendable, Codable, Hashable {
    /// The thread's id (TID).
    public var id: Int32
    /// Its name (`comm`, at most 15 bytes: what `pthread_setname_np` set, else the program's).
    public var name: String
    /// CPU time used so far, user and system, in nanoseconds.
    public var nanoseconds: UInt64

    public init(id: Int32, name: String, nanoseconds: UInt64) {
        self.id = id
        self.name = name
        self.nanoseconds = nanoseconds
    }

    /// The name (field 2, in parentheses, which the name itself may hold) and `utime + stime`
    /// in ticks (fields 14 and 15) of one `stat` line; nil if it cannot be parsed.
    public static func parseStat(_ text: String) -> (name: String, ticks: UInt64)? {
        guard let line = ProcStatLine(text), let name = line.name, line.fields.count >= 13,
            let user = UInt64(line.fields[11]), let system = UInt64(line.fields[12])
        else { return nil }
        return (String(name), user + system)
    }

    /// The time on the CPU (the first field, nanoseconds) of one `schedstat` line.
    public static func parseSchedstat(_ text: String) -> UInt64? {
        text.split(separator: " ").first.flatMap { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}

/// Every thread of one process at one moment, and the process's own total (which keeps
/// the time of threads that have ended): what ``CPUPerOperation`` compares.
public struct ThreadTimes: Sendable, Codable, Hashable {
    public var threads: [ThreadTime]
    /// The whole process's `utime + stime` (`/proc/PID/stat`), in nanoseconds at tick resolution.
    public var processNanoseconds: UInt64

    public init(threads: [ThreadTime], processNanoseconds: UInt64) {
        self.threads = threads
        self.processNanoseconds = processNanoseconds
    }

    /// Nanoseconds in a kernel clock tick (`USER_HZ`).
    public static var tickNanoseconds: UInt64 { UInt64(1_000_000_000 / max(1, sysconf(Int32(_SC_CLK_TCK)))) }

    /// Reads `/proc/PID/task/*` now; nil if the process is gone. A thread that ends while it
    /// is read is left out.
    public static func read(pid: Int32) -> ThreadTimes? {
        let tick = tickNanoseconds
        func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        guard let process = text("/proc/\(pid)/stat").flatMap(ThreadTime.parseStat),
            let tids = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        else { return nil }
        var threads: [ThreadTime] = []
        for tid in tids.compactMap({ Int32($0) }).sorted() {
            let folder = "/proc/\(pid)/task/\(tid)"
            guard let (name, ticks) = text("\(folder)/stat").flatMap(ThreadTime.parseStat) else { continue }
            let nanoseconds = text("\(folder)/schedstat").flatMap(ThreadTime.parseSchedstat) ?? ticks * tick
            threads.append(ThreadTime(id: tid, name: name, nanoseconds: nanoseconds))
        }
        return ThreadTimes(threads: threads, processNanoseconds: process.ticks * tick)
    }
}
