import DomainModel
import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

// The control endpoint's messages and a push (admin.proto) to the model's values and back
// (PhoneCore's ControlValues.swift): the phone decodes a push and a command here and encodes its
// answer; `phone-node` encodes the command or push here and decodes the answer. The dates were
// checked at the edge (``Relay_V1_Envelope/checkRequestRanges()``) before any is read.

extension PushRequest {
    /// A push as relay.v1 carries it.
    package init(wire: Relay_V1_PushRequest) {
        switch wire.kind {
        case .widget(let widget): self = .widget(kind: widget.kind)
        case .controls(let control): self = .controls(kind: control.kind)
        case .activity(let activity):
            self = .activity(
                ActivityPush(
                    pushToken: activity.pushToken, contentStateJSON: activity.contentStateJson,
                    staleDate: activity.hasStaleDate ? activity.staleDate.date : nil,
                    relevanceScore: activity.relevanceScore,
                    timestamp: activity.hasTimestamp ? activity.timestamp.date : nil, end: activity.end,
                    dismissalDate: activity.hasDismissalDate ? activity.dismissalDate.date : nil))
        case nil: self = .kindless
        }
    }

    /// The push as relay.v1's message.
    package var wire: Relay_V1_PushRequest {
        var push = Relay_V1_PushRequest()
        switch self {
        case .widget(let kind): push.widget = .with { $0.kind = kind }
        case .controls(let kind): push.controls = .with { $0.kind = kind }
        case .activity(let activity):
            push.activity = .with {
                $0.pushToken = activity.pushToken
                $0.contentStateJson = activity.contentStateJSON
                if let stale = activity.staleDate { $0.staleDate = Google_Protobuf_Timestamp(date: stale) }
                $0.relevanceScore = activity.relevanceScore
                if let timestamp = activity.timestamp { $0.timestamp = Google_Protobuf_Timestamp(date: timestamp) }
                $0.end = activity.end
                if let dismissal = activity.dismissalDate {
                    $0.dismissalDate = Google_Protobuf_Timestamp(date: dismissal)
                }
            }
        case .kindless: break
        }
        return push
    }
}

extension AdminCommand {
    /// A command as relay.v1 carries it.
    package init(wire: Relay_V1_AdminRequest) {
        switch wire.command {
        case .advanceClock(let duration): self = .advanceClock(seconds: duration.timeInterval)
        case .setClock(let date): self = .setClock(date.date)
        case .status: self = .status
        case .appAction(let action): self = .appAction(name: action.name, arguments: action.arguments)
        case .addDevice(let record):
            self = .addDevice(
                id: record.deviceID, name: record.displayName, kind: DeviceKind(wire: record.kind),
                publicKey: record.publicKey)
        case .removeDevice(let id): self = .removeDevice(id: id)
        case .setAppForeground(let foreground): self = .setAppForeground(foreground)
        case nil: self = .missing
        }
    }

    /// The command as relay.v1's message.
    package var wire: Relay_V1_AdminRequest {
        var request = Relay_V1_AdminRequest()
        switch self {
        case .advanceClock(let seconds):
            request.advanceClock = Google_Protobuf_Duration(rounding: seconds, rule: .toNearestOrAwayFromZero)
        case .setClock(let date): request.setClock = Google_Protobuf_Timestamp(date: date)
        case .status: request.status = true
        case .appAction(let name, let arguments):
            request.appAction = .with {
                $0.name = name; $0.arguments = arguments
            }
        case .addDevice(let id, let name, let kind, let publicKey):
            request.addDevice = WireCodec.encode(PairedDevice(id: id, name: name, kind: kind, publicKey: publicKey))
        case .removeDevice(let id): request.removeDevice = id
        case .setAppForeground(let foreground): request.setAppForeground = foreground
        case .missing: break
        }
        return request
    }
}

extension AdminAnswer {
    /// The answer as relay.v1's reply body.
    package var wire: Relay_V1_AdminReply {
        .with {
            $0.text = text
            if let status { $0.status = status.wire }
        }
    }

    /// The control endpoint's reply envelope: its answer (with the status as relay.v1's JSON too,
    /// ``statusJSON``), or the refusal's message thrown (``ControlRefusal``).
    package init(reply: Relay_V1_Envelope) throws {
        switch reply.body {
        case .adminReply(let answer):
            self.init(text: answer.text, status: answer.hasStatus ? try PhoneStatus(wire: answer.status) : nil)
            if answer.hasStatus { statusJSON = try answer.status.jsonString() }
        case .error(let error): throw ControlRefusal(message: error.message)
        default: throw ControlRefusal(message: "unexpected reply from the node")
        }
    }
}

/// A node refused a control command: its message.
package struct ControlRefusal: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

extension AdminCommand {
    /// Fills a request envelope with the command.
    package func fill(_ envelope: inout Relay_V1_Envelope) { envelope.admin = wire }
}

extension PushRequest {
    /// Fills a request envelope with the push.
    package func fill(_ envelope: inout Relay_V1_Envelope) { envelope.push = wire }
}

extension PhoneStatus {
    /// The status as relay.v1's message.
    package var wire: Relay_V1_PhoneStatus {
        .with { status in
            status.now = Google_Protobuf_Timestamp(date: now)
            status.epoch = epoch
            status.seq = seq
            status.manualClock = manualClock
            status.appForeground = appForeground
            status.instances = instances.map { item in
                .with {
                    $0.instance = WireCodec.encode(item.instance)
                    $0.budgetLeft = item.budgetLeft
                    if let due = item.nextReload { $0.nextReload = Google_Protobuf_Timestamp(date: due) }
                    $0.entryCount = item.entryCount
                }
            }
            status.activities = activities.map(WireCodec.encode)
            status.devices = devices.map(WireCodec.encode)
            status.openedUrls = openedURLs.map(WireCodec.encode)
            status.store = .with {
                $0.fileBytes = store.fileBytes
                $0.walBytes = store.walBytes
                $0.walFrames = store.walFrames
                $0.interactionRecords = store.interactionRecords
                $0.keepInteractionsSeconds = store.keepInteractionsSeconds
                $0.prunedSinceStart = store.prunedSinceStart
            }
        }
    }

    /// A status as the phone sent it (what `phone-node status` shows); a part this build cannot
    /// read (a family, an activity) is a ``CodecError``.
    package init(wire: Relay_V1_PhoneStatus) throws {
        self.init(
            now: try WireTime.date(wire.now, field: "status.now"), epoch: wire.epoch, seq: wire.seq,
            manualClock: wire.manualClock, appForeground: wire.appForeground,
            instances: try wire.instances.map { item in
                Instance(
                    instance: try StoredInstance(wire: item.instance), budgetLeft: item.budgetLeft,
                    nextReload: item.hasNextReload ? try WireTime.date(item.nextReload, field: "next_reload") : nil,
                    entryCount: item.entryCount)
            },
            activities: try wire.activities.map { try WireCodec.decode($0) },
            devices: wire.devices.map {
                PairedDevice(
                    id: $0.deviceID, name: $0.displayName, kind: DeviceKind(wire: $0.kind), publicKey: $0.publicKey)
            },
            openedURLs: try wire.openedUrls.map { record in
                OpenedURL(
                    url: record.url, instanceID: record.instanceID,
                    configuration: record.hasConfiguration ? try WireCodec.decode(record.configuration) : nil,
                    deviceID: record.deviceID, at: try WireTime.date(record.at, field: "opened_url.at"),
                    opened: AppScene.Opened(handlers: record.appOpened.handlers, scene: record.appOpened.scene))
            },
            store: Store(
                fileBytes: wire.store.fileBytes, walBytes: wire.store.walBytes, walFrames: wire.store.walFrames,
                interactionRecords: wire.store.interactionRecords,
                keepInteractionsSeconds: wire.store.keepInteractionsSeconds,
                prunedSinceStart: wire.store.prunedSinceStart))
    }
}

extension StoredInstance {
    /// An instance as the phone's status lists it (``WireCodec/encode(_:)-(StoredInstance)``).
    package init(wire: Relay_V1_WidgetInstance) throws {
        self.init(
            id: wire.instanceID, kind: wire.kind, family: try WireCodec.decode(wire.family),
            configuration: wire.hasConfiguration ? try WireCodec.decode(wire.configuration) : nil,
            owner: wire.ownerDeviceID, createdAt: try WireTime.date(wire.createdAt, field: "instance.created_at"),
            pinned: wire.pinned)
    }
}
