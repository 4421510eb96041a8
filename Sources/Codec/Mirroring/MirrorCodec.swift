import DomainModel
import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

// The codec between a mirror's domain requests and replies and relay.v1 envelopes:
// the only place on the mirror's side where generated types are built or read.

extension Relay_V1_Update {
    /// The update one message from the phone's PUB carries, as its frames (topic, envelope);
    /// nil for anything else (not two frames, not an envelope, not an update).
    package init?(published frames: [[UInt8]]) {
        guard frames.count == 2, let envelope = try? Relay_V1_Envelope(serializedBytes: frames[1]),
            case .update(let update) = envelope.body
        else { return nil }
        self = update
    }
}

extension MirrorRequest {
    /// The request as the one frame a DEALER sends, with message id `id` (a retry
    /// sends the same id, so the phone can dedupe), carrying where the sender's copy of the
    /// phone's state stands (`synced`, nil while it is not synced).
    public func frame(from sender: String, id: String, at date: Date, synced: SyncPosition? = nil) -> [UInt8] {
        var envelope = Relay_V1_Envelope.make(from: sender, at: date) { envelope in
            if let synced { envelope.synced = Relay_V1_SyncPosition(synced) }
            switch self {
            case .hello(let hello):
                envelope.hello = .with {
                    $0.kind = hello.kind.wire
                    $0.displayName = hello.displayName
                    $0.capabilities = .with {
                        $0.families = hello.families.map(WireCodec.encode)
                        $0.renderingMode = WireCodec.encode(hello.renderingMode)
                        $0.liveActivities = hello.liveActivities
                        $0.controls = hello.controls
                        $0.smartStack = hello.smartStack
                        $0.surfaces = hello.surfaces.map(WireCodec.encode)
                    }
                }
            case .snapshot(let epoch, let maxPartBytes):
                envelope.snapshotRequest = .with {
                    $0.knownEpoch = epoch
                    $0.maxPartBytes = maxPartBytes
                }
            case .interaction(let interaction):
                envelope.interaction = .with {
                    $0.interactionID = interaction.interactionID
                    switch interaction.target {
                    case .widget(let instance): $0.instanceID = instance
                    case .activity(let activity): $0.activityID = activity
                    case .control(let kind): $0.controlKind = kind
                    }
                    $0.elementID = interaction.elementID
                    $0.invocation = WireCodec.encode(interaction.invocation)
                    if let value = interaction.toggleValue { $0.toggleValue = value }
                    $0.tappedAt = WireTime.timestamp(interaction.tappedAt)
                }
            case .openURL(let url, let target, let elementID):
                envelope.openURL = .with {
                    $0.url = url.absoluteString
                    if case .widget(let instance) = target { $0.instanceID = instance }
                    if case .activity(let activity) = target { $0.activityID = activity }
                    $0.elementID = elementID
                }
            case .catalog:
                envelope.catalogRequest = .init()
            case .suggestedEntities(let type):
                envelope.entityQuery = .with {
                    $0.entityType = type
                    $0.suggested = true
                }
            case .addWidget(let kind, let family, let configuration):
                envelope.configureWidget = .with {
                    $0.kind = kind
                    $0.family = WireCodec.encode(family)
                    if let configuration { $0.configuration = WireCodec.encode(configuration) }
                }
            case .configureWidget(let instanceID, let configuration):
                envelope.configureWidget = .with {
                    $0.instanceID = instanceID
                    if let configuration { $0.configuration = WireCodec.encode(configuration) }
                }
            case .removeWidget(let instanceID):
                envelope.removeWidget = .with { $0.instanceID = instanceID }
            case .unpair:
                envelope.unpair = Relay_V1_Unpair()
            case .position:
                envelope.echo = Relay_V1_Echo()
            }
        }
        envelope.messageID = id
        return envelope.frame
    }
}

extension MirrorReply {
    /// Reads one reply frame from the DEALER: the id of the request it answers and the
    /// reply; nil for bytes that are not an envelope at all. A reply that does not
    /// decode whole keeps what does (``Salvage``), the rest quarantined.
    public static func decode(_ frame: [UInt8]) -> (inReplyTo: String, reply: MirrorReply)? {
        var salvaged: [QuarantinedItem] = []
        let envelope: Relay_V1_Envelope
        if let whole = try? Relay_V1_Envelope(serializedBytes: frame) {
            envelope = whole
        } else if let partial = Salvage.envelope(frame, dropped: &salvaged) {
            envelope = partial
        } else {
            return nil
        }
        var reply = MirrorReply(envelope.body, salvaged: salvaged)
        if case .snapshot(var snapshot) = reply {
            snapshot.wireBytes = frame.count
            reply = .snapshot(snapshot)
        }
        return (envelope.inReplyTo, reply)
    }

    init(_ body: Relay_V1_Envelope.OneOf_Body?, salvaged: [QuarantinedItem]) {
        switch body {
        case .welcome: self = .welcome
        case .snapshot(let snapshot): self = .snapshot(SnapshotReply(snapshot, salvaged: salvaged))
        case .interactionResult(let result):
            let outcome: InteractionResult.Outcome =
                switch result.outcome {
                case .performed: .performed
                case .failed(let failure): .failed(failure.message)
                case .rejected(let rejection): .rejected(rejection.message)
                case nil: .unknown
                }
            self = .interactionResult(InteractionResult(outcome: outcome, seq: result.seq))
        case .widgetInstance(let reply): self = .widgetInstance(instanceID: reply.instance.instanceID)
        case .catalog(let catalog): self = .catalog(WidgetCatalog(catalog))
        case .entityQueryReply(let reply):
            self = .entities(reply.entities.map { EntitySuggestion(id: $0.id, title: $0.display.title) })
        case .ack(let ack) where ack.hasAppOpened:
            // Strings from the phone's app: bounded here, as any text a phone sends is drawn.
            self = .appOpened(
                AppScene.Opened(
                    handlers: ack.appOpened.handlers.prefix(8).map { String($0.prefix(200)) },
                    scene: String(ack.appOpened.scene.prefix(500))))
        case .ack: self = .ack
        case .error(let error): self = .error(RelayError(reply: error))
        case let other?: self = .unexpected("\(other)".prefix(40).description)
        case nil: self = .unexpected("an empty reply")
        }
    }
}

extension WidgetCatalog {
    init(_ wire: Relay_V1_WidgetCatalog) {
        let widgets = wire.widgets.map { widget in
            CatalogWidget(
                kind: widget.kind, displayName: widget.displayName, description: widget.description_p,
                families: widget.supportedFamilies.compactMap { try? WireCodec.decode($0) },
                configuration: widget.hasConfiguration ? try? WireCodec.decode(widget.configuration) : nil,
                parameterTitles: widget.configuration.parameters.map { "\($0.name): \($0.title)" },
                previews: widget.previews.compactMap { try? WireCodec.decode($0) })
        }
        self.init(
            widgets: widgets, controlKinds: wire.controlKinds,
            previews: wire.previews.compactMap { try? WireCodec.decode($0) })
    }
}
