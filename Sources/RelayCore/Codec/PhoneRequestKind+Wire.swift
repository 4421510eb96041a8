import PhoneCore
import RelayWire

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
        case .welcome, .snapshot, .interactionResult, .widgetInstance, .catalog, .entityQueryReply, .ack, .echoReply, .error, .adminReply,
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
