import Foundation
import TestSupport
import Testing

/// One scrape of a node's `/metrics` (through curl), its samples by series, and what
/// `promtool check metrics` says of it.
struct Scrape {
    let text: String

    /// Scrapes `http://ADDRESS/metrics`, the address from the node's `<data>/metrics-address`,
    /// from the host the node runs on (a lab's namespace: its loopback is its own).
    static func of(data: String, on host: LabHost = .local) async throws -> Scrape {
        try await waitForFile("\(data)/metrics-address", within: 60)
        let address = try String(contentsOfFile: "\(data)/metrics-address", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let (curl, arguments) = host.command("/usr/bin/curl", ["-sSf", "http://\(address)/metrics"])
        let fetched = try await run(curl, arguments)
        #expect(fetched.status == 0, "curl: \(fetched.standardError)")
        return Scrape(text: fetched.standardOutput)
    }

    /// The sample of `series` (`name` or `name{label="value",…}` as exposed), nil if absent.
    func value(_ series: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(series + " ") {
            return Double(line.dropFirst(series.count + 1))
        }
        return nil
    }

    /// `/healthz`'s HTTP status, as the node on `host` answers it ("200", "503").
    static func health(data: String, on host: LabHost = .local) async throws -> String {
        try await waitForFile("\(data)/metrics-address", within: 60)
        let address = try String(contentsOfFile: "\(data)/metrics-address", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let (curl, arguments) = host.command(
            "/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "http://\(address)/healthz"])
        return try await run(curl, arguments).standardOutput
    }

    /// The sum of every series of metric `name` whose labels contain each of `labels`.
    func sum(_ name: String, where labels: [String] = []) -> Double {
        text.split(separator: "\n").filter { line in
            (line.hasPrefix(name + " ") || line.hasPrefix(name + "{")) && labels.allSatisfy { line.contains($0) }
        }.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }.reduce(0, +)
    }

    /// Where `tools/test` put promtool (taken out of Debian's package: `ensure_promtool` in
    /// tools/lib.sh), else whichever is on PATH.
    static var promtool: String {
        let taken = "\(Repository.root)/.build/tools/prometheus/usr/bin/promtool"
        return FileManager.default.isExecutableFile(atPath: taken) ? taken : "promtool"
    }

    /// `promtool check metrics` on this scrape: nil when it finds nothing, else what it says.
    func promtoolProblems() async throws -> String? {
        let file = TemporaryFolder.shared.makeFolder() + "/scrape.txt"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let checked = try await run("/bin/sh", ["-c", "\"$1\" check metrics < \"$0\"", file, Self.promtool])
        return checked.status == 0 ? nil : checked.standardOutput + checked.standardError
    }
}
