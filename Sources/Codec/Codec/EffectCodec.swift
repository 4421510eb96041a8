import Foundation
import RelayWire
import WidgetRelayKit

/// Clips, masks, shadows, filters, blends and transforms to relay.v1 and back; a value out of
/// view.proto's bounds is refused, naming it.
extension WireCodec {
    /// Sets `wire`'s field for an effect modifier; false for a modifier that is not one.
    static func encodeEffect(_ modifier: ModifierValue, into wire: inout Relay_V1_Modifier) -> Bool {
        switch modifier {
        case .clipShape(let kind, let evenOdd):
            wire.clipShape = encode(ShapeNode(kind: kind, evenOdd: evenOdd))
        case .mask(let mask): wire.mask = encode(mask)
        case .shadow(let shadow):
            wire.shadow = .with {
                $0.color = encode(shadow.color)
                $0.radius = shadow.radius
                $0.x = shadow.x
                $0.y = shadow.y
            }
        case .blur(let radius): wire.blur = radius
        case .compositingGroup: wire.compositingGroup = true
        case .blendMode(let mode): wire.blendMode = mode
        case .scaleEffect(let x, let y, let anchor):
            wire.scaleEffect = .with {
                $0.x = x; $0.y = y; $0.anchor = encode(anchor)
            }
        case .rotationEffect(let degrees, let anchor):
            wire.rotationEffect = .with {
                $0.degrees = degrees; $0.anchor = encode(anchor)
            }
        case .offset(let x, let y):
            wire.offset = .with {
                $0.x = x; $0.y = y
            }
        case .imageScale(let scale): wire.imageScale = scale
        case .containerShape(let kind): wire.containerShape = encode(ShapeNode(kind: kind))
        default: return false
        }
        return true
    }

    /// The effect modifier in `kind`, or nil for a modifier that is not one.
    static func decodeEffect(_ kind: Relay_V1_Modifier.OneOf_Kind) throws -> ModifierValue? {
        switch kind {
        case .clipShape(let shape):
            let node = try decode(shape)
            return .clipShape(node.kind, evenOdd: node.evenOdd)
        case .mask(let mask): return .mask(try decode(mask))
        case .shadow(let shadow):
            guard shadow.hasColor else { throw CodecError("a shadow has no colour") }
            return .shadow(
                ShadowValue(
                    color: try decode(shadow.color), radius: try length(shadow.radius, "a shadow's radius"),
                    x: try offset(shadow.x, "a shadow's offset"), y: try offset(shadow.y, "a shadow's offset")))
        case .blur(let radius): return .blur(radius: try length(radius, "a blur radius"))
        case .compositingGroup: return .compositingGroup
        case .blendMode(let mode):
            guard BlendMode(rawValue: mode) != nil else { throw CodecError("unknown blend mode “\(mode.prefix(40))”") }
            return .blendMode(mode)
        case .scaleEffect(let scale):
            guard scale.x.isFinite, scale.y.isFinite, abs(scale.x) <= 1_000, abs(scale.y) <= 1_000 else {
                throw CodecError("a scale of (\(scale.x), \(scale.y)): finite, within ±1,000")
            }
            return .scaleEffect(x: scale.x, y: scale.y, anchor: try decode(scale.anchor))
        case .rotationEffect(let rotation):
            return .rotationEffect(degrees: try angle(rotation.degrees), anchor: try decode(rotation.anchor))
        case .offset(let offset):
            return .offset(x: try self.offset(offset.x, "an offset"), y: try self.offset(offset.y, "an offset"))
        case .imageScale(let scale):
            guard Image.Scale(rawValue: scale) != nil else {
                throw CodecError("unknown image scale “\(scale.prefix(40))”")
            }
            return .imageScale(scale)
        case .containerShape(let shape): return .containerShape(try decode(shape).kind)
        default: return nil
        }
    }

    /// A distance either way in points: finite, within ±ArchiveLimits.maxCoordinate.
    static func offset(_ value: Double, _ what: String) throws -> Double {
        guard value.isFinite, abs(value) <= ArchiveLimits.maxCoordinate else {
            throw CodecError("\(what) of \(value): finite, within ±\(Int(ArchiveLimits.maxCoordinate))")
        }
        return value
    }
}
