import PhoneCore
import RelayWire
import WidgetRelayKit

/// relay.v1's Interaction and InteractionResult as the phone core's domain values, and back:
/// the codec edge of ``PhoneCore/InteractionFlow``.
extension PhoneInteraction {
    /// The interaction a device sent; an invocation that cannot be read is kept as the reason
    /// (the flow refuses it after the dedupe record is read, as before).
    package init(wire: Relay_V1_Interaction) {
        let target: Target? =
            switch wire.target {
            case .instanceID(let id): .instance(id)
            case .activityID(let id): .activity(id)
            case .controlKind(let kind): .control(kind)
            case nil: nil
            }
        let invocation: Result<IntentInvocation, InvocationUnreadable>
        do { invocation = .success(try WireCodec.decode(wire.invocation)) } catch {
            invocation = .failure(InvocationUnreadable("\(error)"))
        }
        self.init(
            id: wire.interactionID, target: target, elementID: wire.elementID, invocation: invocation,
            toggleValue: wire.hasToggleValue ? wire.toggleValue : nil)
    }
}

extension PhoneInteraction.Target {
    /// The wire's oneof for this target.
    package var wire: Relay_V1_Interaction.OneOf_Target {
        switch self {
        case .instance(let id): .instanceID(id)
        case .activity(let id): .activityID(id)
        case .control(let kind): .controlKind(kind)
        }
    }
}

extension InteractionRefusal.Reason {
    /// The wire's reject reason.
    package var wire: Relay_V1_RejectReason {
        switch self {
        case .unknownTarget: .unknownTarget
        case .notOffered: .notOffered
        case .unknownIntent: .unknownIntent
        case .badParameter: .badParameter
        case .notPaired: .notPaired
        case .notOwner: .notOwner
        case .notOnThisSurface: .notOnThisSurface
        }
    }

    /// The domain reason for a wire value (unspecified or unknown: a bad parameter).
    package init(wire: Relay_V1_RejectReason) {
        switch wire {
        case .unknownTarget: self = .unknownTarget
        case .notOffered: self = .notOffered
        case .unknownIntent: self = .unknownIntent
        case .notPaired: self = .notPaired
        case .notOwner: self = .notOwner
        case .notOnThisSurface: self = .notOnThisSurface
        case .badParameter, .unspecified, .UNRECOGNIZED: self = .badParameter
        }
    }
}

extension InteractionAnswer {
    /// A stored (or received) result.
    package init(wire: Relay_V1_InteractionResult) {
        let outcome: Outcome? =
            switch wire.outcome {
            case .performed: .performed
            case .failed(let failed): .failed(failed.message)
            case .rejected(let rejected):
                .rejected(InteractionRefusal(InteractionRefusal.Reason(wire: rejected.reason), rejected.message))
            case nil: nil
            }
        self.init(
            interactionID: wire.interactionID, outcome: outcome, epoch: wire.epoch, seq: wire.seq,
            replayed: wire.replayed)
    }

    /// The result on the wire (no timings: the driver adds them).
    package var wire: Relay_V1_InteractionResult {
        .with {
            $0.interactionID = interactionID
            switch outcome {
            case .performed: $0.performed = Relay_V1_Performed()
            case .failed(let message): $0.failed = .with { $0.message = message }
            case .rejected(let refusal):
                $0.rejected = .with {
                    $0.reason = refusal.reason.wire; $0.message = refusal.message
                }
            case nil: break
            }
            $0.epoch = epoch
            $0.seq = seq
            $0.replayed = replayed
        }
    }
}

extension ConfigureRequest {
    /// A device's ConfigureWidget; what cannot be read is kept as the reason, for the phone
    /// to refuse where it matters (an unreadable family only when adding).
    package init(wire: Relay_V1_ConfigureWidget) {
        let family: WidgetFamily?
        let problem: String
        do { (family, problem) = (try WireCodec.decode(wire.family), "") } catch {
            (family, problem) = (nil, "\(error)")
        }
        let configuration: Result<IntentInvocation, InvocationUnreadable>?
        if wire.hasConfiguration {
            do { configuration = .success(try WireCodec.decode(wire.configuration)) } catch {
                configuration = .failure(InvocationUnreadable("\(error)"))
            }
        } else {
            configuration = nil
        }
        self.init(
            instanceID: wire.instanceID.isEmpty ? nil : wire.instanceID, kind: wire.kind, family: family,
            familyProblem: problem,
            configuration: configuration)
    }
}
