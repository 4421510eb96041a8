import ArgumentParser
import Foundation
import Latency
import MirrorNodeKit
import NodeRuntime

struct Report: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Combine `--json` outputs into one Markdown table, with ratios to the echo baseline (and the floor) of the same run."
    )
    @Argument(help: "JSON files written by echo, interact and fanout with --json.") var files: [String]
    @Option(help: "The row the ratios are to.") var baseline = "echo"
    @Option(
        help: ArgumentHelp(
            "A second row every p50 and p99 is also divided by (the raw libzmq floor).", valueName: "row"))
    var floor: String?
    @Flag(
        help:
            "After the latency table, the CPU table: each series' CPU per operation (measured with --phone-pid), by thread."
    ) var cpu = false

    func run() async throws {
        var rows: [ReportRow] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ValidationError("cannot read \(file)")
            }
            rows += try JSONDecoder().decode([ReportRow].self, from: data)
        }
        print(LatencyReport.markdown(rows, baseline: baseline, floor: floor))
        if cpu, let table = CPUReport.markdown(rows, baseline: baseline) {
            print()
            print(table)
        }
    }
}

struct RelayReport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relay-report",
        abstract:
            "The relay tier's section of the report: `relay-hop`'s rows, `fanout --traffic` files, and the targets checked against them."
    )
    @Option(help: ArgumentHelp("relay-hop's --json output.", valueName: "file")) var hop: String?
    @Option(help: ArgumentHelp("relay-hop's --facts output.", valueName: "file")) var hopFacts: String?
    @Argument(help: "fanout --traffic files, direct and through the relay.") var traffic: [String] = []

    func run() async throws {
        let decoder = JSONDecoder()
        func read(_ file: String) throws -> Data {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ValidationError("cannot read \(file)")
            }
            return data
        }
        let rows = try hop.map { try decoder.decode([ReportRow].self, from: try read($0)) } ?? []
        let facts = try hopFacts.map { try decoder.decode([String: Double].self, from: try read($0)) } ?? [:]
        let fanouts = try traffic.map { try decoder.decode(FanoutTraffic.self, from: try read($0)) }
        print(RelayTierReport.markdown(hop: rows, hopFacts: facts, fanouts: fanouts))
    }
}

struct Populate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add N measurement widgets for this tool (for memory figures), on each phone measured.")
    @OptionGroup var mirror: MirrorOptions
    @OptionGroup var choice: PhoneChoice
    @Option(help: "How many widgets.") var count = 1000

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phones = try choice.phones(mirror)
        let count = count
        let several = phones.count > 1
        let outcomes = await againstEach(phones, connect: { (try await Probe.connect($0.options), $0.label) }) {
            let (probe, phone) = $0
            return try await probe.closing {
                let progress = ProgressBar(several ? "populate · \(phone)" : "populate", total: count)
                for index in 0..<count {
                    _ = try await probe.request {
                        $0.configureWidget = .with {
                            $0.kind = "Counter"; $0.family = .systemSmall
                        }
                    }
                    progress.update(index + 1)
                }
                return count
            }
        }
        let report = try SeveralPhonesReport(
            series: "populate", outcomes: outcomes, rows: { _, _ in [] }, total: { $0.isEmpty ? nil : $0.reduce(0, +) })
        for outcome in outcomes {
            guard case .success(let added) = outcome.result else { continue }
            print(several ? "added \(added) widgets on “\(outcome.phone)”" : "added \(added) widgets")
        }
        try report.finish()
    }
}
