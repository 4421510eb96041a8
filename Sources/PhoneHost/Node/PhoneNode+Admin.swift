import DomainModel
import Foundation
import PhoneCore
import Codec
import NodeTransport
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

    func handleAdmin(_ command: AdminCommand) async throws -> AdminAnswer {
        switch command {
        case .advanceClock(let seconds):
            guard let manual = clock as? ManualClock else {
                throw PhoneError.badRequest("the phone runs on the system clock; start it with --clock to move time")
            }
            guard WireDateRange.contains(clock.now().addingTimeInterval(seconds)) else {
                throw PhoneError.malformed(
                    "admin.advance_clock: \(seconds) s would move the clock out of \(WireDateRange.text)")
            }
            manual.advance(by: seconds)
            await processTimers()
            return AdminAnswer(text: "clock at \(ISO8601DateFormatter().string(from: clock.now()))")
        case .setClock(let date):
            guard let manual = clock as? ManualClock else {
                throw PhoneError.badRequest("the phone runs on the system clock; start it with --clock to move time")
            }
            manual.set(to: date)
            await processTimers()
            return AdminAnswer(text: "clock at \(ISO8601DateFormatter().string(from: clock.now()))")
        case .status:
            let status = try status()
            let commits =
                commitStatistics.batches == 0
                ? "no interactions yet"
                : "\(commitStatistics.interactions) interactions committed in \(commitStatistics.batches) commits"
            return AdminAnswer(
                text:
                    "\(status.instances.count) widgets, \(status.activities.count) Live Activities, \(status.devices.count) devices, \(commits), \(refusals.summary)",
                status: status)
        case .appAction(let name, let arguments):
            // The app is in the foreground while the person uses it: its reloads are free.
            let log = CenterRequestLog()
            let center = PhoneCenter(sink: { log.append($0) }, configurations: widgetInfoSource.read)
            let appEnvironment = AppEnvironment(
                store: store, widgetCenter: center, controlCenter: center, activities: activityHost)
            let actions = configuration.appActions
            let text: String
            do {
                text = try await inApp("the app action \(name)", appEnvironment) {
                    try await actions(name, arguments)
                }
            } catch let error as PhoneError {
                throw error
            } catch {
                throw PhoneError.badRequest("\(error)")
            }
            for request in log.all { await handleCenter(request, free: true) }
            logger.info("app action", metadata: ["action": "\(name)", "result": "\(text)"])
            return AdminAnswer(text: text)
        case .addDevice(let id, let name, let kind, let publicKey):
            guard !id.isEmpty, publicKey.utf8.count == 40 else {
                throw PhoneError.badRequest("a device needs an id and a 40-character Z85 public key")
            }
            let device = PairedDevice(id: id, name: name.isEmpty ? id : name, kind: kind, publicKey: publicKey)
            try database.addDevice(device, at: clock.now())
            let rekeyed = state.pair(device)
            devicesDidChange()
            guard rekeyed else { return AdminAnswer(text: "paired \(device.id)") }
            // A new key (or kind) is a new device: the old key's connections are refused from the
            // next message on (the directory), its subscriptions end with the rebind, and the
            // device says Hello again (the state forgot its Hello; so does the store).
            try database.forgetHello(device: device.id)
            try await cutOffSubscribers()
            return AdminAnswer(text: "re-paired \(device.id) with a new key; the old key's connections are cut off")
        case .removeDevice(let id):
            guard try await unpair(id) else { throw PhoneError.badRequest("no paired device “\(id)”") }
            return AdminAnswer(text: "unpaired \(id); its connections are cut off")
        case .setAppForeground(let foreground):
            appForeground = foreground
            return AdminAnswer(text: foreground ? "app in the foreground" : "app in the background")
        case .missing:
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
    func handlePush(_ push: PushRequest) async throws -> String {
        switch push {
        case .widget(let kind):
            let ids = state.instances.values.filter { kind.isEmpty || $0.kind == kind }.map(\.id)
            requestReload(ids, reason: "push", free: true)
            await drainPendingReloads()
            return "reloaded \(ids.count) widget\(ids.count == 1 ? "" : "s")"
        case .controls(let kind):
            let kinds = kind.isEmpty ? controlKinds.keys.sorted() : [kind]
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
                activity.end ? (activity.dismissalDate.map { .after($0) } ?? .default) : nil
            let timestamp = activity.timestamp ?? clock.now()
            do {
                guard try activityHost.apply(id: record.id, content: content, at: timestamp, end: policy) else {
                    return "ignored: older than the activity's last update"
                }
            } catch let error as ActivityError {
                throw PhoneError.badRequest(error.description)
            }
            await refreshActivity(record.id, publish: true)
            return activity.end ? "ended Live Activity \(record.id)" : "updated Live Activity \(record.id)"
        case .kindless:
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

    func status() throws -> PhoneStatus {
        let now = clock.now()
        let size = database.size()
        return PhoneStatus(
            now: now, epoch: sequencer.epoch, seq: sequencer.seq, manualClock: clock.isManual,
            appForeground: appForeground,
            instances: state.orderedInstances.map { instance in
                PhoneStatus.Instance(
                    instance: instance, budgetLeft: Int32(scheduler.budgetLeft(instance.id, at: now)),
                    nextReload: scheduler.due[instance.id],
                    entryCount: Int32(state.timelines[instance.id]?.entries.count ?? 0))
            },
            activities: activityHost.allRecords().filter { $0.state != .dismissed }.map { record in
                state.activities[record.id] ?? LiveActivity(bare: record)
            },
            devices: state.devices.values.sorted { $0.id < $1.id },
            openedURLs: try database.openedURLs(),
            store: PhoneStatus.Store(
                fileBytes: size.fileBytes, walBytes: size.walBytes, walFrames: size.walFrames,
                interactionRecords: UInt64(try database.interactionRecords()),
                keepInteractionsSeconds: UInt64(pruning.retention.window.components.seconds),
                prunedSinceStart: UInt64(pruning.pruned)))
    }
}
