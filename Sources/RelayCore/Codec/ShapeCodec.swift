import Foundation
import RelayWire
import WidgetRelayKit

extension WireCodec {
    static func encode(_ shape: ShapeNode) -> Relay_V1_ShapeView {
        .with {
            switch shape.kind {
            case .rectangle: $0.kind = .rectangle
            case .roundedRectangle(let radius):
                $0.kind = .roundedRectangle
                $0.cornerRadius = radius
            case .circle: $0.kind = .circle
            case .ellipse: $0.kind = .ellipse
            case .capsule: $0.kind = .capsule
            case .containerRelative: $0.kind = .containerRelative
            }
            if let fill = shape.fill { $0.fill = encode(fill) }
            if let stroke = shape.stroke {
                $0.stroke = .with { wire in
                    if let style = stroke.style { wire.style = encode(style) }
                    wire.lineWidth = stroke.lineWidth
                    wire.inset = stroke.inset
                }
            }
        }
    }

    static func decode(_ wire: Relay_V1_ShapeView) throws -> ShapeNode {
        let kind: ShapeKind = switch wire.kind {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: wire.cornerRadius)
        case .circle: .circle
        case .ellipse: .ellipse
        case .capsule: .capsule
        case .containerRelative: .containerRelative
        case .UNRECOGNIZED(let value): throw CodecError("unknown shape kind \(value)")
        }
        let stroke = wire.hasStroke ? StrokeValue(style: wire.stroke.hasStyle ? try decode(wire.stroke.style) : nil,
                                                  lineWidth: wire.stroke.lineWidth, inset: wire.stroke.inset) : nil
        return ShapeNode(kind: kind, fill: wire.hasFill ? try decode(wire.fill) : nil, stroke: stroke)
    }

    static func encode(_ style: ShapeStyleValue) -> Relay_V1_ShapeStyle {
        .with {
            switch style {
            case .color(let color): $0.color = encode(color)
            case .hierarchical(let level): $0.hierarchical = level
            case .tint: $0.tint = true
            case .gradient(let gradient): $0.gradient = encode(gradient)
            case .material(let name): $0.material = name
            }
        }
    }

    static func decode(_ wire: Relay_V1_ShapeStyle) throws -> ShapeStyleValue {
        switch wire.kind {
        case .color(let color): return .color(try decode(color))
        case .hierarchical(let level): return .hierarchical(level)
        case .tint: return .tint
        case .gradient(let gradient): return .gradient(try decode(gradient))
        case .material(let name):
            guard Material.names.contains(name) else { throw CodecError("unknown material “\(name.prefix(40))”") }
            return .material(name)
        case nil: throw CodecError("a shape style has no value")
        }
    }
}
