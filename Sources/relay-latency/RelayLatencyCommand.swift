import ArgumentParser
import Foundation
import Latency
import Logging
import Mirror
import MirrorNodeKit
import NodeRuntime
import RelayCore
import RelayWire
import WidgetRelayKit

@main
struct RelayLatencyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relay-latency",
        abstract: "Measures round trips and fan-out against a running phone-node, as a paired device.",
        discussion: """
            Pair this tool like a mirror (`relay-latency keys --data D`, then on the phone \
            `phone-node devices add --id bench --kind tool --key=KEY`). Every figure is in microseconds; \
            compare it with `echo`, measured through the same sockets and CURVE in the same run.
            """,
        subcommands: [Echo.self, Interact.self, Fanout.self, Flood.self, Floor.self, Report.self, Load.self, Populate.self, MirrorKeysCommand<Tool>.self])
}

/// The tool as a device: it introduces itself as a tool and shows desktop sizes.
enum Tool: MirrorDevice {
    static let name = "Tool"
    static let kind = DeviceKind.tool
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    static let renderingMode = WidgetRenderingMode.accented
    static let surface = ScriptSession.Surface.desktop
}

/// What every measurement takes.
struct MeasureOptions: ParsableArguments {
    @OptionGroup var mirror: MirrorOptions
    @Option(help: "Measured operations.") var count = 1000
    @Option(help: "Operations before measuring (excluded).") var warmup = 100
    @Flag(help: "Print the figures as JSON.") var json = false
    @Option(help: ArgumentHelp("Write HdrHistogram's percentile distribution of the main figure here.", valueName: "file")) var hgrm: String?

    func validate() throws {
        guard count > 0, warmup >= 0 else { throw ValidationError("--count must be positive and --warmup not negative") }
    }

    /// Prints rows as a table or JSON, and the histogram if asked.
    func report(_ rows: [ReportRow], main: LatencyRecorder) throws {
        try printReport(rows, main: main, json: json, hgrm: hgrm)
    }
}

struct Echo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The baseline: echo round trips through the same sockets and CURVE as interactions.")
    @OptionGroup var measure: MeasureOptions
    @Option(help: "Payload bytes.") var payload = 64
    @Option(help: "The row's name in the report.") var label = "echo"

    func run() async throws {
        bootstrapLogging(level: .warning)
        let probe = try await Probe.connect(measure.mirror)
        let bytes = Data(repeating: 0x2A, count: payload)
        var recorder = LatencyRecorder()
        let progress = ProgressBar("echo", total: measure.warmup + measure.count)
        var started = ContinuousClock.now
        for index in 0..<(measure.warmup + measure.count) {
            if index == measure.warmup { started = .now }
            let sent = ContinuousClock.now
            _ = try await probe.request { $0.echo = .with { $0.payload = bytes; $0.sequence = UInt64(index) } }
            if index >= measure.warmup { recorder.record(ContinuousClock.now - sent) }
            progress.update(index + 1)
        }
        try measure.report([ReportRow(name: label, summary: recorder.summary(elapsed: ContinuousClock.now - started))], main: recorder)
        await probe.close()
    }
}

struct Interact: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Interactions with the measurement widget: tap → result, and tap → reconciled timeline, with the phone's per-hop times.")
    @OptionGroup var measure: MeasureOptions
    @Flag(help: "Use the in-memory intent (MemoryCounter) instead of the one that commits to the app-group store.") var memory = false
    @Option(help: "Open loop: interactions per second, sent on schedule whatever the answers (default: closed loop).") var rate: Double?

    func run() async throws {
        bootstrapLogging(level: .warning)
        let probe = try await Probe.connect(measure.mirror)
        let kind = memory ? "MemoryCounter" : "Counter"
        guard case .widgetInstance(let added) = try await probe.request({ $0.configureWidget = .with { $0.kind = kind; $0.family = .systemSmall } }) else {
            throw NodeError("the phone did not add a \(kind) widget")
        }
        let instance = added.instance.instanceID
        var element: InteractiveElement?
        let deadline = ContinuousClock.now + .seconds(10)
        while element == nil {
            if let timeline = await probe.arrivals.latestTimeline, timeline.instanceID == instance,
               let view = try? WireCodec.decode(timeline.entries[0].view) {
                element = view.interactiveElements.first { $0.invocation?.intentType.hasPrefix("Increment") == true }
            }
            guard ContinuousClock.now < deadline else { throw NodeError("no timeline for the \(kind) widget") }
            try await Task.sleep(for: .milliseconds(5))
        }
        let button = element!
        let invocation = WireCodec.encode(button.invocation!)
        let total = measure.warmup + measure.count
        let progress = ProgressBar(memory ? "interact (memory)" : "interact (durable)", total: total)
        let collector = Collector(warmup: measure.warmup)
        let started = ContinuousClock.now

        @Sendable func one(_ index: Int, due: ContinuousClock.Instant) async throws {
            let id = UUID().uuidString
            let reply = try await probe.client.request(timeout: .seconds(30)) {
                $0.interaction = .with {
                    $0.interactionID = id
                    $0.instanceID = instance
                    $0.elementID = button.elementID
                    $0.invocation = invocation
                }
            }
            let resulted = ContinuousClock.now
            guard case .interactionResult(let result) = reply.body, case .performed = result.outcome else {
                throw NodeError("interaction \(index) was not performed: \(reply)")
            }
            let reconciled = await probe.arrivals.timeline(for: id)
            await collector.add(index, result: resulted - due, timeline: reconciled - due, hops: result.timings)
            progress.update(await collector.done)
        }

        if let rate {
            let pacer = RatePacer(rate: rate, start: .now)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<total {
                    let due = pacer.due(index)
                    try await ContinuousClock().sleep(until: due)
                    group.addTask { try await one(index, due: due) }
                }
                try await group.waitForAll()
            }
        } else {
            for index in 0..<total { try await one(index, due: .now) }
        }
        let elapsed = ContinuousClock.now - started
        let rows = await collector.rows(prefix: memory ? "interact (memory)" : "interact (durable)", elapsed: elapsed)
        try measure.report(rows, main: await collector.timeline)
        await probe.close()
    }

    /// The measurements of one run.
    actor Collector {
        let warmup: Int
        private(set) var done = 0
        var result = LatencyRecorder(), timeline = LatencyRecorder()
        var hops: [String: LatencyRecorder] = [:]

        init(warmup: Int) { self.warmup = warmup }

        func add(_ index: Int, result: Duration, timeline: Duration, hops timings: Relay_V1_HopTimings) {
            done += 1
            guard index >= warmup else { return }
            self.result.record(result)
            self.timeline.record(timeline)
            for (name, nanoseconds) in [("receive", timings.receiveNs), ("dedupe", timings.dedupeNs), ("perform + commit", timings.performNs),
                                        ("reload + archive", timings.reloadNs), ("publish", timings.publishNs), ("total on the phone", timings.totalNs)] {
                hops[name, default: LatencyRecorder()].record(microseconds: nanoseconds / 1000)
            }
        }

        func rows(prefix: String, elapsed: Duration) -> [ReportRow] {
            [ReportRow(name: "\(prefix): tap → result", summary: result.summary(elapsed: elapsed)),
             ReportRow(name: "\(prefix): tap → timeline", summary: timeline.summary(elapsed: elapsed))]
                + ["receive", "dedupe", "perform + commit", "reload + archive", "publish", "total on the phone"].compactMap { name in
                    hops[name].map { ReportRow(name: "  phone: \(name)", summary: $0.summary()) }
                }
        }
    }
}

/// Prints rows as a table or JSON (what tools/bench reads), and writes `main`'s
/// HdrHistogram distribution to `hgrm` if given: every measuring subcommand's output.
func printReport(_ rows: [ReportRow], main: LatencyRecorder, json: Bool, hgrm: String?) throws {
    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(rows), as: UTF8.self))
    } else {
        print(LatencyReport.text(rows))
    }
    if let hgrm { try main.percentileDistribution.write(toFile: hgrm, atomically: true, encoding: .utf8) }
}
