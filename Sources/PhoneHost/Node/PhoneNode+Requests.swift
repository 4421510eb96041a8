import DomainModel
import Foundation
import PhoneCore
import Codec
import NodeTransport
import WidgetRelayKit

extension PhoneNode {
    /// One message on the ROUTER: [routing id, envelope]. Anything malformed gets an
    /// ErrorReply (when it can be addressed) and never stops the node.
    func handleRequest(_ message: TransportMessage, on router: any MessageChannel) async {
        let received = stopwatch()
        guard let identity = message.frames.first else { return }
        switch RequestFrames(sizes: message.frames.dropFirst().map(\.count), limit: configuration.maxMessageBytes) {
        case .envelope: break
        case .tooLarge(let reason):
            replyError(identity, on: router, inReplyTo: "", .tooLarge, reason)
            return
        case .malformed(let reason):
            replyError(identity, on: router, inReplyTo: "", .malformed, reason)
            return
        }
        let envelope: ReceivedRequest
        do {
            envelope = try ReceivedRequest(frame: message.frames[1])
        } catch let error as EnvelopeError {
            replyError(identity, on: router, inReplyTo: error.messageID, error.relayCode, error.message)
            return
        } catch {
            replyError(identity, on: router, inReplyTo: "", .malformed, "\(error)")
            return
        }
        await PhoneMetrics.$requestKind.withValue(envelope.metricsLabel) {
            await handleRequest(
                envelope, from: message.peer, identity: identity, size: message.frames[1].count, on: router,
                received: received)
        }
    }

    /// A request whose envelope read: authorised by the connection's key, then answered at once or in its lane.
    private func handleRequest(
        _ envelope: ReceivedRequest, from peer: String?, identity: [UInt8], size: Int,
        on router: any MessageChannel, received: Stopwatch
    ) async {
        // The device is the one the key that authenticated this connection is paired as *now*
        // (looked up for every message), never what the envelope claims.
        let device = configuration.directory.device(forKey: peer)
        metrics.received(size, from: device?.id)
        guard let device else {
            replyError(
                identity, on: router, inReplyTo: envelope.messageID, .notPaired,
                "this connection's key is not paired with the phone")
            return
        }
        if let position = envelope.position {
            updateLag.confirm(position, by: device.id)
            metrics.lag(of: device.id, updateLag, at: sequencer)
        }
        await PhoneMetrics.$requestDevice.withValue(device.id) {
            await handleRequest(envelope, from: device, identity: identity, on: router, received: received)
        }
    }

    /// A request from a paired device: answered at once, or in its lane.
    private func handleRequest(
        _ envelope: ReceivedRequest, from device: PairedDevice, identity: [UInt8],
        on router: any MessageChannel, received: Stopwatch
    ) async {
        guard let lane = Self.lane(of: envelope, from: device) else {
            await answer(envelope, from: device, identity: identity, on: router, received: received)
            return
        }
        if let busy = inFlight.admit(device.id) {
            replyError(identity, on: router, inReplyTo: envelope.messageID, .busy, busy)
            return
        }
        metrics.requestsInLanes(inFlight.counts)
        enterLane(lane, for: device) { node in
            await node.answer(envelope, from: device, identity: identity, on: router, received: received)
            node.inFlight.finished(device.id)
            node.metrics.requestsInLanes(node.inFlight.counts)
        }
    }

    /// The lane a request that runs app code waits in (requests.proto; its kind's rule,
    /// ``PhoneCore/PhoneRequestKind/rules``), or nil for one answered at once.
    static func lane(of request: ReceivedRequest, from device: PairedDevice) -> Lane? {
        request.kind?.rules.lane.lane(naming: request.laneSubject, from: device.id)
    }

    /// Runs `work` for `device` after everything queued in `lane` before it, beside other lanes.
    func enterLane(
        _ lane: Lane, for device: PairedDevice, _ work: @escaping @Sendable (isolated PhoneNode) async -> Void
    ) {
        lanesStarted += 1
        let number = lanesStarted
        let previous = lanes[lane]?.task
        lanes[lane] = (
            number,
            Task(executorPreference: executor) { await self.runLane(lane, number, for: device, after: previous, work) }
        )
        metrics.lanesInUse(lanes.count)
    }

    private func runLane(
        _ lane: Lane, _ number: Int, for device: PairedDevice, after previous: Task<Void, Never>?,
        _ work: @Sendable (isolated PhoneNode) async -> Void
    ) async {
        if let previous {
            // It waited for the lane: its work takes the device's turn, as if read just now.
            await previous.value
            await takeTurn(of: device)
        }
        await work(self)
        if lanes[lane]?.number == number {
            lanes[lane] = nil
            metrics.lanesInUse(lanes.count)
        }
        await drainPendingReloads()
        rescheduleTimer()
    }

    /// Serves one authorised request and replies, whatever happens.
    func answer(
        _ envelope: ReceivedRequest, from device: PairedDevice, identity: [UInt8], on router: any MessageChannel,
        received: Stopwatch
    ) async {
        do {
            // A retried state-changing request gets the reply kept for it, and changes nothing.
            if envelope.kind?.rules.keepsReply == true, !envelope.messageID.isEmpty,
                let kept = try database.storedReply(device: device.id, messageID: envelope.messageID, now: clock.now())
            {
                send(kept, to: identity, on: router, inReplyTo: envelope.messageID)
                return
            }
            try await serve(envelope, from: device, identity: identity, on: router, received: received)
        } catch let error as PhoneError {
            replyError(identity, on: router, inReplyTo: envelope.messageID, error.code, error.description)
        } catch {
            replyError(identity, on: router, inReplyTo: envelope.messageID, .internal, "\(error)")
        }
    }

    /// The largest echo payload answered (requests.proto): what a peer that sends and
    /// never reads can pin in its reply queue is this times the router's send high-water mark.
    static let maximumEchoPayload = 64 * 1024

    /// The reply to `request` from `device`, to keep with the change it made.
    func keeping(_ request: ReceivedRequest, from device: PairedDevice, _ reply: PhoneReply) -> StoredReply? {
        guard !request.messageID.isEmpty else { return nil }
        return StoredReply(
            device: device.id, messageID: request.messageID, reply: EncodedReply(reply),
            expires: clock.now().addingTimeInterval(Double(configuration.replyRetention.components.seconds)))
    }

    private func serve(
        _ envelope: ReceivedRequest, from device: PairedDevice, identity: [UInt8], on router: any MessageChannel,
        received: Stopwatch
    ) async throws {
        let respond = { (reply: PhoneReply) in self.reply(identity, on: router, inReplyTo: envelope.messageID, reply) }
        if envelope.kind?.rules.allowedBeforeHello != true {
            guard state.hellos[device.id] != nil else {
                throw PhoneError.helloRequired(
                    "\(device.id) has not said Hello: send Hello (with its capabilities) first, then retry")
            }
        }
        // Decoded once, here; one case per kind (the rules table's): a new kind does not compile until it is served.
        guard let request = envelope.request else { throw Self.notAnswered(envelope.bodyName) }
        switch request {
        case .hello(let hello):
            try accept(hello, from: device)
            logger.info(
                "hello",
                metadata: ["device": "\(device.id)", "kind": "\(hello.kindName)", "name": "\(hello.displayName)"])
            respond(
                .welcome(
                    PhoneWelcome(
                        phoneID: configuration.phoneID, phoneName: configuration.phoneName, deviceID: device.id,
                        epoch: sequencer.epoch, seq: sequencer.seq,
                        heartbeatIntervalMs: UInt32(configuration.heartbeatInterval.nanoseconds / 1_000_000))))
        case .snapshot(let maxPartBytes):
            // One cut, in the parts the mirror asked for (whole if it asked for none).
            let parts = EncodedReply.snapshot(
                of: state, for: device.id, at: sequencer, takenAt: clock.now(), asked: maxPartBytes)
            for part in parts { send(part, to: identity, on: router, inReplyTo: envelope.messageID) }
        case .interaction(let interaction):
            respond(try await perform(interaction, from: device, received: received))
        case .configureWidget(let request):
            respond(.widgetInstance(try await configure(request, for: device, answering: envelope)))
        case .removeWidget(let instanceID):
            try remove(instanceID, for: device, answering: envelope)
            respond(.ack)
        case .catalog(let families):
            respond(.catalog(await catalog(for: device, families: families)))
        case .entityQuery(let query):
            respond(.entities(try await runQuery(query)))
        case .openURL(let request):
            respond(try await openURL(request, from: device, answering: envelope))
        case .echo(let echo):
            guard echo.payload.count <= Self.maximumEchoPayload else {
                throw PhoneError.tooLarge(
                    "an echo payload of \(echo.payload.count) bytes; at most \(Self.maximumEchoPayload)")
            }
            respond(.echo(echo))
        case .unpair:
            // Acknowledged once removed; the reply still leaves on this connection (only the
            // messages that come after it are refused).
            _ = try await unpair(device.id)
            respond(.ack)
        case .push(let push):
            guard device.kind == .server else {
                throw PhoneError.notPaired(
                    "only devices paired as kind “server” may push; \(device.id) is \(device.kindName)")
            }
            let text = PhoneReply.text(try await handlePush(push))
            // A push changes the activity host's own records: its reply is kept right after.
            if let kept = keeping(envelope, from: device, text) { try database.keep(kept, now: clock.now()) }
            respond(text)
        case .clock:
            respond(.clock(now: clock.now(), manual: clock.isManual))
        case .pairedDevices:
            respond(
                .pairedDevices(
                    try database.devices().sorted { $0.id < $1.id }.map {
                        DeviceStanding(
                            device: $0, confirmed: updateLag.confirmed[$0.id],
                            behind: updateLag.lag(of: $0.id, at: sequencer))
                    }))
        case .admin:
            throw Self.notAnswered(envelope.bodyName)
        }
    }

    /// The refusal of a body the router does not answer (admin commands come on the control socket).
    static func notAnswered(_ body: String) -> PhoneError {
        PhoneError.badRequest("the phone does not answer \(body) requests")
    }

    /// Checks a Hello against how the device was paired, and remembers it (across restarts).
    func accept(_ hello: HelloRequest, from device: PairedDevice) throws {
        guard hello.kind == device.kind else {
            throw PhoneError.helloRequired(
                "\(device.id) is paired as \(device.kindName), not \(hello.kindName): its Hello is refused")
        }
        if let problem = hello.unreadableFamily { throw PhoneError.unsupportedFamily(problem) }
        if let refusal = placement(for: device).checkHello(announcing: hello.capabilities.families) {
            throw PhoneError(refusal)
        }
        let before = state.hellos[device.id].map { ($0.surfaces, renderingMode(of: device.id)) }
        try database.saveHello(device: device.id, hello.capabilities, at: clock.now())
        state.accept(hello.capabilities, from: device.id)
        // A device that now draws its widgets in other places, or in another mode, gets them archived
        // anew (a widget that reloads only when its app asks would keep the old archive).
        if let before, before.0 != hello.capabilities.surfaces || before.1 != renderingMode(of: device.id) {
            requestReload(
                state.instances.values.filter { $0.owner == device.id }.map(\.id), reason: "configured", free: true)
        }
    }

    /// The placement checks for `device`: its kind's surface.
    func placement(for device: PairedDevice) -> WidgetPlacement {
        WidgetPlacement(device: device.id, deviceKind: device.kindName, shown: DeviceSurface.families(for: device.kind))
    }

    /// The families `device` announced in its last Hello.
    func announcedFamilies(of device: PairedDevice) -> [WidgetFamily] {
        state.hellos[device.id]?.families ?? []
    }

    /// Adds (no instance id) or reconfigures a widget instance; with `request`, keeps the reply for a retry.
    func configure(_ request: ConfigureRequest, for device: PairedDevice, answering envelope: ReceivedRequest? = nil)
        async throws -> StoredInstance
    {
        var instance: StoredInstance
        let placement = placement(for: device)
        if let id = request.instanceID {
            instance = try placement.existing(id, state.instances[id], owner: \.owner).mapError(PhoneError.init).get()
        } else {
            guard let widget = widgets[request.kind] else {
                throw PhoneError(placement.unknownKind(request.kind, knownKinds: Array(widgets.keys)))
            }
            guard let family = request.family else { throw PhoneError.unsupportedFamily(request.familyProblem) }
            if let refusal = placement.checkNew(
                kind: request.kind, family: family, supported: widget.supportedFamilies,
                announced: announcedFamilies(of: device))
            {
                throw PhoneError(refusal)
            }
            let created = WidgetPlacement.creationDate(
                now: clock.now(), latest: state.instances.values.map(\.createdAt).max())
            instance = StoredInstance(
                id: UUID().uuidString.lowercased(), kind: request.kind, family: family, configuration: nil,
                owner: device.id, createdAt: created)
        }
        if let type = widgets[instance.kind]?.configurationIntent {
            let given =
                try request.configuration.map { try $0.mapError { PhoneError.badConfiguration($0.description) }.get() }
                ?? instance.configuration
            do {
                let complete = try await inApp("the configuration of \(instance.kind)") {
                    await IntentRegistry.completeConfiguration(of: type, given: given)
                }
                _ = try await inApp("the configuration of \(instance.kind)") { [registry] in
                    try await registry.rebuild(complete)
                }
                instance.configuration = complete
            } catch {
                throw PhoneError.badConfiguration("configuration of \(instance.kind) refused: \(error)")
            }
        }
        let isNew = state.instances[instance.id] == nil
        let stored = instance
        let kept = envelope.flatMap {
            keeping($0, from: device, .widgetInstance(stored))
        }
        try database.saveInstance(instance, answering: kept, now: clock.now())
        state.place(instance)
        await reload(instance.id, reason: "configured", publish: false)
        if isNew {
            publish(to: instance.owner, .instanceAdded(stored, placeholder: state.placeholders[stored.id]))
        } else {
            publish(to: instance.owner, .instanceConfigured(stored))
        }
        if let timeline = state.timelines[instance.id] {
            publish(
                to: instance.owner, .timeline(timeline, instanceID: stored.id, reason: "configured", interactionID: ""))
        }
        logger.info(
            isNew ? "widget added" : "widget configured",
            metadata: ["instance": "\(instance.id)", "kind": "\(instance.kind)", "device": "\(device.id)"])
        return instance
    }

    func remove(_ id: String, for device: PairedDevice, answering envelope: ReceivedRequest? = nil) throws {
        let instance = try placement(for: device).existing(id, state.instances[id], owner: \.owner).mapError(
            PhoneError.init
        ).get()
        let kept = envelope.flatMap { keeping($0, from: device, .ack) }
        try database.deleteInstance(id, answering: kept, now: clock.now())
        state.removeInstance(id)
        pendingReloads[id] = nil
        scheduler.remove(id)
        publish(to: instance.owner, .instanceRemoved(instanceID: id))
        logger.info("widget removed", metadata: ["instance": "\(id)", "device": "\(device.id)"])
    }

    func runQuery(_ request: EntityQueryRequest) async throws -> [EntityValue] {
        guard let runner = entityQueries[request.entityType] else {
            throw PhoneError.unknownEntityType(
                "no entity type “\(request.entityType)”; this phone has \(entityQueries.keys.sorted().joined(separator: ", "))"
            )
        }
        let entities: [EntityValue]
        switch request.query {
        case .lookup(let ids):
            entities = try await inApp("entities(for:) of \(request.entityType)") { try await runner.lookup(ids) }
        case .defaultResult:
            entities =
                try await inApp("defaultResult() of \(request.entityType)") { await runner.defaultResult() }.map {
                    [$0]
                } ?? []
        case .suggested:
            entities = try await inApp("suggestedEntities() of \(request.entityType)") { try await runner.suggested() }
        }
        return entities
    }

    /// A Link or widgetURL was activated: the app gets the URL and the widget's configuration.
    /// A widget instance must be the sender's own, as for interactions, and the URL one it or the
    /// Live Activity shows where it may be used (``PhoneState/refusal(ofOpening:fromInstance:by:)``).
    /// The app's handlers (``PhoneConfiguration/appScene``) run in its lane, with the time limit of
    /// all app code; what they did is recorded with the URL and answered.
    func openURL(_ request: OpenURLRequest, from device: PairedDevice, answering envelope: ReceivedRequest? = nil)
        async throws -> PhoneReply
    {
        guard let url = URL(string: request.url), !request.url.isEmpty else {
            throw PhoneError.badRequest("not a URL: “\(request.url)”")
        }
        if !request.instanceID.isEmpty {
            guard let instance = state.instances[request.instanceID], instance.owner == device.id else {
                throw PhoneError.unknownInstance("no widget instance “\(request.instanceID)” on \(device.id)")
            }
            if let url = URL(string: request.url),
                let rule = state.refusal(ofOpening: url, fromInstance: instance.id, by: device.id)
            {
                throw RelayError(.notOffered, rule)
            }
        }
        if !request.activityID.isEmpty, let url = URL(string: request.url),
            let rule = state.refusal(ofOpening: url, fromActivity: request.activityID)
        {
            throw RelayError(.notOffered, rule)
        }
        let at = clock.now()
        let instance = state.instances[request.instanceID]
        let opened = try await openApp(url, fromInstance: instance)
        let configuration = request.instanceID.isEmpty ? nil : instance?.configuration
        let record = OpenedURL(
            url: request.url, instanceID: request.instanceID, configuration: configuration, deviceID: device.id,
            at: at, opened: opened)
        // The answer says what the app did; a bare Ack when no handler ran (the URL was only recorded).
        let ack = opened.handlers.isEmpty ? PhoneReply.ack : .appOpened(opened)
        let kept = envelope.flatMap { keeping($0, from: device, ack) }
        try database.recordOpenedURL(record, answering: kept, now: clock.now())
        logger.notice(
            "open URL in app",
            metadata: [
                "url": "\(request.url)", "instance": "\(request.instanceID)", "device": "\(device.id)",
                "configuration": "\(configuration?.description ?? "-")",
                "handlers": "\(opened.handlers.joined(separator: ", "))", "scene": "\(opened.scene)",
            ])
        return ack
    }

    /// Runs the app's handlers for `url`, opened from `instance` (if from a widget): the
    /// app's own ``WidgetRelayKit/AppURL`` (a widget that shows none) continues a user activity
    /// of the widget's kind with its configuration rebuilt; any other URL goes to `onOpenURL`.
    private func openApp(_ url: URL, fromInstance instance: StoredInstance?) async throws -> AppScene.Opened {
        let scene = configuration.appScene
        let registry = registry
        let ownURL = instance.map { url == AppURL.forWidget(ofKind: $0.kind) } ?? false
        let configuration = instance?.configuration
        return try await inApp("the app opened with \(url.absoluteString)") {
            guard ownURL, let instance else { return await scene.open(url, kind: nil, configuration: nil) }
            var intent: (any AppIntent)?
            // one that no longer rebuilds opens the app without it
            if let configuration { intent = try? await registry.rebuild(configuration) }
            return await scene.open(nil, kind: instance.kind, configuration: intent)
        }
    }
}
