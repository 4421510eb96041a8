import ArgumentParser
import Foundation
import Latency
import MirrorNodeKit
import NodeRuntime
import RelayCore
import RelayTransport
import RelayWire
import ZeroMQ
import ZeroMQTransport

struct Fanout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "One broadcast update to K mirrors: tap → last arrival, and first → last arrival.")
    @OptionGroup var measure: MeasureOptions
    @Option(help: "How many mirrors (subscribers) receive each update.") var mirrors = 10

    func validate() throws {
        guard (1...1000).contains(mirrors) else { throw ValidationError("--mirrors takes 1 to 1000") }
    }

    func run() async throws {
        bootstrapLogging(level: .warning)
        let options = measure.mirror
        let phone = try options.phone()
        let probe = try await Probe.connect(options)

        // K subscribers, spread over a few contexts (one I/O thread each).
        let transports = try (0..<max(1, min(8, mirrors / 10))).map { _ in try options.transport(context: try Context()) }
        let board = ArrivalBoard(subscribers: mirrors)
        var channels: [any MessageChannel] = []
        var readers: [Task<Void, Never>] = []
        for index in 0..<mirrors {
            let transport = transports[index % transports.count]
            let channel = try await transport.open(.subscriber(topics: [Topic.all]), .connect(phone.publisher))
            channels.append(channel)
            readers.append(Task {
                for await message in channel.incoming {
                    let now = ContinuousClock.now
                    guard message.frames.count == 2, let envelope = try? Relay_V1_Envelope(serializedBytes: message.frames[1]),
                          case .update(let update) = envelope.body else { continue }
                    await board.arrived(index, update: update, at: now)
                }
            })
        }
        try await board.waitForAllSubscribed()

        guard case .snapshot(let snapshot) = try await probe.request({ $0.snapshotRequest = .init() }),
              let control = snapshot.controls.first(where: { $0.kind == "QuickToggle" }) else {
            throw NodeError("the phone has no QuickToggle control to broadcast with")
        }
        var isOn = control.isOn
        var lastArrival = LatencyRecorder(), spread = LatencyRecorder()
        let total = measure.warmup + measure.count
        let progress = ProgressBar("fanout ×\(mirrors)", total: total)
        for index in 0..<total {
            isOn.toggle()
            let tapped = ContinuousClock.now
            let value = isOn
            let reply = try await probe.client.request(timeout: .seconds(30)) {
                $0.interaction = .with {
                    $0.interactionID = UUID().uuidString
                    $0.controlKind = "QuickToggle"
                    $0.elementID = control.elementID
                    $0.invocation = control.action
                    $0.toggleValue = value
                }
            }
            guard case .interactionResult(let result) = reply.body, case .performed = result.outcome else {
                throw NodeError("the control interaction was not performed: \(reply)")
            }
            let (first, last) = try await board.arrivals(ofSeq: result.seq)
            if index >= measure.warmup {
                lastArrival.record(last - tapped)
                spread.record(last - first)
            }
            progress.update(index + 1)
        }
        try measure.report([
            ReportRow(name: "fanout ×\(mirrors): tap → last arrival", summary: lastArrival.summary()),
            ReportRow(name: "fanout ×\(mirrors): first → last arrival", summary: spread.summary()),
        ], main: lastArrival)
        for reader in readers { reader.cancel() }
        for channel in channels { await channel.close() }
        await probe.close()
    }
}

/// When each subscriber received each update (by seq).
actor ArrivalBoard {
    let subscribers: Int
    private var heard = Set<Int>()
    private var arrivals: [UInt64: [ContinuousClock.Instant]] = [:]

    init(subscribers: Int) { self.subscribers = subscribers }

    func arrived(_ subscriber: Int, update: Relay_V1_Update, at instant: ContinuousClock.Instant) {
        heard.insert(subscriber)
        guard case .control = update.change else { return }
        arrivals[update.seq, default: []].append(instant)
    }

    /// Returns once every subscriber has heard the phone (a heartbeat), so none joins late.
    func waitForAllSubscribed() async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while heard.count < subscribers {
            guard ContinuousClock.now < deadline else { throw NodeError("only \(heard.count) of \(subscribers) subscribers heard the phone within 30 s") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The first and last arrival of update `seq` across all subscribers (waits for all).
    func arrivals(ofSeq seq: UInt64) async throws -> (ContinuousClock.Instant, ContinuousClock.Instant) {
        let deadline = ContinuousClock.now + .seconds(30)
        while (arrivals[seq]?.count ?? 0) < subscribers {
            guard ContinuousClock.now < deadline else { throw NodeError("update \(seq) reached \(arrivals[seq]?.count ?? 0) of \(subscribers) subscribers") }
            try await Task.sleep(for: .microseconds(100))
        }
        let times = arrivals.removeValue(forKey: seq)!
        return (times.min()!, times.max()!)
    }
}
