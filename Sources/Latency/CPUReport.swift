import Foundation

/// The report's CPU table: for every series measured with the phone's process id, the
/// phone's CPU per operation split by thread role, its ratio to the echo's in the same run,
/// and the measuring tool's own.
public enum CPUReport {
    /// A Markdown table of the rows that carry CPU figures (nil when none does); `baseline`
    /// names the row the ratios are to.
    public static func markdown(_ rows: [ReportRow], baseline: String = "echo") -> String? {
        let measured = rows.filter { $0.cpu?.phone != nil || $0.cpu?.client != nil }
        guard !measured.isEmpty else { return nil }
        let base = rows.first { $0.name == baseline }?.cpu
        let roles = ThreadRole.allCases
        var lines = [
            "| series | ops | phone µs/op | ÷ \(baseline) | " + roles.map { "\($0.rawValue)" }.joined(separator: " | ")
                + " | ended threads | per copy | tool µs/op | tool ÷ \(baseline) |",
            "|---|---:|---:|---:|" + String(repeating: "---:|", count: roles.count) + "---:|---:|---:|---:|",
        ]
        for row in measured {
            let cpu = row.cpu!
            var cells = [row.name, "\(cpu.phone?.operations ?? cpu.client?.operations ?? 0)"]
            if let phone = cpu.phone {
                cells.append(figure(phone.total))
                cells.append(ratio(phone.total, base?.phone?.total))
                cells += roles.map { figure(phone.byRole[$0] ?? 0) }
                cells.append(phone.ended > 0 ? figure(phone.ended) : "—")
                cells.append(cpu.copies.map { figure(phone.total / Double(max(1, $0))) } ?? "—")
            } else {
                cells += Array(repeating: "—", count: 4 + roles.count)
            }
            cells.append(cpu.client.map { figure($0.total) } ?? "—")
            cells.append(cpu.client.map { ratio($0.total, base?.client?.total) } ?? "—")
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// `value ÷ base` to two decimals, or "—".
    public static func ratio(_ value: Double, _ base: Double?) -> String {
        guard let base, base > 0 else { return "—" }
        return String(format: "%.2f×", value / base)
    }

    static func figure(_ value: Double) -> String { String(format: "%.1f", value) }
}
