import DomainModel
import Foundation
import PhoneCore
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

// The phone's requests on the wire, in one file (docs/adding-a-request.md): each request body to
// its kind, to the model value the driver serves, and each answer (``PhoneReply``) to its reply
// body. Every switch is exhaustive: a new body in envelope.proto, or a new case of PhoneCore's
// PhoneRequests.swift, does not compile until it is placed here.

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
        case .pairedDevicesRequest: self = .pairedDevices
        case .welcome, .snapshot, .interactionResult, .widgetInstance, .catalog, .entityQueryReply, .ack, .echoReply,
            .error, .adminReply, .clockReply, .pairedDevicesReply,
            .update, nil:
            return nil
        }
    }

    /// What `body` names that its lane may follow (``PhoneRequestKind/LaneRule``). Exhaustive, as
    /// the kind is: a new request body says here what it names, if anything.
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
        case .hello, .snapshotRequest, .catalogRequest, .entityQuery, .openURL, .echo, .push, .admin, .unpair,
            .clockRequest, .pairedDevicesRequest:
            .nothing
        case .welcome, .snapshot, .interactionResult, .widgetInstance, .catalog, .entityQueryReply, .ack, .echoReply,
            .error, .adminReply, .clockReply, .pairedDevicesReply,
            .update, nil:
            .nothing
        }
    }
}

extension PhoneRequest {
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
        case .push(let push): self = .push(PushRequest(wire: push))
        case .admin: self = .admin
        case .unpair: self = .unpair
        case .clockRequest: self = .clock
        case .pairedDevicesRequest: self = .pairedDevices
        case .welcome, .snapshot, .interactionResult, .widgetInstance, .catalog, .entityQueryReply, .ack, .echoReply,
            .error, .adminReply, .clockReply, .pairedDevicesReply,
            .update, nil:
            return nil
        }
    }
}

extension EncodedReply {
    /// `reply` as relay.v1's reply body.
    package init(_ reply: PhoneReply) {
        let body: Relay_V1_Envelope.OneOf_Body?
        switch reply {
        case .welcome(let welcome):
            body = .welcome(
                .with {
                    $0.phoneID = welcome.phoneID
                    $0.phoneName = welcome.phoneName
                    $0.deviceID = welcome.deviceID
                    $0.epoch = welcome.epoch
                    $0.seq = welcome.seq
                    $0.heartbeatIntervalMs = welcome.heartbeatIntervalMs
                })
        case .interactionResult(let answer, let timings):
            var result = answer.wire
            result.timings = Relay_V1_HopTimings(timings)
            body = .interactionResult(result)
        case .widgetInstance(let instance): body = .widgetInstance(.with { $0.instance = WireCodec.encode(instance) })
        case .ack: body = .ack(Relay_V1_Ack())
        case .appOpened(let opened): body = .ack(.with { $0.appOpened = Relay_V1_AppOpened(opened) })
        case .catalog(let catalog): body = .catalog(Relay_V1_WidgetCatalog(catalog))
        case .entities(let entities):
            body = .entityQueryReply(
                .with { $0.entities = entities.map { WireCodec.encode(IntentValue.entity($0)).entityValue } })
        case .echo(let echo): body = .echoReply(echo.reply)
        case .text(let text): body = .adminReply(.with { $0.text = text })
        case .clock(let now, let manual):
            body = .clockReply(
                .with {
                    $0.now = WireTime.timestamp(now); $0.manual = manual
                })
        case .error(let error):
            body = .error(
                .with {
                    $0.code = error.code.wire; $0.message = error.message
                })
        case .pairedDevices(let standings):
            body = .pairedDevicesReply(
                .with {
                    $0.devices = standings.map { standing in
                        .with {
                            $0.device = .with {
                                $0.deviceID = standing.device.id
                                $0.displayName = standing.device.name
                                $0.kind = standing.device.kind?.wire ?? .unspecified
                            }
                            if let confirmed = standing.confirmed { $0.confirmed = Relay_V1_SyncPosition(confirmed) }
                            $0.behind = standing.behind
                        }
                    }
                })
        }
        self.init(body: body)
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
