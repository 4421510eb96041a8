import RelayWire
import WidgetRelayKit

/// The codec of transitions (`view.proto`'s ContentTransition and Transition): names on the
/// wire, values in the archive; unknown names refused.
extension WireCodec {
    static func encode(_ transition: ContentTransitionValue) -> Relay_V1_ContentTransition {
        .with {
            switch transition {
            case .identity: $0.kind = "identity"
            case .opacity: $0.kind = "opacity"
            case .interpolate: $0.kind = "interpolate"
            case .symbolEffect: $0.kind = "symbolEffect"
            case .numericText(let countsDown, let value):
                $0.kind = "numericText"
                $0.countsDown = countsDown
                if let value { $0.value = value }
            }
        }
    }

    static func decode(_ wire: Relay_V1_ContentTransition) throws -> ContentTransitionValue {
        switch wire.kind {
        case "identity": return .identity
        case "opacity": return .opacity
        case "interpolate": return .interpolate
        case "symbolEffect": return .symbolEffect
        case "numericText":
            guard !wire.hasValue || wire.value.isFinite else {
                throw CodecError("numericText(value:) of \(wire.value)")
            }
            return .numericText(countsDown: wire.countsDown, value: wire.hasValue ? wire.value : nil)
        default: throw CodecError("unknown content transition “\(wire.kind.prefix(40))”")
        }
    }

    static func encode(_ transition: TransitionValue) -> Relay_V1_Transition {
        .with {
            $0.kind = transition.kind.name
            $0.edge = transition.kind.edge?.rawValue ?? ""
        }
    }

    static func decode(_ wire: Relay_V1_Transition) throws -> TransitionValue {
        if let transition = TransitionValue(name: wire.kind, edge: EdgeValue(rawValue: wire.edge)) { return transition }
        if wire.kind == "move" || wire.kind == "push" { throw CodecError("unknown edge “\(wire.edge.prefix(40))”") }
        throw CodecError("unknown transition “\(wire.kind.prefix(40))”")
    }
}
