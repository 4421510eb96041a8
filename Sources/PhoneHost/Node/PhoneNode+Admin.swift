import DomainModel
import Foundation
import PhoneCore
import Codec
import NodeTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension PhoneNode {
    /// One message on the local control endpoint: an admin command or a push.
    func handleControl(_ message: TransportMessage) async {
        guard let control = channels?.control, let identity = message.frames.first else { return }
        guard message.frames.count == 2 else {
            replyError(
                identity, on: control, inReplyTo: "", .malformed,
                "expected one envelope frame, got \(message.frames.count - 1)")
            return
        }
        let envelope: ReceivedRequest
        do { envelope = try ReceivedRequest(frame: message.frames[1]) } catch let error as EnvelopeError {
            replyError(identity, on: control, inReplyTo: error.messageID, error.relayCode, error.message)
            return
        } catch { return }
        do {
            let reply: EncodedReply
            if let command = envelope.adminCommand {
                reply = EncodedReply(admin: try await handleAdmin(command))
            } else if case .push(let push) = envelope.request {
                reply = EncodedReply(.text(try await handlePush(push)))
            } else {
                throw PhoneError.badRequest("the control endpoint takes admin commands and pushes")
            }
            send(reply, to: identity, on: control, inReplyTo: envelope.messageID)
        } catch let error as PhoneError {
            replyError(identity, on: control, inReplyTo: envelope.messageID, error.code, error.description)
        } catch {
            replyError(identity, on: control, inReplyTo: envelope.messageID, .internal, "\(error)")
        }
    }

    func handleAdmin(_ request: Relay_V1_AdminRequest) async throws -> Relay_V1_AdminReply {
        switch request.command {
        case .advanceClock(let duration):
            guard let manual = clock as? ManualClock else {
                throw PhoneError.badRequest("the phone runs on the system clock; start it with --clock to move time")
            }
            guard WireDateRange.contains(clock.now().addingTimeInterval(duration.timeInterval)) else {
                throw PhoneError.malformed(
                    "admin.advance_clock: \(duration.timeInterval) s would move the clock out of \(WireDateRange.text)")
            }
            manual.advance(by: duration.timeInterval)
            await processTimers()
            return .with { $0.text = "clock at \(ISO8601DateFormatter().string(from: clock.now()))" }
        case .setClock(let date):
            guard let manual = clock as? ManualClock else {
                throw PhoneError.badRequest("the phone runs on the system clock; start it with --clock to move time")
            }
            manual.set(to: date.date)
            await processTimers()
            return .with { $0.text = "clock at \(ISO8601DateFormatter().string(from: clock.now()))" }
        case .status:
            let status = try status()
            let commits =
                commitStatistics.batches == 0
                ? "no interactions yet"
                : "\(commitStatistics.interactions) interactions committed in \(commitStatistics.batches) commits"
            return .with {
                $0.text =
                    "\(status.instances.count) widgets, \(status.activities.count) Live Activities, \(status.devices.count) devices, \(commits), \(refusals.summary)"
                $0.status = status
            }
        case .appAction(let action):
            // The app is in the foreground while the person uses it: its reloads are free.
            let log = CenterRequestLog()
            let center = PhoneCenter(sink: { log.append($0) }, configurations: widgetInfoSource.read)
            let appEnvironment = AppEnvironment(
                store: store, widgetCenter: center, controlCenter: center, activities: activityHost)
            let actions = configuration.appActions
            let text: String
            do {
                text = try await inApp("the app action \(action.name)", appEnvironment) {
                    try await actions(action.name, action.arguments)
                }
            } catch let error as PhoneError {
                throw error
            } catch {
                throw PhoneError.badRequest("\(error)")
            }
            for request in log.all { await handleCenter(request, free: true) }
            logger.info("app action", metadata: ["action": "\(action.name)", "result": "\(text)"])
            return .with { $0.text = text }
        case .addDevice(let record):
            guard !record.deviceID.isEmpty, record.publicKey.utf8.count == 40 else {
                throw PhoneError.badRequest("a device needs an id and a 40-character Z85 public key")
            }
            let device = PairedDevice(
                id: record.deviceID, name: record.displayName.isEmpty ? record.deviceID : record.displayName,
                kind: DeviceKind(wire: record.kind), publicKey: record.publicKey)
            try database.addDevice(device, at: clock.now())
            let rekeyed = state.pair(device)
            devicesDidChange()
            guard rekeyed else { return .with { $0.text = "paired \(device.id)" } }
            // A new key (or kind) is a new device: the old key's connections are refused from the
            // next message on (the directory), its subscriptions end with the rebind, and the
            // device says Hello again (the state forgot its Hello; so does the store).
            try database.forgetHello(device: device.id)
            try await cutOffSubscribers()
            return .with { $0.text = "re-paired \(device.id) with a new key; the old key's connections are cut off" }
        case .removeDevice(let id):
            guard try await unpair(id) else { throw PhoneError.badRequest("no paired device “\(id)”") }
            return .with { $0.text = "unpaired \(id); its connections are cut off" }
        case .setAppForeground(let foreground):
            appForeground = foreground
            return .with { $0.text = foreground ? "app in the foreground" : "app in the background" }
        case nil:
            throw PhoneError.badRequest("an admin request needs a command")
        }
    }

    /// Unpairs a device (an admin command, or the device's own Unpair request): from the next
    /// message on its key is refused, its subscriptions end with the publisher's rebind, and its
    /// Hello is forgotten; its widget instances stay. Returns whether it was paired.
    func unpair(_ id: String) async throws -> Bool {
        guard try database.removeDevice(id) else { return false }
        state.unpair(id)
        devicesDidChange()
        try database.forgetHello(device: id)
        try await cutOffSubscribers()
        logger.notice("device unpaired", metadata: ["device": "\(id)"])
        return true
    }

    /// A WidgetKit, ActivityKit or controls push.
    func handlePush(_ push: Relay_V1_PushRequest) async throws -> String {
        switch push.kind {
        case .widget(let widget):
            let ids = state.instances.values.filter { widget.kind.isEmpty || $0.kind == widget.kind }.map(\.id)
            requestReload(ids, reason: "push", free: true)
            await drainPendingReloads()
            return "reloaded \(ids.count) widget\(ids.count == 1 ? "" : "s")"
        case .controls(let control):
            let kinds = control.kind.isEmpty ? controlKinds.keys.sorted() : [control.kind]
            for kind in kinds {
                guard controlKinds[kind] != nil else { throw PhoneError.badRequest("no control “\(kind)”") }
                await refreshControl(kind, publish: true)
            }
            return "reloaded \(kinds.count) control\(kinds.count == 1 ? "" : "s")"
        case .activity(let activity):
            let token: Data
            do { token = try WireCodec.bytes(hex: activity.pushToken) } catch {
                throw PhoneError.badRequest("\(error)")
            }
            guard let record = activityHost.record(pushToken: token), record.state != .dismissed else {
                throw PhoneError.badRequest("no Live Activity has push token \(activity.pushToken)")
            }
            let content = try pushedContent(activity, for: record)
            let policy: ActivityUIDismissalPolicy? =
                activity.end
                ? (activity.hasDismissalDate
                    ? .after(try checkedDate(activity.dismissalDate, "push.activity.dismissal_date")) : .default) : nil
            let timestamp =
                activity.hasTimestamp ? try checkedDate(activity.timestamp, "push.activity.timestamp") : clock.now()
            do {
                guard try activityHost.apply(id: record.id, content: content, at: timestamp, end: policy) else {
                    return "ignored: older than the activity's last update"
                }
            } catch let error as ActivityError {
                throw PhoneError.badRequest(error.description)
            }
            refreshActivity(record.id, publish: true)
            return activity.end ? "ended Live Activity \(record.id)" : "updated Live Activity \(record.id)"
        case nil:
            throw PhoneError.badRequest("a push needs a kind: widget, activity or controls")
        }
    }

    /// Closes and rebinds the publisher so every subscriber reconnects: a removed
    /// device's new handshake fails ZAP, the others resync.
    func cutOffSubscribers() async throws {
        guard let channels else { return }
        let endpoint = channels.publisher.endpoint
        await channels.publisher.close()
        // libzmq releases the port in its I/O thread after close: retry the bind briefly.
        var attempt = 0
        let publisher: any MessageChannel
        while true {
            do {
                publisher = try await transport.open(.publisher, .bind(endpoint))
                let rebound = Channels(router: channels.router, publisher: publisher, control: channels.control)
                lifecycle = if case .restoring = lifecycle { .restoring(rebound) } else { .listening(rebound) }
                break
            } catch {
                attempt += 1
                guard attempt < 100 else {
                    logger.error(
                        "cannot rebind the publisher", metadata: ["endpoint": "\(endpoint)", "error": "\(error)"])
                    throw error
                }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        Task(executorPreference: executor) { for await _ in publisher.incoming {} }
    }

    func status() throws -> Relay_V1_PhoneStatus {
        let now = clock.now()
        return try .with { status in
            status.now = Google_Protobuf_Timestamp(date: now)
            status.epoch = sequencer.epoch
            status.seq = sequencer.seq
            status.manualClock = clock.isManual
            status.appForeground = appForeground
            status.instances = state.orderedInstances.map { instance in
                .with {
                    $0.instance = WireCodec.encode(instance)
                    $0.budgetLeft = Int32(scheduler.budgetLeft(instance.id, at: now))
                    if let due = scheduler.due[instance.id] { $0.nextReload = Google_Protobuf_Timestamp(date: due) }
                    $0.entryCount = Int32(state.timelines[instance.id]?.entries.count ?? 0)
                }
            }
            status.activities = activityHost.allRecords().filter { $0.state != .dismissed }.map { record in
                WireCodec.encode(state.activities[record.id] ?? LiveActivity(bare: record))
            }
            status.devices = state.devices.values.sorted { $0.id < $1.id }.map { device in
                .with {
                    $0.deviceID = device.id
                    $0.displayName = device.name
                    $0.kind = device.kind?.wire ?? .unspecified
                    $0.publicKey = device.publicKey
                }
            }
            status.openedUrls = try database.openedURLs().map(WireCodec.encode)
            let size = database.size()
            status.store = try .with {
                $0.fileBytes = size.fileBytes
                $0.walBytes = size.walBytes
                $0.walFrames = size.walFrames
                $0.interactionRecords = UInt64(try database.interactionRecords())
                $0.keepInteractionsSeconds = UInt64(pruning.retention.window.components.seconds)
                $0.prunedSinceStart = UInt64(pruning.pruned)
            }
        }
    }
}
