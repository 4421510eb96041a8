import Foundation

/// One row of a report: what was measured and its summary.
public struct ReportRow: Sendable, Codable, Hashable {
    public let name: String
    public let summary: LatencySummary
    /// The CPU the series cost per operation (its main row only, when measured).
    public var cpu: SeriesCPU?
    public init(name: String, summary: LatencySummary, cpu: SeriesCPU? = nil) {
        self.name = name
        self.summary = summary
        self.cpu = cpu
    }
}

/// Tables of figures, with ratios to a baseline measured in the same run.
public enum LatencyReport {
    /// A Markdown table; `baseline` names the row the ratios are to. With `floor`, the
    /// name of a second reference row (the raw libzmq floor), two more columns give
    /// every row's p50 and p99 as ratios to that row as well.
    public static func markdown(_ rows: [ReportRow], baseline: String?, floor: String? = nil) -> String {
        let base = rows.first { $0.name == baseline }?.summary
        let floorRow = floor.flatMap { name in rows.first { $0.name == name }?.summary }
        var header =
            "| measurement | count | p50 µs | p90 µs | p99 µs | p99.9 µs | max µs | throughput /s | p50 ÷ \(baseline ?? "—") | p99 ÷ \(baseline ?? "—") |"
        var rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
        if floor != nil {
            header += " p50 ÷ floor | p99 ÷ floor |"
            rule += "---:|---:|"
        }
        var lines = [header, rule]
        for row in rows {
            let s = row.summary
            var line =
                "| \(row.name) | \(s.count) | \(s.p50) | \(s.p90) | \(s.p99) | \(s.p999) | \(s.max) | "
                + "\(s.throughput.map { String(format: "%.0f", $0) } ?? "—") | \(ratio(s.p50, base?.p50)) | \(ratio(s.p99, base?.p99)) |"
            if floor != nil { line += " \(ratio(s.p50, floorRow?.p50)) | \(ratio(s.p99, floorRow?.p99)) |" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A plain table for terminals.
    public static func text(_ rows: [ReportRow]) -> String {
        var lines = [
            "measurement".padding(toLength: 34, withPad: " ", startingAt: 0)
                + "   count      p50      p90      p99    p99.9      max  (µs)"
        ]
        for row in rows {
            let s = row.summary
            let numbers = [s.count, s.p50, s.p90, s.p99, s.p999, s.max].map { String($0).leftPadded(8) }.joined(
                separator: " ")
            lines.append(row.name.padding(toLength: 34, withPad: " ", startingAt: 0) + " " + numbers)
        }
        return lines.joined(separator: "\n")
    }

    /// `value ÷ base` to two decimals, or "—".
    public static func ratio(_ value: UInt64, _ base: UInt64?) -> String {
        guard let base, base > 0 else { return "—" }
        return String(format: "%.2f×", Double(value) / Double(base))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// A progress bar on standard error, when it is a terminal.
public struct ProgressBar: Sendable {
    public let label: String
    public let total: Int
    let enabled: Bool

    public init(_ label: String, total: Int) {
        self.label = label
        self.total = total
        enabled = isatty(STDERR_FILENO) != 0
    }

    public func update(_ done: Int) {
        guard enabled, total > 0, done % max(1, total / 100) == 0 || done == total else { return }
        let width = 30, filled = done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)\(done == total ? "\n" : "")".utf8))
    }
}
