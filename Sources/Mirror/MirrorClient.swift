import DomainModel
import Foundation
import Logging
import MirrorCore
import MirrorText
import NodeClocks
import Codec
import NodeTransport
import WidgetRelayKit

/// A mirror's connection to its phone: the driver of a ``MirrorCore``. It owns the
/// channels (a SUB for updates, a DEALER for requests), the clock and the snapshot
/// cache; it feeds the core what arrives and when time passes, and performs the
/// effects the core returns. It decides nothing itself.
public actor MirrorClient {
    public let configuration: MirrorConfiguration
    /// Set when the phone was unpaired: its cache is not written again.
    private var cacheForgotten = false
    private let transport: any Transport
    private let clock: any NodeClock
    private var logger: Logger { configuration.logger }

    /// The state machine: what the mirror knows and shows.
    public private(set) var core: MirrorCore

    /// What happens, for the one front end that owns the client; more front ends ``subscribe()``.
    public nonisolated let events: AsyncStream<MirrorEvent>
    private let sink: AsyncStream<MirrorEvent>.Continuation
    /// Further front ends (the web page's sessions), each with a bounded buffer.
    private var subscribers: [UUID: AsyncStream<MirrorEvent>.Continuation] = [:]

    private var dealer: (any MessageChannel)?
    private var subscriber: (any MessageChannel)?
    private var readers: [Task<Void, Never>] = []
    private var timer: Task<Void, Never>?
    private var timerDeadline: Date?
    /// Callers waiting for an interaction's or opened URL's report, by request id.
    private var reportWaiters: [String: CheckedContinuation<InteractionReport, Never>] = [:]
    private var reports: [String: InteractionReport] = [:]
    /// Callers waiting for a request's answer, by request id.
    private var replyWaiters: [String: CheckedContinuation<Result<MirrorReply, RelayError>, Never>] = [:]
    private var replies: [String: Result<MirrorReply, RelayError>] = [:]

    /// A client over `transport`, reading time from `clock` (tests pass a ``Codec/ManualClock``).
    public init(configuration: MirrorConfiguration, transport: any Transport, clock: any NodeClock = MonotonicClock()) {
        self.configuration = configuration
        self.transport = transport
        self.clock = clock
        let cached = configuration.cachePath.flatMap { FileManager.default.contents(atPath: $0) }.flatMap(
            ReplicaState.init(cachedBytes:))
        var pinned: Set<String> = []
        if let path = configuration.pinnedPath, let data = FileManager.default.contents(atPath: path),
            let saved = try? JSONDecoder().decode([String].self, from: data)
        {
            pinned = Set(saved)
        }
        core = MirrorCore(configuration: configuration.core, cached: cached, pinned: pinned)
        (events, sink) = AsyncStream.makeStream(of: MirrorEvent.self)
        for item in core.quarantined {
            configuration.logger.warning(
                "quarantined an item",
                metadata: [
                    "kind": "\(item.kind.rawValue)", "id": "\(item.id)", "reason": "\(item.reason)",
                    "from": "the cached snapshot",
                ])
        }
    }

    /// Connects: subscribe first, then hello and snapshot; then follows the stream.
    public func start() async throws {
        let subscriber = try await transport.open(
            .subscriber(topics: [Topic.all, Topic.device(configuration.deviceID)]),
            .connect(configuration.publisherEndpoint))
        self.subscriber = subscriber
        let dealer = try await transport.open(.dealer, .connect(configuration.routerEndpoint))
        self.dealer = dealer
        let deviceID = configuration.deviceID
        readers.append(
            Task { [weak self] in
                // Decoded here, at the edge, off the client's actor: the core takes model values.
                for await message in subscriber.incoming {
                    let arrived = ContinuousClock.now
                    let event = MirrorCore.Event.published(message.frames, deviceID: deviceID)
                    await self?.handle(event)
                    MirrorLatencyMetrics.shared.applied(since: arrived)
                }
            })
        readers.append(
            Task { [weak self] in
                for await message in dealer.incoming {
                    guard let frame = message.frames.last, let (id, reply) = MirrorReply.decode(frame) else { continue }
                    await self?.handle(.replied(id: id, reply))
                }
            })
        for channel in [dealer, subscriber] {
            readers.append(
                Task { [weak self] in
                    for await event in channel.connectionEvents {
                        if case .authenticationRefused = event { await self?.handle(.refused) }
                    }
                })
        }
        handle(.start)
    }

    /// Ends everything in flight, writes the cache (unless `writingCache` is false: a phone
    /// unpaired, whose folder is gone) and closes the channels.
    public func stop(writingCache: Bool = true) async {
        if !writingCache { cacheForgotten = true }
        handle(.stop)
        for task in readers { task.cancel() }
        readers = []
        timer?.cancel()
        timer = nil
        await dealer?.close()
        await subscriber?.close()
        sink.finish()
        for subscriber in subscribers.values { subscriber.finish() }
        subscribers = [:]
    }

    // MARK: Driving the core

    /// Feeds one event to the core, now, and performs its effects; returns the sends
    /// it held back when `holdingSends` (see ``activate(_:elementID:shown:)``).
    @discardableResult
    private func handle(_ event: MirrorCore.Event, holdingSends: Bool = false) -> [(String, MirrorRequest)] {
        let effects = core.handle(event, at: clock.now())
        var held: [(String, MirrorRequest)] = []
        var changed = false
        for effect in effects {
            switch effect {
            case .send(let id, let request):
                if holdingSends { held.append((id, request)) } else { send(request, id: id) }
            case .changed: changed = true
            case .reachability(let reachable): emit(.reachability(reachable))
            case .finished(let id, let report):
                emit(.interaction(report))
                if let waiter = reportWaiters.removeValue(forKey: id) {
                    waiter.resume(returning: report)
                } else {
                    reports[id] = report
                }
            case .completed(let id, let result):
                if let waiter = replyWaiters.removeValue(forKey: id) {
                    waiter.resume(returning: result)
                } else {
                    replies[id] = result
                }
            case .persist: writeCache()
            case .pinsChanged(let pinned): writePins(pinned)
            case .log(let line): log(line)
            }
        }
        if changed { emit(.changed) }
        armTimer()
        return held
    }

    private func emit(_ event: MirrorEvent) {
        sink.yield(event)
        for subscriber in subscribers.values { subscriber.yield(event) }
    }

    /// A stream of what happens from now on, for one more front end; it keeps the
    /// newest 64 events when its reader falls behind and ends when the client stops.
    public func subscribe() -> AsyncStream<MirrorEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: MirrorEvent.self, bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in Task { await self?.unsubscribe(id) } }
        return stream
    }

    private func unsubscribe(_ id: UUID) { subscribers[id] = nil }

    private func send(_ request: MirrorRequest, id: String) {
        do {
            try dealer?.send(
                TransportMessage([
                    request.frame(from: configuration.deviceID, id: id, at: clock.now(), synced: core.position)
                ]))
        } catch {
            // The time-out ends the request; nothing else to do here.
            logger.notice("cannot send a request", metadata: ["id": "\(id)", "error": "\(error)"])
        }
    }

    /// Wakes at the core's next deadline (on the injected clock) to tick it. A later
    /// deadline lets the armed timer fire early: the tick then does nothing and re-arms.
    private func armTimer() {
        guard let deadline = core.nextDeadline else { return }
        if let armed = timerDeadline, timer != nil, armed <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        let clock = clock
        timer = Task { [weak self] in
            guard (try? await clock.wait(until: deadline)) != nil else { return }
            await self?.timerFired()
        }
    }

    private func timerFired() {
        timer = nil
        timerDeadline = nil
        handle(.tick)
    }

    private func log(_ line: MirrorLog) {
        let level: Logger.Level =
            switch line.level {
            case .debug: .debug
            case .info: .info
            case .notice: .notice
            case .warning: .warning
            }
        logger.log(level: level, "\(line.message)", metadata: line.metadata.mapValues { .string($0) })
    }

    private func writeCache() {
        guard let path = configuration.cachePath, !cacheForgotten, core.replica.state.epoch != 0 else { return }
        do {
            let temporary = path + ".tmp"
            try core.replica.state.cacheBytes.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else { throw CodecError("rename failed: errno \(errno)") }
        } catch {
            logger.warning("cannot cache the snapshot", metadata: ["error": "\(error)"])
        }
    }

    private func writePins(_ pinned: Set<String>) {
        guard let path = configuration.pinnedPath else { return }
        do { try JSONEncoder().encode(pinned.sorted()).write(to: URL(fileURLWithPath: path)) } catch {
            logger.warning("cannot keep the pins", metadata: ["error": "\(error)"])
        }
    }

    // MARK: What people see

    /// The replica of the phone's state.
    public var replica: Replica { core.replica }
    /// Whether the phone was heard within the heartbeat time-out.
    public var isReachable: Bool { core.isReachable }
    /// Whether the device is locked: interactions refused, private content redacted.
    public var isLocked: Bool { core.isLocked }
    /// Whether the content shown may be out of date (not synced with a reachable phone).
    public var isStale: Bool { core.isStale }
    /// Items of the phone's state set aside because they could not be used.
    public var quarantined: [QuarantinedItem] { core.quarantined }
    /// Snapshots asked for since the start, by cause.
    public var resyncs: [ResyncCause: Int] { core.resyncs }
    /// Smart Stack widgets kept in place.
    public var pinned: Set<String> { core.pinned }
    /// The phone's time now, moving with this clock since it was last heard.
    public var phoneNow: Date { core.phoneNow(at: clock.now()) }

    /// The toggles of `target` shown optimistically, by element id (what ``RenderOptions`` takes).
    public func optimistic(for target: InteractionTarget) -> [String: Bool] { core.optimistic(for: target) }

    public func setLocked(_ locked: Bool) { handle(.setLocked(locked)) }

    /// Pins a Smart Stack widget where it is, or lets it go.
    public func setPinned(_ instanceID: String, _ pinned: Bool) { handle(.setPinned(instanceID, pinned)) }

    // MARK: Interactions

    /// Called once the optimistic state of an interaction is set and before it is sent,
    /// so a surface can show that state before the phone's truth can replace it.
    public typealias Shown = @Sendable () async -> Void

    /// Activates a button or toggle of a widget instance.
    @discardableResult
    public func activate(instanceID: String, elementID: String, shown: Shown? = nil) async -> InteractionReport {
        await activate(.widget(instanceID), elementID: elementID, shown: shown)
    }

    /// Activates a control (its toggle or button).
    @discardableResult
    public func activateControl(_ kind: String, shown: Shown? = nil) async -> InteractionReport {
        await activate(.control(kind), elementID: core.replica.state.controls[kind]?.elementID ?? "", shown: shown)
    }

    /// Activates a button, toggle or link: pending marks at once, a toggle flipped at
    /// once (`shown` runs then); then the phone's truth, or a revert with the reason.
    @discardableResult
    public func activate(_ target: InteractionTarget, elementID: String, shown: Shown? = nil) async -> InteractionReport
    {
        let clicked = ContinuousClock.now
        let id = UUID().uuidString.lowercased()
        let held = handle(.activate(target, elementID: elementID, interactionID: id), holdingSends: true)
        if !held.isEmpty { await shown?() }
        for (requestID, request) in held { send(request, id: requestID) }
        let answer = await report(id)
        // Only what went to the phone: a click refused here (no such element, locked) waited on nothing.
        if !held.isEmpty { MirrorLatencyMetrics.shared.answered(.interaction, since: clicked) }
        return answer
    }

    /// Opens the app on the phone from a widget as a whole (a watch complication is not
    /// interactive: activating it opens the app, with the widget's configuration).
    public func openApp(from instanceID: String) async -> InteractionReport {
        let item = core.replica.state.instances[instanceID]
        // No widgetURL: the app itself, as the phone knows it.
        let fallback = AppURL.forWidget(ofKind: item?.instance.kind ?? "unknown")
        guard let url = item?.entry(at: phoneNow)?.view.widgetURL ?? fallback else {
            return InteractionReport(
                interactionID: "", instanceID: instanceID, elementID: "", outcome: .failed, message: "no URL to open")
        }
        return await open(url, target: .widget(instanceID))
    }

    /// Opens a URL in the app on the phone (a Link or a widget's URL).
    public func open(_ url: URL, target: InteractionTarget, elementID: String = "") async -> InteractionReport {
        let clicked = ContinuousClock.now
        let id = UUID().uuidString
        handle(.open(url, target: target, elementID: elementID, requestID: id))
        let answer = await report(id)
        MirrorLatencyMetrics.shared.answered(.open, since: clicked)
        return answer
    }

    private func report(_ id: String) async -> InteractionReport {
        if let report = reports.removeValue(forKey: id) { return report }
        return await withCheckedContinuation { reportWaiters[id] = $0 }
    }

    // MARK: Requests

    /// Sends a request and returns the phone's reply; throws the phone's refusal (its
    /// code and message) or ``RelayError/Code/unavailable`` when no reply came.
    public func request(_ request: MirrorRequest) async throws -> MirrorReply {
        let started = ContinuousClock.now
        let id = UUID().uuidString
        handle(.request(request, id: id))
        let result: Result<MirrorReply, RelayError>
        if let done = replies.removeValue(forKey: id) {
            result = done
        } else {
            result = await withCheckedContinuation { replyWaiters[id] = $0 }
        }
        MirrorLatencyMetrics.shared.answered(.request, since: started)
        return try result.get()
    }
}
