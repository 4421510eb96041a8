import RelayWire
import WidgetRelayKit

/// The codec of transitions and animations (`view.proto`'s ContentTransition, Transition,
/// AnimationOnChange): names on the wire, values in the archive; unknown names refused.
enum AnimationCodec {
    /// The curves `.animation(_:value:)` may name.
    static let curves: Set<String> = ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth", "snappy"]
}

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
            guard !wire.hasValue || wire.value.isFinite else { throw CodecError("numericText(value:) of \(wire.value)") }
            return .numericText(countsDown: wire.countsDown, value: wire.hasValue ? wire.value : nil)
        default: throw CodecError("unknown content transition “\(wire.kind.prefix(40))”")
        }
    }

    static func encode(_ transition: TransitionValue) -> Relay_V1_Transition {
        .with {
            switch transition {
            case .identity: $0.kind = "identity"
            case .opacity: $0.kind = "opacity"
            case .scale: $0.kind = "scale"
            case .slide: $0.kind = "slide"
            case .move(let edge): $0.kind = "move"; $0.edge = edge.rawValue
            case .push(let edge): $0.kind = "push"; $0.edge = edge.rawValue
            }
        }
    }

    static func decode(_ wire: Relay_V1_Transition) throws -> TransitionValue {
        func edge() throws -> EdgeValue {
            guard let edge = EdgeValue(rawValue: wire.edge) else { throw CodecError("unknown edge “\(wire.edge.prefix(40))”") }
            return edge
        }
        switch wire.kind {
        case "identity": return .identity
        case "opacity": return .opacity
        case "scale": return .scale
        case "slide": return .slide
        case "move": return .move(try edge())
        case "push": return .push(try edge())
        default: throw CodecError("unknown transition “\(wire.kind.prefix(40))”")
        }
    }
}
