import DomainModel
import Foundation
import WidgetRelayKit

/// A mirror's behaviour as a value: the replica of the phone's state, reachability,
/// the interactions in flight, optimistic toggles, pending marks, the lock, reverts
/// with their reasons and the Smart Stack's pins.
///
/// No sockets, no clock, no tasks: every input is an ``Event`` handed to
/// ``handle(_:at:)`` with the time it happened, and every output is an ``Effect``
/// the driver performs (send a request, tell the interface, write the cache, log).
/// Time-outs (the heartbeat watchdog, request retries) are deadlines the driver
/// wakes for (``nextDeadline``) and reports with ``Event/tick``; tests move time
/// by passing a later `now`.
public struct MirrorCore: Sendable {
    public let configuration: MirrorCoreConfiguration
    /// The replica of the phone's state.
    public internal(set) var replica: Replica
    /// Whether the phone was heard within the heartbeat time-out.
    public internal(set) var isReachable = false
    /// Why the phone refuses this device (its key is not paired there: unpaired on the phone, or
    /// a key changed), until the phone welcomes it again; front ends show it instead of "unreachable".
    public internal(set) var refusal: String?
    /// Whether the device is locked: interactions refused, private content redacted.
    public internal(set) var isLocked = false
    /// Pending marks by target key (`DomainModel/InteractionTarget/key`).
    public internal(set) var pending: [String: PendingMark] = [:]
    /// Toggles shown in the state a person asked for, until the phone answers.
    public internal(set) var optimistic: [TargetElement: Bool] = [:]
    /// Why the last interaction on a target did not work, by target key, shown until the next one
    /// (or, for the connection's reasons, until the mirror is synced again).
    public internal(set) var messages: [String: String] = [:]
    /// A tap refused or timed out because the phone is not heard.
    public static let notReachable = "iPhone not reachable"
    /// A tap refused while the phone is heard but the mirror is fetching its state again.
    public static let syncing = "Syncing with the phone: try again in a moment"
    /// The reasons that are about the connection, not the widget: cleared once synced again.
    static let connectionMessages: Set<String> = [notReachable, syncing]
    /// Snapshots asked for since the start, by cause (for an operator's metrics).
    public internal(set) var resyncs: [ResyncCause: Int] = [:]
    /// Smart Stack widgets kept where they are, by instance id.
    public internal(set) var pinned: Set<String>
    /// Whether the replica changed since the cache was last written.
    public internal(set) var hasUnsavedState = false

    /// Requests sent and not yet answered, by message id (interactions by interaction id).
    var inFlight: [String: InFlightRequest] = [:]
    var sync: SyncPhase = .idle
    var lastHeard: Date?
    var phoneTimeHeardAt: Date?
    var persistAt: Date?
    var nextRequestNumber = 0
    /// Our own interactions that ended (answered or timed out), newest last, at most
    /// ``finishedMemory``: a notice of one arriving after its answer sets no mark.
    var finishedInteractions: [String] = []
    static let finishedMemory = 64
    /// What the phone was last told of this copy's position, and when (``positionReportDue``).
    var positionReports = PositionReports()

    /// A core showing `cached` (the last snapshot cache) until it syncs.
    public init(configuration: MirrorCoreConfiguration, cached: ReplicaState? = nil, pinned: Set<String> = []) {
        self.configuration = configuration
        replica = Replica(deviceID: configuration.deviceID, cached: cached)
        self.pinned = pinned
    }

    /// Handles one event that happened at `now`; returns what the driver must do.
    public mutating func handle(_ event: Event, at now: Date) -> [Effect] {
        switch event {
        case .start: return startResync(.start, at: now)
        case .stop: return stop()
        case .published(let update): return received(update, at: now)
        case .unreadable: return [.log(MirrorLog(.debug, "dropped a malformed update"))]
        case .replied(let id, let reply): return replied(id, reply, at: now)
        case .tick: return tick(at: now)
        case .activate(let target, let elementID, let interactionID):
            return activate(target, elementID: elementID, interactionID: interactionID, at: now)
        case .open(let url, let target, let elementID, let requestID):
            return send(
                .openURL(url, target: target, elementID: elementID), id: requestID,
                purpose: .open(target, elementID: elementID, url: url), at: now)
        case .request(let request, let id):
            return send(request, id: id, purpose: .caller, at: now)
        case .setLocked(let locked):
            isLocked = locked
            return [.changed(.everything)]
        case .setPinned(let instanceID, let isPinned):
            if isPinned { pinned.insert(instanceID) } else { pinned.remove(instanceID) }
            return [.pinsChanged(pinned), .changed(.everything)]
        case .refused:
            return refused(Self.keyRefused)
        }
    }

    // MARK: What people see

    /// Where the copy stands, for the requests the driver sends (nil while not synced).
    public var position: SyncPosition? { replica.position }

    /// Whether the content shown may be out of date (not synced with a reachable phone).
    public var isStale: Bool { !isReachable || !replica.isSynced }

    /// Items of the phone's state set aside because they could not be used.
    public var quarantined: [QuarantinedItem] { replica.state.quarantined }

    /// The ids of interactions sent and not yet answered.
    public var interactionsInFlight: Set<String> {
        Set(inFlight.filter { if case .interaction = $0.value.purpose { true } else { false } }.keys)
    }

    /// The phone's time at `now`, moving on since it was last heard (a phone on a
    /// manual clock moves it in jumps); `now` before the phone was heard.
    public func phoneNow(at now: Date) -> Date {
        guard let time = replica.state.phoneTime, let heard = phoneTimeHeardAt else { return now }
        return time.addingTimeInterval(now.timeIntervalSince(heard))
    }

    /// The toggles of `target` shown optimistically, by element id.
    public func optimistic(for target: InteractionTarget) -> [String: Bool] {
        Dictionary(
            uniqueKeysWithValues: optimistic.filter { $0.key.target == target }.map { ($0.key.elementID, $0.value) })
    }

    /// Whether a Smart Stack widget is pinned.
    public func isPinned(_ instanceID: String) -> Bool { pinned.contains(instanceID) }

    /// The element `id` of a target, as shown at `now` (phone time).
    public func element(_ id: String, of target: InteractionTarget, at phoneNow: Date) -> InteractiveElement? {
        switch target {
        case .widget(let instance):
            return replica.state.instances[instance]?.entry(at: phoneNow)?.view.element(withID: id)
        case .activity(let activity):
            return replica.state.activities[activity]?.presentations.interactiveViews.lazy.compactMap {
                $0.element(withID: id)
            }.first
        case .control(let kind):
            guard let control = replica.state.controls[kind], control.elementID == id else { return nil }
            return InteractiveElement(
                elementID: id,
                kind: control.template == .toggle
                    ? .toggle(isOn: control.isOn, control.action) : .button(control.action))
        }
    }

    /// When the core next needs a ``Event/tick``: the heartbeat watchdog, a request's
    /// time-out, a resync retry, a cache write or a position report, whichever comes first.
    public var nextDeadline: Date? {
        var deadlines = inFlight.values.map(\.deadline)
        if isReachable, let lastHeard { deadlines.append(lastHeard.adding(configuration.heartbeatTimeout)) }
        if case .retry(let at) = sync { deadlines.append(at) }
        if let persistAt { deadlines.append(persistAt) }
        if let positionReportDue { deadlines.append(positionReportDue) }
        return deadlines.min()
    }
}
