import ArgumentParser
import Foundation
import Latency
import MirrorNodeKit
import NodeRuntime
import RelayCore
import RelayTransport
import RelayWire
import Synchronization
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

        // K subscribers read by one loop thread, which notes each arrival as it reads it (no task
        // per subscriber between the socket and the clock); their decryption spread over two
        // contexts' I/O threads, one per core of the machine this was written on.
        let loop = try SocketLoop(name: "fanout")
        let transports = try (0..<min(2, mirrors)).map { _ in
            var transport = try options.transport(context: try Context())
            transport.loop = loop
            return transport
        }
        let board = ArrivalBoard(subscribers: mirrors)
        var channels: [any MessageChannel] = []
        for index in 0..<mirrors {
            let transport = transports[index % transports.count]
            channels.append(try await transport.open(.subscriber(topics: [Topic.all]), .connect(phone.publisher)) { message in
                let now = ContinuousClock.now
                // The header only: 100 real mirrors would each decode their copy on a machine of their own.
                guard let update = PublishedUpdateHeader(published: message.frames) else { return }
                board.arrived(index, update: update, at: now)
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
        for channel in channels { await channel.close() }
        loop.stop()
        await probe.close()
    }
}

/// When each subscriber received each update (by seq), told on the subscribers' loop thread.
final class ArrivalBoard: Sendable {
    let subscribers: Int
    private struct State {
        var heard = Set<Int>()
        var arrivals: [UInt64: [ContinuousClock.Instant]] = [:]
        var waiting: (seq: UInt64, continuation: CheckedContinuation<[ContinuousClock.Instant], Never>)?
    }
    private let state = Mutex(State())

    init(subscribers: Int) { self.subscribers = subscribers }

    func arrived(_ subscriber: Int, update: PublishedUpdateHeader, at instant: ContinuousClock.Instant) {
        let complete = state.withLock { state -> (CheckedContinuation<[ContinuousClock.Instant], Never>, [ContinuousClock.Instant])? in
            state.heard.insert(subscriber)
            guard update.isControl else { return nil }
            state.arrivals[update.seq, default: []].append(instant)
            guard let waiting = state.waiting, waiting.seq == update.seq, state.arrivals[update.seq]?.count == subscribers else { return nil }
            state.waiting = nil
            return (waiting.continuation, state.arrivals.removeValue(forKey: update.seq) ?? [])
        }
        if let (continuation, times) = complete { continuation.resume(returning: times) }
    }

    /// Returns once every subscriber has heard the phone (a heartbeat), so none joins late.
    func waitForAllSubscribed() async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let heard = state.withLock { $0.heard.count }
            if heard >= subscribers { return }
            guard ContinuousClock.now < deadline else { throw NodeError("only \(heard) of \(subscribers) subscribers heard the phone within 30 s") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The first and last arrival of update `seq` across all subscribers (waits for all, at most 30 s).
    func arrivals(ofSeq seq: UInt64) async throws -> (ContinuousClock.Instant, ContinuousClock.Instant) {
        let times: [ContinuousClock.Instant] = try await withThrowingTaskGroup(of: [ContinuousClock.Instant]?.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let done = self.state.withLock { state -> [ContinuousClock.Instant]? in
                        if state.arrivals[seq]?.count == self.subscribers { return state.arrivals.removeValue(forKey: seq) }
                        state.waiting = (seq, continuation)
                        return nil
                    }
                    if let done { continuation.resume(returning: done) }
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            guard let first else {
                let count = state.withLock { state -> Int in
                    defer { state.waiting?.continuation.resume(returning: []); state.waiting = nil }
                    return state.arrivals[seq]?.count ?? 0
                }
                throw NodeError("update \(seq) reached \(count) of \(subscribers) subscribers within 30 s")
            }
            return first
        }
        guard let first = times.min(), let last = times.max() else { throw NodeError("update \(seq) reached no subscriber") }
        return (first, last)
    }
}
