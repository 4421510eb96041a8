import Foundation
import PhoneCore
import RelayWire
import WidgetRelayKit

/// What the phone knows and shows its mirrors: paired devices, widget instances with
/// their archived timelines and the elements each offers, Live Activities, controls,
/// recommendations and relevances.
///
/// A value with no I/O. The driver changes it as app code answers; a snapshot for a
/// device and the check that an interaction was offered are read from it alone.
public struct PhoneState: Sendable {
    /// Paired devices by id.
    public var devices: [String: PairedDevice] = [:]
    /// Each device's last Hello (requests.proto: nothing but Hello and Echo before it).
    public var hellos: [String: DeviceCapabilities] = [:]
    /// The rendering mode each device asked for in its Hello.
    public var deviceModes: [String: WidgetRenderingMode] = [:]
    /// Widget instances by id.
    public var instances: [String: StoredInstance] = [:]
    /// Each instance's last archived timeline.
    public var timelines: [String: ArchivedTimeline] = [:]
    /// The seq of each instance's last published timeline (a replayed interaction answers with it).
    public var timelineSeqs: [String: UInt64] = [:]
    /// Each instance's archived placeholder.
    public var placeholders: [String: ArchivedView] = [:]
    /// The buttons and toggles each instance's timeline offers its owner.
    public var offered: [String: [InteractiveElement]] = [:]
    /// Live Activities not dismissed, by id, with their presentations archived.
    public var activities: [String: LiveActivity] = [:]
    /// Controls by kind, with their current value.
    public var controls: [String: ControlState] = [:]
    /// Each configurable kind's recommended configurations.
    public var recommendations: [String: [WidgetRecommendation]] = [:]
    /// Each kind's relevance rules (the Smart Stack's order).
    public var relevances: [String: WidgetRelevances] = [:]

    public init() {}

    /// Instances oldest first (ties by id), the order the database keeps.
    public var orderedInstances: [StoredInstance] {
        instances.values.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    /// Remembers what a published update changed that a later answer refers to.
    public mutating func didPublish(_ update: Relay_V1_Update) {
        if case .timeline(let timeline) = update.change { timelineSeqs[timeline.instanceID] = update.seq }
    }

    /// A new timeline for an instance, and the elements it now offers.
    public mutating func setTimeline(_ timeline: ArchivedTimeline, for id: String) {
        timelines[id] = timeline
        offered[id] = timeline.entries.flatMap(\.view.interactiveElements)
    }

    /// A device's Hello was accepted: what it can show, and the rendering mode it asked for
    /// (a Hello that asks none keeps the one asked before, until the Hello is forgotten).
    public mutating func accept(_ capabilities: DeviceCapabilities, from device: String) {
        hellos[device] = capabilities
        if let mode = capabilities.renderingMode { deviceModes[device] = mode }
    }

    /// Forgets what a device said in its Hello (it was removed or re-keyed).
    public mutating func forgetHello(of device: String) {
        hellos[device] = nil
        deviceModes[device] = nil
    }

    /// Forgets an instance and everything archived for it.
    public mutating func removeInstance(_ id: String) {
        instances[id] = nil
        timelines[id] = nil
        timelineSeqs[id] = nil
        offered[id] = nil
        placeholders[id] = nil
    }
}
