import Foundation
import NodeRuntime
import Prometheus
import Synchronization

/// The standard `process_*` series Prometheus's own client libraries expose, and a
/// `widgetrelay_build_info` series, read from `/proc/self` at each scrape: restarts
/// (`process_start_time_seconds`), memory and descriptors become visible on a dashboard.
final class ProcessMetrics: Sendable {
    private let cpu: Counter
    private let resident, virtualMemory, openFDs, maxFDs: Gauge
    /// The CPU seconds already added to ``cpu`` (a counter only goes up by its increments).
    private let cpuCounted = Mutex<Double>(0)

    /// Registers the series in `registry`; `program` names the node (`phone-node`…) in the build info.
    init(registry: PrometheusCollectorRegistry, program: String) {
        cpu = registry.makeCounter(
            descriptor: Self.descriptor("process_cpu_seconds_total", "Total user and system CPU time spent in seconds.")
        )
        resident = registry.makeGauge(
            descriptor: Self.descriptor("process_resident_memory_bytes", "Resident memory size in bytes."))
        virtualMemory = registry.makeGauge(
            descriptor: Self.descriptor("process_virtual_memory_bytes", "Virtual memory size in bytes."))
        openFDs = registry.makeGauge(
            descriptor: Self.descriptor("process_open_fds", "Number of open file descriptors."))
        maxFDs = registry.makeGauge(
            descriptor: Self.descriptor("process_max_fds", "Maximum number of open file descriptors."))
        let start = registry.makeGauge(
            descriptor: Self.descriptor(
                "process_start_time_seconds", "Start time of the process since unix epoch in seconds."))
        start.set(Self.startTime() ?? Date().timeIntervalSince1970)
        registry.makeGauge(
            descriptor: Self.descriptor("widgetrelay_build_info", "Always 1: which program and build this node runs."),
            labels: [("program", program), ("version", BuildInfo.version), ("swift", BuildInfo.swift)]
        ).set(1.0)
        update()
    }

    /// Reads `/proc/self` again (before each scrape is written).
    func update() {
        if let stat = Self.stat() {
            let seconds = Double(stat.userTicks + stat.systemTicks) / Self.ticksPerSecond
            let added = cpuCounted.withLock { counted -> Double in
                let added = max(0, seconds - counted)
                counted += added
                return added
            }
            if added > 0 { cpu.increment(by: added) }
            resident.set(Double(stat.residentPages) * Double(sysconf(Int32(_SC_PAGESIZE))))
            virtualMemory.set(Double(stat.virtualBytes))
        }
        openFDs.set(Double((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0))
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 { maxFDs.set(Double(limit.rlim_cur)) }
    }

    static func descriptor(_ name: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: name, unitName: "", helpText: help)
    }

    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// The fields of `/proc/self/stat` used here (proc(5): utime 14, stime 15, starttime 22, vsize 23, rss 24).
    struct Stat {
        var userTicks, systemTicks, startTicks: UInt64
        var virtualBytes, residentPages: UInt64
    }

    static func stat(_ text: String? = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8)) -> Stat? {
        // The command name (field 2) is in parentheses and may hold spaces: fields count from after its ")".
        guard let text, let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state): field n is fields[n - 3].
        func field(_ n: Int) -> UInt64? { fields.count > n - 3 ? UInt64(fields[n - 3]) : nil }
        guard let user = field(14), let system = field(15), let start = field(22), let size = field(23),
            let rss = field(24)
        else { return nil }
        return Stat(userTicks: user, systemTicks: system, startTicks: start, virtualBytes: size, residentPages: rss)
    }

    /// When the process started, in seconds since 1970: boot time (`/proc/stat`'s btime) plus its start in ticks.
    static func startTime() -> Double? {
        guard let stat = stat(), let system = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = system.split(separator: "\n").first(where: { $0.hasPrefix("btime ") }),
            let boot = Double(line.dropFirst("btime ".count))
        else { return nil }
        return boot + Double(stat.startTicks) / ticksPerSecond
    }
}
