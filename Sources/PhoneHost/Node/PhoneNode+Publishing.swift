import Foundation
import RelayCore
import RelayTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension PhoneNode {
    /// Publishes one state change: the next seq, and the next position in its
    /// topic's stream ("dev/<id>/" when addressed to a device, else "all/").
    @discardableResult
    func publish(to device: String?, _ fill: (inout Relay_V1_Update) -> Void) -> UInt64 {
        seq += 1
        var update = Relay_V1_Update()
        update.epoch = epoch
        update.seq = seq
        if let device {
            deviceSeqs[device, default: 0] += 1
            update.topicSeq = deviceSeqs[device]!
        } else {
            broadcastSeq += 1
            update.topicSeq = broadcastSeq
        }
        update.publishedAt = Google_Protobuf_Timestamp(date: clock.now())
        fill(&update)
        send(update, topic: device.map(Topic.device) ?? Topic.all)
        return seq
    }

    private func send(_ update: Relay_V1_Update, topic: [UInt8]) {
        let started = ContinuousClock.now
        defer { publishNanos += UInt64((ContinuousClock.now - started).nanoseconds) }
        let envelope = Relay_V1_Envelope.make(from: configuration.phoneID, at: clock.now()) { $0.update = update }
        do {
            try publisher.send(TransportMessage([topic, envelope.frame]))
        } catch {
            logger.error("publish failed", metadata: ["error": "\(error)"])
        }
        lastPublished = .now
    }

    /// HUGZ: when nothing was published for a heartbeat interval — one on "all/", and
    /// one on each paired device's own topic with only that topic's counter, so that
    /// no device learns which others are paired or how busy they are.
    func publishHeartbeatIfIdle() {
        guard ContinuousClock.now - lastPublished >= configuration.heartbeatInterval * 0.9 else { return }
        let now = Google_Protobuf_Timestamp(date: clock.now())
        func heartbeat(topicSeq: UInt64, device: String?) -> Relay_V1_Update {
            var update = Relay_V1_Update()
            update.epoch = epoch
            update.seq = seq
            update.topicSeq = topicSeq
            update.publishedAt = now
            update.heartbeat = .with {
                $0.phoneTime = now
                if let device { $0.deviceSeqs = [device: topicSeq] }
            }
            return update
        }
        send(heartbeat(topicSeq: broadcastSeq, device: nil), topic: Topic.all)
        for device in devices.keys.sorted() {
            send(heartbeat(topicSeq: deviceSeqs[device] ?? 0, device: device), topic: Topic.device(device))
        }
    }

    /// KTHXBAI: everything `device` sees, valid at the current seq.
    func snapshot(for device: String) -> Relay_V1_Snapshot {
        var snapshot = Relay_V1_Snapshot()
        snapshot.epoch = epoch
        snapshot.seq = seq
        snapshot.broadcastSeq = broadcastSeq
        snapshot.deviceSeq = deviceSeqs[device] ?? 0
        snapshot.instances = orderedInstances.filter { $0.owner == device }.map { instance in
            .with {
                $0.instance = wire(instance)
                if let timeline = timelines[instance.id] { $0.timeline = WireCodec.encode(timeline, instanceID: instance.id) }
                if let placeholder = placeholders[instance.id] { $0.placeholder = WireCodec.encode(placeholder) }
            }
        }
        snapshot.activities = activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map(WireCodec.encode)
        snapshot.controls = controls.keys.sorted().compactMap { controls[$0].map(WireCodec.encode) }
        snapshot.recommendations = recommendations.keys.sorted().map { WireCodec.encode(recommendations[$0]!, kind: $0) }
        snapshot.relevances = relevances.keys.sorted().map { WireCodec.encode(relevances[$0]!, kind: $0) }
        snapshot.takenAt = Google_Protobuf_Timestamp(date: clock.now())
        return snapshot
    }

    /// Instances oldest first (ties by id), the order the database keeps.
    var orderedInstances: [StoredInstance] {
        instances.values.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    func wire(_ instance: StoredInstance) -> Relay_V1_WidgetInstance {
        .with {
            $0.instanceID = instance.id
            $0.kind = instance.kind
            $0.family = WireCodec.encode(instance.family)
            if let configuration = instance.configuration { $0.configuration = WireCodec.encode(configuration) }
            $0.ownerDeviceID = instance.owner
            $0.createdAt = Google_Protobuf_Timestamp(date: instance.createdAt)
            $0.pinned = instance.pinned
        }
    }

    /// Sends a reply to the peer whose routing id is `identity`.
    func reply(_ identity: [UInt8], on channel: any MessageChannel, to request: Relay_V1_Envelope?,
               _ fill: (inout Relay_V1_Envelope) -> Void) {
        reply(identity, on: channel, inReplyTo: request?.messageID ?? "", fill)
    }

    /// Sends a reply answering the request whose message id is `inReplyTo`.
    func reply(_ identity: [UInt8], on channel: any MessageChannel, inReplyTo: String, _ fill: (inout Relay_V1_Envelope) -> Void) {
        let envelope = Relay_V1_Envelope.make(from: configuration.phoneID, inReplyTo: inReplyTo, at: clock.now(), fill)
        do {
            try channel.send(TransportMessage([identity, envelope.frame]))
        } catch {
            logger.warning("reply failed", metadata: ["error": "\(error)"])
        }
    }

    func replyError(_ identity: [UInt8], on channel: any MessageChannel, to request: Relay_V1_Envelope?,
                    _ code: Relay_V1_ErrorCode, _ message: String) {
        replyError(identity, on: channel, inReplyTo: request?.messageID ?? "", code, message)
    }

    /// An ErrorReply; `inReplyTo` is the request's message id whenever its envelope could be read.
    /// Refusals are logged at a bounded rate per peer (``RefusalLog``), all counted.
    func replyError(_ identity: [UInt8], on channel: any MessageChannel, inReplyTo: String, _ code: Relay_V1_ErrorCode, _ message: String) {
        refusals.record(to: identity, code: code, reason: message, logger: logger)
        reply(identity, on: channel, inReplyTo: inReplyTo) { $0.error = .with { $0.code = code; $0.message = message } }
    }
}
