import Foundation
import RelayCore
import RelayTransport
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension PhoneNode {
    /// One message on the ROUTER: [routing id, envelope]. Anything malformed gets an
    /// ErrorReply (when it can be addressed) and never stops the node.
    func handleRequest(_ message: TransportMessage) async {
        let received = ContinuousClock.now
        guard let identity = message.frames.first else { return }
        guard message.frames.count == 2 else {
            replyError(identity, on: router, to: nil, .malformed, "expected one envelope frame, got \(message.frames.count - 1)")
            return
        }
        let envelope: Relay_V1_Envelope
        do {
            envelope = try Relay_V1_Envelope.parse(message.frames[1])
        } catch let error as EnvelopeError {
            replyError(identity, on: router, to: error.request, error.code, error.message)
            return
        } catch {
            replyError(identity, on: router, to: nil, .malformed, "\(error)")
            return
        }
        // The device is who CURVE authenticated the connection as, never what the envelope claims.
        guard let deviceID = message.peer, let device = devices[deviceID] else {
            replyError(identity, on: router, to: envelope, .notPaired,
                       "this connection's key is not paired with the phone (\(message.peer ?? "no key"))")
            return
        }
        do {
            try await serve(envelope, from: device, identity: identity, received: received)
        } catch let error as PhoneError {
            replyError(identity, on: router, to: envelope, error.code, error.description)
        } catch {
            replyError(identity, on: router, to: envelope, .internal, "\(error)")
        }
    }

    private func serve(_ envelope: Relay_V1_Envelope, from device: PairedDevice, identity: [UInt8], received: ContinuousClock.Instant) async throws {
        switch envelope.body {
        case .hello(let hello):
            if hello.capabilities.renderingMode != .unspecified, let mode = try? WireCodec.decode(hello.capabilities.renderingMode) {
                deviceModes[device.id] = mode
            }
            logger.info("hello", metadata: ["device": "\(device.id)", "kind": "\(hello.kind)", "name": "\(hello.displayName)"])
            reply(identity, on: router, to: envelope) {
                $0.welcome = .with {
                    $0.phoneID = configuration.phoneID
                    $0.phoneName = configuration.phoneName
                    $0.deviceID = device.id
                    $0.epoch = epoch
                    $0.seq = seq
                    $0.heartbeatIntervalMs = UInt32(configuration.heartbeatInterval.nanoseconds / 1_000_000)
                }
            }
        case .snapshotRequest:
            let snapshot = snapshot(for: device.id)
            reply(identity, on: router, to: envelope) { $0.snapshot = snapshot }
        case .interaction(let interaction):
            let result = await perform(interaction, from: device, received: received)
            reply(identity, on: router, to: envelope) { $0.interactionResult = result }
        case .configureWidget(let request):
            let instance = try await configure(request, for: device)
            reply(identity, on: router, to: envelope) { $0.widgetInstance = .with { $0.instance = wire(instance) } }
        case .removeWidget(let request):
            try remove(request.instanceID, for: device)
            reply(identity, on: router, to: envelope) { $0.ack = Relay_V1_Ack() }
        case .catalogRequest(let request):
            let catalog = await catalog(for: device, families: request.families)
            reply(identity, on: router, to: envelope) { $0.catalog = catalog }
        case .entityQuery(let request):
            let entities = try await runQuery(request)
            reply(identity, on: router, to: envelope) { $0.entityQueryReply = .with { $0.entities = entities } }
        case .openURL(let request):
            try openURL(request, from: device)
            reply(identity, on: router, to: envelope) { $0.ack = Relay_V1_Ack() }
        case .echo(let echo):
            reply(identity, on: router, to: envelope) { $0.echoReply = echo }
        case .push(let push):
            guard device.kind == .server else {
                throw PhoneError.notPaired("only devices paired as kind “server” may push; \(device.id) is \(device.kind)")
            }
            let text = try await handlePush(push)
            reply(identity, on: router, to: envelope) { $0.adminReply = .with { $0.text = text } }
        default:
            throw PhoneError.badRequest("the phone does not answer \(envelope.body.map { "\($0)".prefix(40) } ?? "nothing") requests")
        }
    }

    /// Adds (no instance id) or reconfigures a widget instance.
    func configure(_ request: Relay_V1_ConfigureWidget, for device: PairedDevice) async throws -> StoredInstance {
        var instance: StoredInstance
        if request.instanceID.isEmpty {
            guard let widget = widgets[request.kind] else {
                throw PhoneError.unknownWidgetKind("no widget kind “\(request.kind)”; this phone has \(widgets.keys.sorted().joined(separator: ", "))")
            }
            let family = try WireCodec.decodeFamily(request.family)
            guard widget.supportedFamilies.contains(family) else {
                throw PhoneError.unsupportedFamily("\(request.kind) does not support \(family.rawValue); it supports \(widget.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
            }
            guard DeviceSurface.families(for: device.kind).contains(family) else {
                throw PhoneError.unsupportedFamily("a \(device.kind) device does not show \(family.rawValue) widgets")
            }
            // Strictly after the last one, so the order widgets were added in survives a frozen manual
            // clock; in whole milliseconds, so the database gives back exactly the same date.
            let latest = instances.values.map(\.createdAt).max() ?? .distantPast
            let created = max(clock.now(), latest.addingTimeInterval(0.001)).timeIntervalSince1970
            instance = StoredInstance(id: UUID().uuidString.lowercased(), kind: request.kind, family: family, configuration: nil,
                                      owner: device.id, createdAt: Date(timeIntervalSince1970: (created * 1000).rounded(.up) / 1000))
        } else {
            guard let existing = instances[request.instanceID], existing.owner == device.id else {
                throw PhoneError.unknownInstance("no widget instance “\(request.instanceID)” on \(device.id)")
            }
            instance = existing
        }
        if let type = widgets[instance.kind]?.configurationIntent {
            let given = request.hasConfiguration ? try Self.decodeConfiguration(request.configuration) : instance.configuration
            let complete = await inApp { await IntentRegistry.completeConfiguration(of: type, given: given) }
            do {
                _ = try await inApp { [registry] in try await registry.rebuild(complete) }
            } catch {
                throw PhoneError.badConfiguration("configuration of \(instance.kind) refused: \(error)")
            }
            instance.configuration = complete
        }
        let isNew = instances[instance.id] == nil
        try database.saveInstance(instance)
        instances[instance.id] = instance
        placeholders[instance.id] = nil
        await reload(instance.id, reason: "configured", publish: false)
        let stored = instance
        publish(to: instance.owner) {
            if isNew {
                $0.instanceAdded = .with {
                    $0.instance = wire(stored)
                    if let placeholder = placeholders[stored.id] { $0.placeholder = WireCodec.encode(placeholder) }
                }
            } else {
                $0.instanceConfigured = .with { $0.instance = wire(stored) }
            }
        }
        if let timeline = timelines[instance.id] {
            timelineSeqs[instance.id] = publish(to: instance.owner) {
                var update = WireCodec.encode(timeline, instanceID: stored.id)
                update.reason = "configured"
                $0.timeline = update
            }
        }
        logger.info(isNew ? "widget added" : "widget configured", metadata: ["instance": "\(instance.id)", "kind": "\(instance.kind)", "device": "\(device.id)"])
        return instance
    }

    static func decodeConfiguration(_ wire: Relay_V1_IntentInvocation) throws -> IntentInvocation {
        do { return try WireCodec.decode(wire) } catch { throw PhoneError.badConfiguration("\(error)") }
    }

    func remove(_ id: String, for device: PairedDevice) throws {
        guard let instance = instances[id], instance.owner == device.id else {
            throw PhoneError.unknownInstance("no widget instance “\(id)” on \(device.id)")
        }
        try database.deleteInstance(id)
        instances[id] = nil
        timelines[id] = nil
        offered[id] = nil
        placeholders[id] = nil
        pendingReloads[id] = nil
        scheduler.remove(id)
        publish(to: instance.owner) { $0.instanceRemoved = .with { $0.instanceID = id } }
        logger.info("widget removed", metadata: ["instance": "\(id)", "device": "\(device.id)"])
    }

    /// The kinds the device can show, with snapshot previews and placeholders per family.
    func catalog(for device: PairedDevice, families requested: [Relay_V1_WidgetFamily]) async -> Relay_V1_WidgetCatalog {
        let shown = requested.isEmpty ? DeviceSurface.families(for: device.kind) : requested.compactMap { try? WireCodec.decode($0) }
        var catalog = Relay_V1_WidgetCatalog()
        for widget in widgets.values.sorted(by: { $0.kind < $1.kind }) {
            let families = widget.supportedFamilies.filter(shown.contains)
            guard !families.isEmpty else { continue }
            var kind = Relay_V1_WidgetKind()
            kind.kind = widget.kind
            kind.displayName = widget.displayName
            kind.description_p = widget.description
            kind.supportedFamilies = families.map(WireCodec.encode)
            if let schema = widget.configurationSchema { kind.configuration = WireCodec.encode(schema) }
            let configuration: (any AppIntent)? = await {
                guard let type = widget.configurationIntent else { return nil }
                let invocation = await IntentRegistry.completeConfiguration(of: type)
                return try? await registry.rebuild(invocation)
            }()
            for family in families {
                let context = TimelineProviderContext(family: family, isPreview: true, renderingMode: renderingMode(of: device.id))
                kind.previews.append(WireCodec.encode(await inApp { await widget.snapshot(for: configuration, in: context) }.view))
                kind.placeholders.append(WireCodec.encode(await inApp { await widget.placeholder(in: context) }.view))
            }
            catalog.widgets.append(kind)
        }
        catalog.controlKinds = controlKinds.keys.sorted()
        return catalog
    }

    func runQuery(_ request: Relay_V1_EntityQueryRequest) async throws -> [Relay_V1_EntityReference] {
        guard let runner = entityQueries[request.entityType] else {
            throw PhoneError.unknownEntityType("no entity type “\(request.entityType)”; this phone has \(entityQueries.keys.sorted().joined(separator: ", "))")
        }
        let entities: [EntityValue]
        switch request.query {
        case .lookup(let ids): entities = try await inApp { try await runner.lookup(ids.ids) }
        case .defaultResult: entities = await inApp { await runner.defaultResult() }.map { [$0] } ?? []
        case .suggested, nil: entities = try await inApp { try await runner.suggested() }
        }
        return entities.map { entity in
            WireCodec.encode(IntentValue.entity(entity)).entityValue
        }
    }

    /// A Link or widgetURL was activated: the app gets the URL and the widget's configuration.
    func openURL(_ request: Relay_V1_OpenURL, from device: PairedDevice) throws {
        guard URL(string: request.url) != nil, !request.url.isEmpty else { throw PhoneError.badRequest("not a URL: “\(request.url)”") }
        var record = Relay_V1_OpenedURLRecord()
        record.url = request.url
        record.instanceID = request.instanceID
        record.deviceID = device.id
        record.at = Google_Protobuf_Timestamp(date: clock.now())
        if !request.instanceID.isEmpty {
            guard let instance = instances[request.instanceID] else {
                throw PhoneError.unknownInstance("no widget instance “\(request.instanceID)”")
            }
            if let configuration = instance.configuration { record.configuration = WireCodec.encode(configuration) }
        }
        try database.recordOpenedURL(record)
        logger.notice("open URL in app", metadata: [
            "url": "\(request.url)", "instance": "\(request.instanceID)", "device": "\(device.id)",
            "configuration": "\(record.hasConfiguration ? (try? WireCodec.decode(record.configuration).description) ?? "" : "-")",
        ])
    }
}

extension WireCodec {
    /// A family a request names, refused clearly when unknown.
    static func decodeFamily(_ family: Relay_V1_WidgetFamily) throws -> WidgetFamily {
        do { return try decode(family) } catch { throw PhoneError.unsupportedFamily("\(error)") }
    }
}
