import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension PhoneRequestKind {
    /// The kind of the request `body` is; nil for a body that is no request (a reply, an update)
    /// or none. Exhaustive: a new body in envelope.proto does not compile until it is placed.
    package init?(_ body: Relay_V1_Envelope.OneOf_Body?) {
        switch body {
        case .hello: self = .hello
        case .snapshotRequest: self = .snapshot
        case .interaction: self = .interaction
        case .configureWidget: self = .configureWidget
        case .removeWidget: self = .removeWidget
        case .catalogRequest: self = .catalog
        case .entityQuery: self = .entityQuery
        case .openURL: self = .openURL
        case .echo: self = .echo
        case .push: self = .push
        case .admin: self = .admin
        case .unpair: self = .unpair
        case .clockRequest: self = .clock
        case .welcome, .snapshot, .interactionResult, .widgetInstance, .catalog, .entityQueryReply, .ack, .echoReply,
            .error, .adminReply, .clockReply,
            .update, nil:
            return nil
        }
    }

    /// What `body` names that its lane may follow (``PhoneRequestKind/LaneRule``).
    package static func laneSubject(of body: Relay_V1_Envelope.OneOf_Body?) -> LaneSubject {
        switch body {
        case .interaction(let interaction):
            switch interaction.target {
            case .instanceID(let id): .instance(id)
            case .activityID(let id): .activity(id)
            case .controlKind(let kind): .control(kind)
            case nil: .nothing
            }
        case .configureWidget(let request): .instance(request.instanceID)
        case .removeWidget(let request): .instance(request.instanceID)
        default: .nothing
        }
    }
}

extension PhoneRequest where Push == Relay_V1_PushRequest {
    /// The request `body` is, decoded once; nil for a body that is no request (a reply, an
    /// update) or none. Exhaustive, as ``PhoneRequestKind/init(_:)`` is.
    package init?(_ body: Relay_V1_Envelope.OneOf_Body?) {
        switch body {
        case .hello(let hello): self = .hello(HelloRequest(wire: hello))
        case .snapshotRequest(let request): self = .snapshot(maxPartBytes: request.maxPartBytes)
        case .interaction(let interaction): self = .interaction(PhoneInteraction(wire: interaction))
        case .configureWidget(let request): self = .configureWidget(ConfigureRequest(wire: request))
        case .removeWidget(let request): self = .removeWidget(instanceID: request.instanceID)
        case .catalogRequest(let request):
            self = .catalog(
                families: request.families.isEmpty ? nil : request.families.compactMap { try? WireCodec.decode($0) })
        case .entityQuery(let request):
            let query: EntityQueryRequest.Query =
                switch request.query {
                case .lookup(let ids): .lookup(ids.ids)
                case .defaultResult: .defaultResult
                case .suggested, nil: .suggested
                }
            self = .entityQuery(EntityQueryRequest(entityType: request.entityType, query: query))
        case .openURL(let request):
            self = .openURL(
                OpenURLRequest(url: request.url, instanceID: request.instanceID, activityID: request.activityID))
        case .echo(let echo):
            self = .echo(
                EchoRequest(
                    payload: echo.payload, sequence: echo.sequence,
                    sentAt: echo.hasSentAt
                        ? EchoRequest.Instant(seconds: echo.sentAt.seconds, nanos: echo.sentAt.nanos) : nil))
        case .push(let push): self = .push(push)
        case .admin: self = .admin
        case .unpair: self = .unpair
        case .clockRequest: self = .clock
        case .welcome, .snapshot, .interactionResult, .widgetInstance, .catalog, .entityQueryReply, .ack, .echoReply,
            .error, .adminReply, .clockReply,
            .update, nil:
            return nil
        }
    }
}

extension EchoRequest {
    /// The answer: the same payload, sequence and send time.
    package var reply: Relay_V1_Echo {
        .with { echo in
            echo.payload = payload
            echo.sequence = sequence
            if let sentAt {
                echo.sentAt = .with {
                    $0.seconds = sentAt.seconds; $0.nanos = sentAt.nanos
                }
            }
        }
    }
}
