import DomainModel
import Foundation
import WidgetRelayKit

/// What the phone knows and shows its mirrors: paired devices, widget instances with
/// their archived timelines and the elements each offers, Live Activities, controls,
/// recommendations and relevances.
///
/// A value with no I/O, changed only through its own methods, which keep its invariants:
/// - a timeline, placeholder, offered element or published timeline seq is kept only for
///   an instance the phone holds, and goes with it;
/// - the elements an instance offers are always those of its current timeline;
/// - a Hello (and the rendering mode it asked) is kept only for a paired device, and is
///   forgotten when the device is unpaired or paired again with another key or kind.
///
/// A snapshot for a device and the check that an interaction was offered are read from it
/// alone (the snapshot's wire form is built at the codec edge, Codec's `PhoneState+Wire`).
public struct PhoneState: Sendable {
    /// Paired devices by id.
    public private(set) var devices: [String: PairedDevice] = [:]
    /// Each device's last Hello (requests.proto: nothing but Hello and Echo before it).
    public private(set) var hellos: [String: DeviceCapabilities] = [:]
    /// The rendering mode each device asked for in its Hello.
    public private(set) var deviceModes: [String: WidgetRenderingMode] = [:]
    /// Widget instances by id.
    public private(set) var instances: [String: StoredInstance] = [:]
    /// Each instance's last archived timeline.
    public private(set) var timelines: [String: ArchivedTimeline] = [:]
    /// The seq of each instance's last published timeline (a replayed interaction answers with it).
    public private(set) var timelineSeqs: [String: UInt64] = [:]
    /// Each instance's archived placeholder.
    public private(set) var placeholders: [String: ArchivedView] = [:]
    /// The buttons and toggles each instance's timeline offers its owner.
    public private(set) var offered: [String: [InteractiveElement]] = [:]
    /// Live Activities not dismissed, by id, with their presentations archived.
    public private(set) var activities: [String: LiveActivity] = [:]
    /// Controls by kind, with their current value.
    public private(set) var controls: [String: ControlState] = [:]
    /// Each configurable kind's recommended configurations.
    public private(set) var recommendations: [String: [WidgetRecommendation]] = [:]
    /// Each kind's relevance rules (the Smart Stack's order).
    public private(set) var relevances: [String: WidgetRelevances] = [:]

    public init() {}

    /// Instances oldest first (ties by id), the order the database keeps.
    public var orderedInstances: [StoredInstance] {
        instances.values.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    // MARK: Devices

    /// Pairs a device, or updates its record. Returns whether it is a new identity for a
    /// device already paired (another key or kind): its Hello is then forgotten, and it
    /// must say Hello again.
    @discardableResult
    public mutating func pair(_ device: PairedDevice) -> Bool {
        let previous = devices[device.id]
        devices[device.id] = device
        guard let previous, previous.publicKey != device.publicKey || previous.kind != device.kind else { return false }
        forgetHello(of: device.id)
        return true
    }

    /// Unpairs a device and forgets its Hello (its widget instances stay). Returns whether it was paired.
    @discardableResult
    public mutating func unpair(_ id: String) -> Bool {
        guard devices.removeValue(forKey: id) != nil else { return false }
        forgetHello(of: id)
        return true
    }

    /// A paired device's Hello was accepted: what it can show, and the rendering mode it asked
    /// for (a Hello that asks none keeps the one asked before, until the Hello is forgotten).
    /// Returns false, keeping nothing, for a device that is not paired.
    @discardableResult
    public mutating func accept(_ capabilities: DeviceCapabilities, from device: String) -> Bool {
        guard devices[device] != nil else { return false }
        hellos[device] = capabilities
        if let mode = capabilities.renderingMode { deviceModes[device] = mode }
        return true
    }

    /// Forgets what a device said in its Hello (it was removed or re-keyed).
    public mutating func forgetHello(of device: String) {
        hellos[device] = nil
        deviceModes[device] = nil
    }

    // MARK: Widget instances

    /// Holds a new or reconfigured instance. Its placeholder is archived anew (a new
    /// configuration may show another one); its last timeline stays until the next reload.
    public mutating func place(_ instance: StoredInstance) {
        instances[instance.id] = instance
        placeholders[instance.id] = nil
    }

    /// Forgets an instance and everything archived for it.
    public mutating func removeInstance(_ id: String) {
        instances[id] = nil
        timelines[id] = nil
        timelineSeqs[id] = nil
        offered[id] = nil
        placeholders[id] = nil
    }

    /// An instance's archived placeholder; false, keeping nothing, when the instance is gone
    /// (removed while app code ran).
    @discardableResult
    public mutating func setPlaceholder(_ placeholder: ArchivedView, for id: String) -> Bool {
        guard instances[id] != nil else { return false }
        placeholders[id] = placeholder
        return true
    }

    /// A new timeline for an instance, and the elements it now offers; false, keeping
    /// nothing, when the instance is gone (removed while its provider ran).
    @discardableResult
    public mutating func setTimeline(_ timeline: ArchivedTimeline, for id: String) -> Bool {
        guard instances[id] != nil else { return false }
        timelines[id] = timeline
        // What each surface it is archived for shows (StandBy's may differ from the Home Screen's).
        offered[id] = timeline.entries.flatMap { [$0.view] + $0.surfaceViews.values }.flatMap(\.interactiveElements)
        return true
    }

    /// Remembers what a published change tells a later answer: the seq an instance's timeline
    /// was published at (a replayed interaction answers with it); nothing for an instance the
    /// phone no longer holds.
    public mutating func didPublish(_ change: PhoneChange, seq: UInt64) {
        guard case .timeline(_, let id, _, _) = change, instances[id] != nil else { return }
        timelineSeqs[id] = seq
    }

    // MARK: What every device shares

    /// A Live Activity's archived presentations; a dismissed one is forgotten.
    public mutating func setActivity(_ activity: LiveActivity) {
        activities[activity.record.id] = activity.record.state == .dismissed ? nil : activity
    }

    /// Forgets a Live Activity (dismissed, or no longer archivable).
    public mutating func removeActivity(_ id: String) {
        activities[id] = nil
    }

    /// A control's current value (what interactions on it are checked against).
    public mutating func setControl(_ value: ControlState, for kind: String) {
        controls[kind] = value
    }

    /// A kind's relevance rules. Rules that are empty or unchanged change nothing (the last
    /// ones stay); returns whether they changed, and so are to be published.
    @discardableResult
    public mutating func setRelevances(_ rules: WidgetRelevances, for kind: String) -> Bool {
        guard !rules.rules.isEmpty, relevances[kind] != rules else { return false }
        relevances[kind] = rules
        return true
    }

    /// A configurable kind's recommended configurations.
    public mutating func setRecommendations(_ list: [WidgetRecommendation], for kind: String) {
        recommendations[kind] = list
    }
}
