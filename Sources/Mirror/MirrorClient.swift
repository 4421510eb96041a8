import Foundation
import Logging
import RelayCore
import RelayTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// A mirror's connection to its phone: the Clone client driven over a transport,
/// with what people see on top of it: pending marks from a tap until the phone's
/// answer, optimistic toggles that revert on failure, "phone unreachable" after
/// the heartbeat time-out, the lock.
public actor MirrorClient {
    public let configuration: MirrorConfiguration
    private let transport: any Transport
    private var logger: Logger { configuration.logger }

    /// The replica of the phone's state.
    public private(set) var replica: Replica
    /// Whether the phone was heard within the heartbeat time-out.
    public private(set) var isReachable = false
    /// Whether the device is locked: interactions refused, private content redacted.
    public private(set) var isLocked = false
    /// Instances whose invalidatable views show as pending, with the interaction that made them so.
    public private(set) var pending: [String: PendingMark] = [:]
    /// Toggles shown in the state a person asked for, until the phone answers: by
    /// target and element, since two instances of one kind share their element ids.
    public private(set) var optimistic: [TargetElement: Bool] = [:]
    /// Why the last interaction on an instance did not work, shown until the next one.
    public private(set) var messages: [String: String] = [:]

    public nonisolated let events: AsyncStream<MirrorEvent>
    private let sink: AsyncStream<MirrorEvent>.Continuation

    private var client: RequestClient?
    private var subscriber: (any MessageChannel)?
    private var tasks: [Task<Void, Never>] = []
    private var lastHeard: ContinuousClock.Instant?
    private var phoneTimeHeardAt: ContinuousClock.Instant?
    private var resyncing = false
    private var cacheDirty = false

    /// A pending mark: from a tap (or a notice of someone else's) until the update that answers it.
    public struct PendingMark: Sendable, Hashable {
        public let interactionID: String
        /// Clear once an update at or past this seq is applied (unknown until the result comes).
        public var untilSeq: UInt64?
        /// The toggles shown optimistically until then.
        public var optimisticElements: [TargetElement] = []
    }

    /// One button or toggle of one target (a widget instance, a Live Activity or a control).
    public struct TargetElement: Sendable, Hashable {
        public let target: Target
        public let elementID: String
        public init(_ target: Target, _ elementID: String) {
            self.target = target
            self.elementID = elementID
        }
    }

    /// The toggles of `target` shown optimistically, by element id (what ``RenderOptions`` takes).
    public func optimistic(for target: Target) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: optimistic.filter { $0.key.target == target }.map { ($0.key.elementID, $0.value) })
    }

    public init(configuration: MirrorConfiguration, transport: any Transport) {
        self.configuration = configuration
        self.transport = transport
        var cached: ReplicaState?
        if let path = configuration.cachePath, let data = FileManager.default.contents(atPath: path),
           let snapshot = try? Relay_V1_Snapshot(serializedBytes: data) {
            cached = try? ReplicaState(snapshot: snapshot)
        }
        replica = Replica(deviceID: configuration.deviceID, cached: cached)
        (events, sink) = AsyncStream.makeStream(of: MirrorEvent.self)
        for item in replica.state.quarantined { Self.log(item, logger: configuration.logger, source: "the cached snapshot") }
    }

    /// Items of the phone's state set aside because they could not be used (see ``ReplicaState/quarantine``).
    public var quarantined: [QuarantinedItem] { replica.state.quarantined }

    private static func log(_ item: QuarantinedItem, logger: Logger, source: String) {
        logger.warning("quarantined an item", metadata: [
            "kind": "\(item.kind.rawValue)", "id": "\(item.id)", "reason": "\(item.reason)", "from": "\(source)",
        ])
    }

    /// Logs the items quarantined since `before`.
    private func logQuarantine(since before: [String: QuarantinedItem], source: String) {
        for (key, item) in replica.state.quarantine where before[key] != item { Self.log(item, logger: logger, source: source) }
    }

    /// Connects: subscribe first, then hello and snapshot; then follows the stream.
    public func start() async throws {
        let subscriber = try await transport.open(.subscriber(topics: [Topic.all, Topic.device(configuration.deviceID)]),
                                                  .connect(configuration.publisherEndpoint))
        self.subscriber = subscriber
        client = RequestClient(channel: try await transport.open(.dealer, .connect(configuration.routerEndpoint)),
                               sender: configuration.deviceID)
        tasks.append(Task { [weak self] in
            for await message in subscriber.incoming { await self?.received(message) }
        })
        tasks.append(Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                await self?.watch()
            }
        })
        tasks.append(Task { [weak self] in await self?.resync() })
    }

    public func stop() async {
        for task in tasks { task.cancel() }
        tasks = []
        flushCache()
        await client?.close()
        await subscriber?.close()
        sink.finish()
    }

    // MARK: The stream

    private func received(_ message: TransportMessage) async {
        guard message.frames.count == 2, let envelope = try? Relay_V1_Envelope(serializedBytes: message.frames[1]),
              case .update(let update) = envelope.body else {
            logger.debug("dropped a malformed update")
            return
        }
        lastHeard = .now
        if !isReachable {
            isReachable = true
            sink.yield(.reachability(true))
            logger.info("phone reachable")
            Task { await self.resync() }
        }
        if case .heartbeat(let heartbeat) = update.change, heartbeat.hasPhoneTime { phoneTimeHeardAt = .now }
        let quarantineBefore = replica.state.quarantine
        defer { logQuarantine(since: quarantineBefore, source: "an update") }
        do {
            switch try replica.receive(update, topic: message.frames[0]) {
            case .applied:
                if update.hasPublishedAt, !update.heartbeat.hasPhoneTime { phoneTimeHeardAt = .now }
                notice(update)
                settlePending()
                cacheDirty = true
                if case .heartbeat = update.change {} else { sink.yield(.changed) }
            case .buffered, .ignored:
                break
            case .resyncNeeded(let reason):
                logger.notice("resync", metadata: ["reason": "\(reason)"])
                Task { await self.resync() }
            }
        } catch {
            logger.warning("cannot apply an update", metadata: ["error": "\(error)"])
            Task { await self.resync() }
        }
    }

    /// Pending marks from other devices' interactions, and cleared ones.
    private func notice(_ update: Relay_V1_Update) {
        switch update.change {
        case .invalidation(let notice) where !notice.instanceID.isEmpty:
            if pending[notice.instanceID] == nil { pending[notice.instanceID] = PendingMark(interactionID: notice.interactionID, untilSeq: nil) }
        case .timeline(let timeline):
            if let mark = pending[timeline.instanceID], mark.interactionID == timeline.interactionID, mark.untilSeq == nil {
                pending[timeline.instanceID]?.untilSeq = update.seq
            }
        default: break
        }
    }

    /// Clears pending marks, and the optimistic toggles they showed, once their answer is applied.
    private func settlePending() {
        for (key, mark) in pending {
            if let until = mark.untilSeq, replica.state.seq >= until {
                pending[key] = nil
                for element in mark.optimisticElements { optimistic[element] = nil }
            }
        }
    }

    /// The heartbeat watchdog.
    private func watch() {
        if isReachable, let lastHeard, ContinuousClock.now - lastHeard > configuration.heartbeatTimeout {
            isReachable = false
            replica.desync()
            logger.warning("phone unreachable", metadata: ["silence": "\(ContinuousClock.now - lastHeard)"])
            sink.yield(.reachability(false))
            sink.yield(.changed)
        }
        if cacheDirty { flushCache() }
    }

    /// Asks for a new snapshot and restores from it (ICANHAZ? / KTHXBAI).
    public func resync() async {
        guard !resyncing, let client else { return }
        resyncing = true
        defer { resyncing = false }
        replica.desync()
        do {
            let configuration = configuration
            let hello = Relay_V1_Envelope.make(from: configuration.deviceID) {
                $0.hello = .with {
                    $0.kind = configuration.kind
                    $0.displayName = configuration.displayName
                    $0.capabilities = .with {
                        $0.families = configuration.families.map(WireCodec.encode)
                        $0.renderingMode = WireCodec.encode(configuration.renderingMode)
                        $0.liveActivities = true
                        $0.controls = true
                        $0.smartStack = configuration.kind == .watch
                    }
                }
            }
            _ = try await client.send(hello, timeout: configuration.requestTimeout, retries: configuration.requestRetries)
            let epoch = replica.state.epoch
            let request = Relay_V1_Envelope.make(from: configuration.deviceID) { $0.snapshotRequest = .with { $0.knownEpoch = epoch } }
            let reply = try await client.send(request, timeout: configuration.requestTimeout, retries: configuration.requestRetries)
            guard case .snapshot(let snapshot) = reply.body else {
                logger.warning("snapshot refused", metadata: ["reply": "\(reply.error.message)"])
                return
            }
            let quarantineBefore = replica.state.quarantine
            defer { logQuarantine(since: quarantineBefore, source: "a snapshot") }
            let salvaged = await client.takeSalvaged(request.messageID)
            if case .resyncNeeded(let reason) = try replica.restore(snapshot, quarantined: salvaged) {
                logger.notice("resync again", metadata: ["reason": "\(reason)"])
                Task { await self.resync() }
                return
            }
            phoneTimeHeardAt = .now
            // The phone answered: it is reachable, whether or not the SUB has heard it yet.
            lastHeard = .now
            if !isReachable {
                isReachable = true
                sink.yield(.reachability(true))
            }
            settlePending()
            cacheDirty = true
            flushCache()
            logger.info("synced", metadata: ["epoch": "\(snapshot.epoch)", "seq": "\(snapshot.seq)", "widgets": "\(snapshot.instances.count)"])
            sink.yield(.changed)
        } catch {
            logger.notice("snapshot failed", metadata: ["error": "\(error)"])
        }
    }

    private func flushCache() {
        guard cacheDirty, let path = configuration.cachePath, replica.state.epoch != 0 else { return }
        cacheDirty = false
        do {
            let data: Data = try replica.state.snapshot.serializedBytes()
            let temporary = path + ".tmp"
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else { throw CodecError("rename failed: errno \(errno)") }
        } catch {
            logger.warning("cannot cache the snapshot", metadata: ["error": "\(error)"])
        }
    }

    // MARK: What people see

    /// Whether the content shown may be out of date (not synced with a reachable phone).
    public var isStale: Bool { !isReachable || !replica.isSynced }

    /// The phone's time now, moving with real time since it was last heard
    /// (phones on a manual clock move it in jumps).
    public var phoneNow: Date {
        guard let time = replica.state.phoneTime, let heard = phoneTimeHeardAt else { return Date() }
        let elapsed = ContinuousClock.now - heard
        return time.addingTimeInterval(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    public func setLocked(_ locked: Bool) {
        isLocked = locked
        sink.yield(.changed)
    }

    // MARK: Interactions

    /// What a person can activate on a mirror.
    public enum Target: Sendable, Hashable {
        case widget(String)
        case activity(String)
        case control(String)

        var key: String {
            switch self {
            case .widget(let id): id
            case .activity(let id): "activity/\(id)"
            case .control(let kind): "control/\(kind)"
            }
        }
    }

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
        await activate(.control(kind), elementID: replica.state.controls[kind]?.elementID ?? "", shown: shown)
    }

    /// Activates a button, toggle or link: pending marks at once, a toggle flipped at
    /// once (`shown` runs then); then the phone's truth, or a revert with the reason. A
    /// link (or a widget's URL) opens the app on the phone instead.
    @discardableResult
    public func activate(_ target: Target, elementID: String, shown: Shown? = nil) async -> InteractionReport {
        let instanceID = target.key
        let id = UUID().uuidString.lowercased()
        func refuse(_ message: String) -> InteractionReport {
            let report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .refused, message: message)
            messages[instanceID] = message
            sink.yield(.interaction(report))
            sink.yield(.changed)
            return report
        }
        guard !isLocked else { return refuse("Unlock to use this widget") }
        guard isReachable, replica.isSynced else { return refuse("iPhone not reachable") }
        guard let element = element(elementID, of: target) else { return refuse("No such button or toggle") }
        if case .link(let url) = element.kind {
            return await open(url, target: target, elementID: elementID)
        }
        guard let invocation = element.invocation else { return refuse("No such button or toggle") }
        var toggleValue: Bool?
        let shownElement = TargetElement(target, elementID)
        if case .toggle(let isOn, _) = element.kind {
            toggleValue = !(optimistic[shownElement] ?? isOn)
            optimistic[shownElement] = toggleValue
        }
        pending[instanceID] = PendingMark(interactionID: id, untilSeq: nil, optimisticElements: toggleValue == nil ? [] : [shownElement])
        messages[instanceID] = nil
        sink.yield(.changed)
        await shown?()

        var envelope = Relay_V1_Envelope.make(from: configuration.deviceID) {
            $0.interaction = .with {
                $0.interactionID = id
                switch target {
                case .widget(let instance): $0.instanceID = instance
                case .activity(let activity): $0.activityID = activity
                case .control(let kind): $0.controlKind = kind
                }
                $0.elementID = elementID
                $0.invocation = WireCodec.encode(invocation)
                if let toggleValue { $0.toggleValue = toggleValue }
                $0.tappedAt = .init(date: Date())
            }
        }
        envelope.messageID = id
        let report: InteractionReport
        do {
            guard let client else { throw RequestError.closed }
            let reply = try await client.send(envelope, timeout: configuration.requestTimeout, retries: configuration.requestRetries)
            switch reply.body {
            case .interactionResult(let result):
                switch result.outcome {
                case .performed:
                    pending[instanceID]?.untilSeq = result.seq
                    report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .performed, message: nil)
                case .failed(let failure):
                    revert(target, elementID, message: failure.message, untilSeq: result.seq)
                    report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .failed, message: failure.message)
                case .rejected(let rejection):
                    revert(target, elementID, message: rejection.message, untilSeq: nil)
                    report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .rejected, message: rejection.message)
                case nil:
                    revert(target, elementID, message: "Not synced", untilSeq: nil)
                    report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .failed, message: "Not synced")
                }
            default:
                let message = reply.error.message.isEmpty ? "Not synced" : reply.error.message
                revert(target, elementID, message: message, untilSeq: nil)
                report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .rejected, message: message)
            }
        } catch {
            revert(target, elementID, message: "iPhone not reachable", untilSeq: nil)
            report = InteractionReport(interactionID: id, instanceID: instanceID, elementID: elementID, outcome: .timedOut, message: "iPhone not reachable")
        }
        settlePending()
        sink.yield(.interaction(report))
        sink.yield(.changed)
        return report
    }

    /// The element `id` of a target, as shown now.
    private func element(_ id: String, of target: Target) -> InteractiveElement? {
        switch target {
        case .widget(let instance):
            return replica.state.instances[instance]?.entry(at: phoneNow)?.view.element(withID: id)
        case .activity(let activity):
            guard let p = replica.state.activities[activity]?.presentations else { return nil }
            let views = [p.lockScreen] + [p.expandedLeading, p.expandedTrailing, p.expandedCenter, p.expandedBottom].compactMap { $0 }
            return views.lazy.compactMap { $0.element(withID: id) }.first
        case .control(let kind):
            guard let control = replica.state.controls[kind], control.elementID == id else { return nil }
            return InteractiveElement(elementID: id, kind: control.template == .toggle ? .toggle(isOn: control.isOn, control.action) : .button(control.action))
        }
    }

    /// Opens the app on the phone from a widget as a whole (a watch complication is not
    /// interactive: activating it opens the app, with the widget's configuration).
    public func openApp(from instanceID: String) async -> InteractionReport {
        let item = replica.state.instances[instanceID]
        let url = item?.entry(at: phoneNow)?.view.widgetURL ?? URL(string: "widgetrelay://widget/\(item?.instance.kind ?? "unknown")")!
        return await open(url, target: .widget(instanceID))
    }

    /// Opens a URL in the app on the phone (a Link or a widget's URL).
    public func open(_ url: URL, target: Target, elementID: String = "") async -> InteractionReport {
        let key = target.key
        do {
            _ = try await request {
                $0.openURL = .with {
                    $0.url = url.absoluteString
                    if case .widget(let instance) = target { $0.instanceID = instance }
                    if case .activity(let activity) = target { $0.activityID = activity }
                    $0.elementID = elementID
                }
            }
            let report = InteractionReport(interactionID: "", instanceID: key, elementID: elementID, outcome: .performed, message: "opened \(url.absoluteString) on the phone")
            sink.yield(.interaction(report))
            return report
        } catch {
            let report = InteractionReport(interactionID: "", instanceID: key, elementID: elementID, outcome: .failed, message: "\(error)")
            sink.yield(.interaction(report))
            return report
        }
    }

    private func revert(_ target: Target, _ elementID: String, message: String, untilSeq: UInt64?) {
        let instanceID = target.key
        optimistic[TargetElement(target, elementID)] = nil
        messages[instanceID] = message
        if let untilSeq { pending[instanceID]?.untilSeq = untilSeq } else { pending[instanceID] = nil }
    }

    // MARK: Requests

    /// Sends a request and returns its reply body, throwing an ErrorReply's message.
    public func request(_ fill: @Sendable (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope.OneOf_Body {
        guard let client else { throw RequestError.closed }
        let envelope = Relay_V1_Envelope.make(from: configuration.deviceID, fill)
        let reply = try await client.send(envelope, timeout: configuration.requestTimeout, retries: configuration.requestRetries)
        if case .error(let error) = reply.body { throw MirrorError(error.message) }
        guard let body = reply.body else { throw MirrorError("an empty reply") }
        return body
    }
}

/// A request the phone refused, with its message.
public struct MirrorError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
