import DomainModel
import Foundation
import MirrorCore
import Codec
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// Drives a ``MirrorCore`` the way swift-nio's EmbeddedChannel drives a handler: events
/// in, effects collected, time moved by hand. No sockets, no clock, no tasks.
package struct CoreHarness {
    package var core: MirrorCore
    package var now = Wire.t0
    /// Every effect so far, in order.
    package private(set) var effects: [MirrorCore.Effect] = []

    package static let deviceID = "desk"

    package init(
        heartbeatTimeout: Duration = .seconds(3), requestTimeout: Duration = .seconds(1), retries: Int = 1,
        positionReportInterval: Duration? = nil, snapshotPartsTimeLimit: Duration = .seconds(60)
    ) {
        var configuration = MirrorCoreConfiguration(
            deviceID: Self.deviceID,
            hello: MirrorHello(
                kind: .desktop, displayName: "Desk",
                families: [.systemMedium], renderingMode: .fullColor))
        configuration.heartbeatTimeout = heartbeatTimeout
        configuration.requestTimeout = requestTimeout
        configuration.requestRetries = retries
        configuration.idPrefix = "t"
        configuration.positionReportInterval = positionReportInterval
        configuration.snapshotPartsTimeLimit = snapshotPartsTimeLimit
        core = MirrorCore(configuration: configuration)
    }

    @discardableResult
    package mutating func handle(_ event: MirrorCore.Event) -> [MirrorCore.Effect] {
        let output = core.handle(event, at: now)
        effects += output
        return output
    }

    /// Moves time on and ticks the core.
    @discardableResult
    package mutating func advance(by seconds: TimeInterval) -> [MirrorCore.Effect] {
        now = now.addingTimeInterval(seconds)
        return handle(.tick)
    }

    /// Start, hello answered, snapshot answered: synced and reachable.
    package mutating func sync(_ snapshot: Relay_V1_Snapshot) {
        let hello = handle(.start)
        guard let helloID = hello.sent.first?.id else { return }
        let ask = handle(.replied(id: helloID, .welcome))
        guard let snapshotID = ask.sent.first?.id else { return }
        handle(.replied(id: snapshotID, .snapshot(SnapshotReply(snapshot))))
    }

    /// A published update as the SUB delivers it.
    @discardableResult
    package mutating func publish(_ update: Relay_V1_Update, toDevice: Bool = true) -> [MirrorCore.Effect] {
        handle(.published(Self.frames(update, toDevice: toDevice), deviceID: Self.deviceID))
    }

    package static func frames(_ update: Relay_V1_Update, toDevice: Bool = true) -> [[UInt8]] {
        let envelope = Relay_V1_Envelope.make(from: "phone", at: Wire.t0) { $0.update = update }
        return [toDevice ? Topic.device(deviceID) : Topic.all, envelope.frame]
    }

    /// A device-topic update.
    package static func update(
        seq: UInt64, topicSeq: UInt64, epoch: UInt64 = 1, _ change: (inout Relay_V1_Update) -> Void
    )
        -> Relay_V1_Update
    {
        var update = Relay_V1_Update.with {
            $0.epoch = epoch
            $0.seq = seq
            $0.topicSeq = topicSeq
        }
        change(&update)
        return update
    }

    /// The todo list's new timeline, showing the toggle `isOn`, answering `interactionID`.
    package static func todoTimeline(
        _ instanceID: String, isOn: Bool, interactionID: String, seq: UInt64, topicSeq: UInt64
    )
        -> Relay_V1_Update
    {
        update(seq: seq, topicSeq: topicSeq) {
            var timeline = Wire.todo(instanceID, createdAt: 0, isOn: isOn).timeline
            timeline.interactionID = interactionID
            $0.timeline = timeline
        }
    }

    package static func heartbeat(seq: UInt64, topicSeq: UInt64 = 0, epoch: UInt64 = 1) -> Relay_V1_Update {
        update(seq: seq, topicSeq: topicSeq, epoch: epoch) { $0.heartbeat = .init() }
    }
}

extension [MirrorCore.Effect] {
    /// The requests sent, with their ids.
    package var sent: [(id: String, request: MirrorRequest)] {
        compactMap { if case .send(let id, let request) = $0 { (id, request) } else { nil } }
    }

    /// Whether a resync began (a Hello is the first step of one).
    package var startsResync: Bool { sent.contains { if case .hello = $0.request { true } else { false } } }

    /// The reports of finished interactions.
    package var reports: [InteractionReport] {
        compactMap { if case .finished(_, let report) = $0 { report } else { nil } }
    }

    package var reachability: [Bool] {
        compactMap { if case .reachability(let reachable) = $0 { reachable } else { nil } }
    }
}
