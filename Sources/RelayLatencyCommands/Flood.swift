import ArgumentParser
import Foundation
import MirrorNodeKit
import NodeRuntime
import PhoneClient
import RelayWire
import Synchronization

/// A greedy peer on purpose: keeps many requests in flight for a while, so that another
/// device's `echo` can be measured under its load (the phone serves devices in turns).
/// The flood is echoes, or taps on a widget of the flooding device's own (`--taps`): what one
/// device's flood costs another must not depend on what it is made of.
struct Flood: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Floods the phone with pipelined echoes or taps from this device, to measure another device's echo under load.",
        discussion: """
            Pair it as a second tool (its own key and id); run `relay-latency echo` from the first meanwhile. \
            With --taps, the flood is interactions with a Counter widget it adds (--memory: a MemoryCounter), \
            each sent again as soon as it is answered; a device may have 64 requests in flight, and the \
            phone answers those past that BUSY (counted, and sent again at once).
            """)
    @OptionGroup var mirror: MirrorOptions
    @OptionGroup var choice: PhoneChoice
    @Option(help: "How long to flood, in seconds.") var seconds = 10.0
    @Option(help: "Requests kept in flight at once.") var inFlight = 200
    @Option(help: "Echo payload bytes.") var payload = 64
    @Flag(help: "Flood with taps on a widget of this device's own instead of echoes.") var taps = false
    @Flag(help: "With --taps: tap the in-memory counter (MemoryCounter) instead of the durable one.") var memory = false

    func validate() throws {
        guard seconds > 0, inFlight > 0, payload >= 0 else {
            throw ValidationError("--seconds and --in-flight must be positive")
        }
        guard taps || !memory else { throw ValidationError("--memory goes with --taps") }
    }

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phones = try choice.phones(mirror)
        let (seconds, inFlight, payload, taps, memory) = (seconds, inFlight, payload, taps, memory)
        let outcomes = await againstEach(phones, connect: { try await Probe.connect($0.options) }) { probe in
            try await probe.closing {
                try await Self.flood(
                    probe, seconds: seconds, inFlight: inFlight, payload: payload, taps: taps, memory: memory)
            }
        }
        let what = taps ? "taps" : "echoes"
        func line(_ name: String, _ tally: Tally) -> String {
            let (answered, refused, lost) = tally.figures
            return "\(name): \(answered) \(what) answered in \(seconds) s (\(Int(Double(answered) / seconds))/s), "
                + "\(refused) refused (BUSY or other errors), \(lost) unanswered, \(inFlight) in flight"
        }
        let report = try SeveralPhonesReport(
            series: "flood", outcomes: outcomes, rows: { name, _ in [] },
            total: { tallies in tallies.isEmpty ? nil : Tally(summing: tallies) })
        if outcomes.count == 1, let tally = report.main {
            print(line("flood", tally))
        } else {
            for outcome in outcomes {
                if case .success(let tally) = outcome.result { print(line("flood · \(outcome.phone)", tally)) }
            }
            if let total = report.main {
                let phones =
                    report.measured == outcomes.count
                    ? "\(outcomes.count) phones" : "\(report.measured) of \(outcomes.count) phones"
                print(line("flood · \(phones)", total))
            }
        }
        try report.finish()
    }

    /// Keeps `inFlight` requests in flight on `probe` for `seconds`: echoes, or taps on a widget of its own.
    static func flood(_ probe: Probe, seconds: Double, inFlight: Int, payload: Int, taps: Bool, memory: Bool)
        async throws -> Tally
    {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let tally = Tally()
        let send: @Sendable () async throws -> Void
        if taps {
            let target = try await Interact.addWidget(memory ? "MemoryCounter" : "Counter", on: probe)
            send = {
                let reply = try await probe.client.request(timeout: .seconds(30)) {
                    $0.interaction = .with {
                        $0.interactionID = UUID().uuidString
                        $0.instanceID = target.instance
                        $0.elementID = target.elementID
                        $0.invocation = target.invocation
                    }
                }
                tally.count(reply.body)
            }
        } else {
            let bytes = Data(repeating: 0x2A, count: payload)
            send = {
                tally.count(
                    try await probe.client.request(timeout: .seconds(10)) { $0.echo = .with { $0.payload = bytes } }
                        .body)
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<inFlight {
                group.addTask {
                    while ContinuousClock.now < deadline {
                        // A reply the router dropped (its queue to this peer full) is counted, not fatal.
                        do { try await send() } catch RequestError.timedOut { tally.lose() }
                    }
                }
            }
            try await group.waitForAll()
        }
        return tally
    }

    /// Replies counted: answered, refused with an error, or never come.
    final class Tally: Sendable {
        private let state = Mutex((answered: 0, refused: 0, lost: 0))

        init() {}

        /// The tallies of several phones' floods together.
        init(summing tallies: [Tally]) {
            let figures = tallies.map(\.figures)
            state.withLock {
                $0 = (
                    figures.reduce(0) { $0 + $1.answered }, figures.reduce(0) { $0 + $1.refused },
                    figures.reduce(0) { $0 + $1.lost }
                )
            }
        }

        func count(_ body: Relay_V1_Envelope.OneOf_Body?) {
            state.withLock { state in
                if case .error = body { state.refused += 1 } else { state.answered += 1 }
            }
        }

        func lose() { state.withLock { $0.lost += 1 } }

        var figures: (answered: Int, refused: Int, lost: Int) { state.withLock { ($0.answered, $0.refused, $0.lost) } }
    }
}
