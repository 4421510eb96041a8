import ArgumentParser
import DomainModel
import Foundation
import Latency
import Logging
import Mirror
import MirrorNodeKit
import NodeClocks
import NodeRuntime
import Codec
import RelayWire
import Synchronization
import WidgetRelayKit

/// `relay-latency`'s command line: `echo`, `interact`, `fanout`, `flood`, `floor`, `relay-hop`, `report`,
/// `relay-report`, `load`, `populate`, `snapshot`, `phones`, `keys`. The program is `RelayLatencyCommand.main()`.
public struct RelayLatencyCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "relay-latency",
        abstract: "Measures round trips and fan-out against a running phone-node, as a paired device.",
        discussion: """
            Pair this tool like a mirror (`relay-latency keys --data D`, then on the phone \
            `phone-node devices add --id bench --kind tool --key=KEY`). Every figure is in microseconds; \
            compare it with `echo`, measured through the same sockets and CURVE in the same run.

            Several phones: pair the tool with each (on each phone, the same `devices add`) and give each \
            phone once with --phone-key and its endpoints (or --relay and --relay-key); `relay-latency phones` \
            does that without measuring, and lists them. Then --phone NAME|FINGERPRINT (repeated) or \
            --all-phones: echo, interact, fanout, flood and populate run against every phone at once, \
            snapshot against each in turn; the report has each phone's rows ("echo · Home phone") and the \
            rows over all of them ("echo · 2 phones"). A phone that cannot be reached, or fails, is named on \
            standard error and the others are still measured (exit status 1). For example:
              relay-latency phones --data b --id b --phone-key=K1 --router R --publisher P
              relay-latency phones --data b --id b --phone-key=K2 --relay E --relay-key=RK
              relay-latency interact --data b --all-phones --count 500
            """,
        subcommands: [
            Echo.self, Interact.self, Fanout.self, Flood.self, Floor.self, RelayHop.self, Report.self, RelayReport.self,
            Load.self, Populate.self,
            SnapshotSync.self, Phones.self,
            MirrorKeysCommand<Tool>.self,
        ])

    public init() {}
}

/// The tool as a device: it introduces itself as a tool and shows desktop sizes.
enum Tool: MirrorDevice {
    static let name = "Tool"
    static let kind = DeviceKind.tool
    static let families: [WidgetFamily] = DeviceSurface.families(for: .tool)
    static let renderingMode = WidgetRenderingMode.accented
    static let surface = ScriptSession.Surface.desktop
}

/// What every measurement takes.
struct MeasureOptions: ParsableArguments {
    @OptionGroup var mirror: MirrorOptions
    @OptionGroup var choice: PhoneChoice
    @Option(help: "Measured operations.") var count = 1000
    @Option(help: "Operations before measuring (excluded).") var warmup = 100
    @Flag(help: "Print the figures as JSON.") var json = false
    @Option(
        help: ArgumentHelp("Write HdrHistogram's percentile distribution of the main figure here.", valueName: "file"))
    var hgrm: String?
    @Option(
        name: .customLong("phone-pid"),
        help: ArgumentHelp(
            "The phone's process id: its CPU per measured operation, by thread, goes with the figures (this tool's own always does).",
            valueName: "pid"))
    var phonePID: Int32?

    func validate() throws {
        guard count > 0, warmup >= 0 else {
            throw ValidationError("--count must be positive and --warmup not negative")
        }
        guard phonePID == nil || !choice.several else {
            throw ValidationError("--phone-pid reads one phone's CPU: measure that phone alone (--phone NAME)")
        }
    }

    /// The phones to measure (``PhoneChoice``).
    func phones() throws -> [MeasuredPhone] { try choice.phones(mirror) }

    /// Prints rows as a table or JSON, and the histogram if asked.
    func report(_ rows: [ReportRow], main: LatencyRecorder) throws {
        try printReport(rows, main: main, json: json, hgrm: hgrm)
    }
}

struct Echo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The baseline: echo round trips through the same sockets and CURVE as interactions.")
    @OptionGroup var measure: MeasureOptions
    @Option(help: "Payload bytes.") var payload = 64
    @Option(help: "The row's name in the report.") var label = "echo"
    @Option(help: "Open loop: echoes per second, sent on schedule whatever the answers (default: closed loop).")
    var rate: Double?

    func validate() throws {
        guard rate.map({ $0 > 0 }) ?? true else { throw ValidationError("--rate must be positive") }
    }

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phones = try measure.phones()
        let bytes = Data(repeating: 0x2A, count: payload)
        let (warmup, count, rate) = (measure.warmup, measure.count, rate)
        let meter = CPUMeter(phonePID: measure.phonePID)
        let several = phones.count > 1
        let outcomes = await againstEach(phones, connect: { (try await Probe.connect($0.options), $0.label) }) {
            let (probe, phone) = $0
            return try await probe.closing {
                try await Self.series(
                    on: probe, progress: several ? "echo · \(phone)" : "echo", payload: bytes, warmup: warmup,
                    count: count, rate: rate, meter: meter)
            }
        }
        var report = try SeveralPhonesReport(
            series: label, outcomes: outcomes,
            rows: EchoFigures.rows, total: EchoFigures.total)
        report.attach(meter.finish(operations: count * max(1, report.measured)))
        try measure.report(report.rows, main: report.main?.recorder ?? LatencyRecorder())
        try report.finish()
    }

    /// One phone's echoes: each round trip, and how long the measured ones took.
    struct EchoFigures: Sendable {
        var recorder: LatencyRecorder
        var elapsed: Duration

        /// The report's row of these echoes, under `name`.
        static func rows(_ name: String, _ figures: EchoFigures) -> [ReportRow] {
            [ReportRow(name: name, summary: figures.recorder.summary(elapsed: figures.elapsed))]
        }

        /// The phones' echoes together, over the longest phone's time (they ran at once).
        static func total(_ each: [EchoFigures]) -> EchoFigures? {
            guard var sum = each.first else { return nil }
            for figures in each.dropFirst() {
                sum.recorder.add(figures.recorder)
                sum.elapsed = max(sum.elapsed, figures.elapsed)
            }
            return sum
        }
    }

    /// Measures `warmup + count` echoes of `payload` on `probe`'s loop, closed loop or at `rate`.
    static func series(
        on probe: Probe, progress label: String, payload bytes: Data, warmup: Int, count: Int, rate: Double?,
        meter: CPUMeter
    ) async throws -> EchoFigures {
        let (recorder, elapsed) = try await probe.onLoop {
            let progress = ProgressBar(label, total: warmup + count)
            @Sendable func one(_ index: Int) async throws {
                _ = try await probe.request {
                    $0.echo = .with {
                        $0.payload = bytes; $0.sequence = UInt64(index)
                    }
                }
            }
            guard let rate else {
                var recorder = LatencyRecorder()
                var started = ContinuousClock.now
                for index in 0..<(warmup + count) {
                    if index == warmup { meter.start(); started = .now }
                    let sent = ContinuousClock.now
                    try await one(index)
                    if index >= warmup { recorder.record(ContinuousClock.now - sent) }
                    progress.update(index + 1)
                }
                return (recorder, ContinuousClock.now - started)
            }
            // Open loop: each echo timed from when it was due, so a stall shows as latency.
            let pacer = RatePacer(rate: rate, start: .now)
            let recorder = try await withThrowingTaskGroup(of: (Int, Duration).self) { group in
                for index in 0..<(warmup + count) {
                    let due = pacer.due(index)
                    try await ContinuousClock().sleep(until: due)
                    if index == warmup { meter.start() }
                    group.addTask {
                        try await one(index)
                        return (index, ContinuousClock.now - due)
                    }
                }
                var recorder = LatencyRecorder(), done = 0
                for try await (index, latency) in group {
                    if index >= warmup { recorder.record(latency) }
                    done += 1
                    progress.update(done)
                }
                return recorder
            }
            return (recorder, pacer.interval * count)
        }
        return EchoFigures(recorder: recorder, elapsed: elapsed)
    }
}

struct Interact: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Interactions with the measurement widget: tap → result, and tap → reconciled timeline, with the phone's per-hop times.",
        discussion: """
            With --tappers N, N tappers tap at once, each on a widget of its own (so each in its own lane on \
            the phone) and each waiting for its answer before tapping again: the throughput row is the phone's \
            rate under N concurrent interactions. A device may have 64 requests in flight; more tappers than \
            that need more paired devices (--also DIR, each a tool's data folder; tappers are dealt out in turn).
            """)
    @OptionGroup var measure: MeasureOptions
    @Flag(help: "Use the in-memory intent (MemoryCounter) instead of the one that commits to the app-group store.")
    var memory = false
    @Option(help: "Open loop: interactions per second, sent on schedule whatever the answers (default: closed loop).")
    var rate: Double?
    @Option(help: "Closed-loop tappers at once, each on a widget of its own.") var tappers = 1
    @Option(
        name: .customLong("also"),
        help: ArgumentHelp("Another paired tool's data folder to tap from (repeatable).", valueName: "folder"))
    var otherDevices: [String] = []

    func validate() throws {
        guard (1...1000).contains(tappers) else { throw ValidationError("--tappers takes 1 to 1000") }
        guard tappers <= 64 * (1 + otherDevices.count) else {
            throw ValidationError(
                "\(tappers) tappers need \((tappers + 63) / 64) paired devices (a device may have 64 requests in flight): add --also DIR"
            )
        }
        guard rate == nil || tappers == 1 else {
            throw ValidationError("--rate paces one stream; it does not go with --tappers")
        }
    }

    /// A widget to tap, and the probe that taps it.
    struct Target: Sendable {
        let probe: Probe
        let instance: String
        let elementID: String
        let invocation: Relay_V1_IntentInvocation
    }

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phones = try measure.phones()
        let kind = memory ? "MemoryCounter" : "Counter"
        let name = memory ? "interact (memory)" : "interact (durable)"
        let series = tappers == 1 ? name : "\(name), \(tappers) tappers"
        let (warmup, count, rate, tappers, otherDevices) = (measure.warmup, measure.count, rate, tappers, otherDevices)
        let meter = CPUMeter(phonePID: measure.phonePID)
        let several = phones.count > 1
        let outcomes = await againstEach(
            phones,
            connect: { phone in
                try await Self.connect(phone, also: otherDevices, kind: kind, tappers: tappers)
            },
            measure: { tapping in
                try await tapping.closing {
                    try await Self.series(
                        tapping.targets, progress: several ? "\(series) · \(tapping.phone)" : series, warmup: warmup,
                        count: count, rate: rate, meter: meter)
                }
            })
        var report = try SeveralPhonesReport(
            series: series, outcomes: outcomes,
            rows: { name, figures in figures.collector.rows(prefix: name, elapsed: figures.elapsed) },
            total: InteractFigures.total)
        report.attach(meter.finish(operations: count * max(1, report.measured)))
        try measure.report(report.rows, main: report.main?.collector.timeline ?? LatencyRecorder())
        try report.finish()
    }

    /// One phone's tappers: the tool's probe and those of the `--also` folders, and a widget each to tap.
    struct Tapping: Sendable {
        let phone: String
        let probes: [Probe]
        let targets: [Target]

        func closing<T: Sendable>(_ body: () async throws -> T) async throws -> T {
            do {
                let result = try await body()
                for probe in probes { await probe.close() }
                return result
            } catch {
                for probe in probes { await probe.close() }
                throw error
            }
        }
    }

    /// Connects to `phone` as the tool and as each `--also` folder (paired with the same phone), and
    /// adds a widget of `kind` for each tapper.
    static func connect(_ phone: MeasuredPhone, also folders: [String], kind: String, tappers: Int) async throws
        -> Tapping
    {
        // Its timelines are read opened, through a relay too: the tool finds the button it taps in them.
        var probes = [try await Probe.connect(phone.options, opensUpdates: true)]
        do {
            for folder in folders {
                var options = phone.options
                options.data = folder
                (options.id, options.router, options.publisher, options.relay, options.relayKey) = (
                    nil, nil, nil, [], []
                )
                probes.append(try await Probe.connect(options, opensUpdates: true))
            }
            var targets: [Target] = []
            for index in 0..<tappers {
                targets.append(try await Self.addWidget(kind, on: probes[index % probes.count]))
            }
            return Tapping(phone: phone.label, probes: probes, targets: targets)
        } catch {
            for probe in probes { await probe.close() }
            throw error
        }
    }

    /// One phone's interactions: each one's times, and how long the measured ones took.
    struct InteractFigures: Sendable {
        let collector: Collector
        let elapsed: Duration

        /// The phones' interactions together, over the longest phone's time (they ran at once).
        static func total(_ each: [InteractFigures]) -> InteractFigures? {
            guard let first = each.first else { return nil }
            let sum = Collector(warmup: first.collector.warmup)
            for figures in each { sum.absorb(figures.collector) }
            return InteractFigures(collector: sum, elapsed: each.map(\.elapsed).max() ?? first.elapsed)
        }
    }

    /// How long a performed tap waits for the timeline that answers it (seconds): a bound on a
    /// lost update, not a measure; the request itself waits 30 s.
    static let timelineBound: TimeInterval = 60

    /// Taps `targets` (each its tapper, closed loop; one at `rate`, open loop) `warmup + count` times in all.
    static func series(
        _ targets: [Target], progress label: String, warmup: Int, count: Int, rate: Double?, meter: CPUMeter
    ) async throws -> InteractFigures {
        let total = warmup + count
        let progress = ProgressBar(label, total: total)
        let collector = Collector(warmup: warmup)

        @Sendable func one(_ index: Int, on target: Target, due: ContinuousClock.Instant) async throws {
            let id = UUID().uuidString
            let reply = try await target.probe.client.request(
                timeout: target.probe.attempt(.seconds(30)), retries: target.probe.resends
            ) {
                $0.interaction = .with {
                    $0.interactionID = id
                    $0.instanceID = target.instance
                    $0.elementID = target.elementID
                    $0.invocation = target.invocation
                }
            }
            let resulted = ContinuousClock.now
            guard case .interactionResult(let result) = reply.body, case .performed = result.outcome else {
                throw NodeError("interaction \(index) was not performed: \(reply)")
            }
            guard
                let reconciled = await target.probe.arrivals.timeline(
                    for: id, within: timelineBound, on: SystemClock())
            else {
                throw NodeError(
                    "interaction \(index) was performed, but no timeline answering it arrived within "
                        + "\(Int(timelineBound)) s: the phone's update was lost or the subscription dropped")
            }
            progress.update(
                collector.add(index, result: resulted - due, timeline: reconciled - due, hops: result.timings))
        }

        let turns = Turns(total: total, warmup: warmup, meter: meter)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for target in targets {
                group.addTask {
                    try await target.probe.onLoop {
                        if let rate {
                            let pacer = RatePacer(rate: rate, start: .now)
                            try await withThrowingTaskGroup(of: Void.self) { paced in
                                for index in 0..<total {
                                    let due = pacer.due(index)
                                    try await ContinuousClock().sleep(until: due)
                                    if index == warmup { meter.start() }
                                    paced.addTask { try await one(index, on: target, due: due) }
                                }
                                try await paced.waitForAll()
                            }
                        } else {
                            while let index = turns.take() { try await one(index, on: target, due: .now) }
                        }

                    }
                }
            }
            try await group.waitForAll()
        }
        return InteractFigures(collector: collector, elapsed: ContinuousClock.now - (turns.measuredFrom ?? .now))
    }

    /// Hands out interaction numbers to the tappers, and notes when the first measured one
    /// (after the warm-up) started: the throughput is of the measured ones.
    final class Turns: Sendable {
        private let total: Int, warmup: Int
        private let meter: CPUMeter?
        private let state = Mutex<(next: Int, measuredFrom: ContinuousClock.Instant?)>((0, nil))

        init(total: Int, warmup: Int, meter: CPUMeter? = nil) {
            (self.total, self.warmup, self.meter) = (total, warmup, meter)
        }

        func take() -> Int? {
            let taken = state.withLock { state -> Int? in
                guard state.next < total else { return nil }
                defer { state.next += 1 }
                return state.next
            }
            if taken == warmup {
                meter?.start()  // before the clock: the reading is not timed
                state.withLock { $0.measuredFrom = .now }
            }
            return taken
        }

        var measuredFrom: ContinuousClock.Instant? { state.withLock { $0.measuredFrom } }
    }

    /// Adds a widget of `kind` through `probe` and finds its "+1" button in its first timeline.
    static func addWidget(_ kind: String, on probe: Probe) async throws -> Target {
        guard
            case .widgetInstance(let added) = try await probe.request({
                $0.configureWidget = .with {
                    $0.kind = kind; $0.family = .systemSmall
                }
            })
        else {
            throw NodeError("the phone did not add a \(kind) widget")
        }
        let instance = added.instance.instanceID
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            if let timeline = probe.arrivals.latestTimeline, timeline.instanceID == instance,
                let view = try? WireCodec.decode(timeline.entries[0].view),
                let button = view.interactiveElements.first(where: {
                    $0.invocation?.intentType.hasPrefix("Increment") == true
                }),
                let invocation = button.invocation
            {
                return Target(
                    probe: probe, instance: instance, elementID: button.elementID,
                    invocation: WireCodec.encode(invocation))
            }
            guard ContinuousClock.now < deadline else { throw NodeError("no timeline for the \(kind) widget") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The measurements of one run (tappers on several loops report to it).
    final class Collector: Sendable {
        static let hops = [
            "receive", "dedupe", "perform (app code, with the reload)", "commit", "reload + archive", "publish",
            "total on the phone",
        ]
        private struct State {
            var done = 0
            var result = LatencyRecorder(), timeline = LatencyRecorder()
            var hops: [String: LatencyRecorder] = [:]
            /// Tap → result less the phone's timed total: the sockets and I/O threads both ways, the
            /// phone's reading of the request before its clock starts (its loop, fair queue, actor)
            /// and its encoding and sending of the reply after it stops, and this tool.
            var outside = LatencyRecorder()
        }
        let warmup: Int
        private let state = Mutex(State())

        init(warmup: Int) { self.warmup = warmup }

        /// Records one interaction (not those of the warm-up); returns how many are done.
        func add(_ index: Int, result: Duration, timeline: Duration, hops timings: Relay_V1_HopTimings) -> Int {
            state.withLock { state in
                state.done += 1
                guard index >= warmup else { return state.done }
                state.result.record(result)
                state.timeline.record(timeline)
                let values = [
                    timings.receiveNs, timings.dedupeNs, timings.performNs, timings.commitNs, timings.reloadNs,
                    timings.publishNs, timings.totalNs,
                ]
                for (name, nanoseconds) in zip(Self.hops, values) {
                    state.hops[name, default: LatencyRecorder()].record(microseconds: nanoseconds / 1000)
                }
                if timings.totalNs > 0 {  // a phone that sends no timings has no "outside"
                    state.outside.record(result - .nanoseconds(Int64(clamping: timings.totalNs)))
                }
                return state.done
            }
        }

        var timeline: LatencyRecorder { state.withLock { $0.timeline } }

        /// Adds `other`'s measurements to these (the total over several phones).
        func absorb(_ other: Collector) {
            let theirs = other.state.withLock { $0 }
            state.withLock { state in
                state.done += theirs.done
                state.result.add(theirs.result)
                state.timeline.add(theirs.timeline)
                state.outside.add(theirs.outside)
                for (name, recorder) in theirs.hops { state.hops[name, default: LatencyRecorder()].add(recorder) }
            }
        }

        func rows(prefix: String, elapsed: Duration) -> [ReportRow] {
            state.withLock { state in
                [
                    ReportRow(name: "\(prefix): tap → result", summary: state.result.summary(elapsed: elapsed)),
                    ReportRow(name: "\(prefix): tap → timeline", summary: state.timeline.summary(elapsed: elapsed)),
                ]
                    + Self.hops.compactMap { name in
                        state.hops[name].map { ReportRow(name: "  phone: \(name)", summary: $0.summary()) }
                    }
                    + (state.outside.count > 0
                        ? [
                            ReportRow(
                                name: "  outside the phone: tap → result − its total", summary: state.outside.summary())
                        ] : [])
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
