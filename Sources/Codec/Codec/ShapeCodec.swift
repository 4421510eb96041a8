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
            case .path(let path):
                $0.kind = .path
                $0.path = encode(path)
            }
            if let fill = shape.fill { $0.fill = encode(fill) }
            if let stroke = shape.stroke { $0.stroke = encode(stroke) }
            if let trim = shape.trim {
                $0.trim = .with {
                    $0.from = trim.lowerBound; $0.to = trim.upperBound
                }
            }
            $0.evenOdd = shape.evenOdd
        }
    }

    static func decode(_ wire: Relay_V1_ShapeView) throws -> ShapeNode {
        let kind: ShapeKind =
            switch wire.kind {
            case .rectangle: .rectangle
            case .roundedRectangle: .roundedRectangle(cornerRadius: wire.cornerRadius)
            case .circle: .circle
            case .ellipse: .ellipse
            case .capsule: .capsule
            case .containerRelative: .containerRelative
            case .path: .path(try decodePath(of: wire))
            case .UNRECOGNIZED(let value): throw CodecError("unknown shape kind \(value)")
            }
        var trim: ClosedRange<Double>?
        if wire.hasTrim {
            guard wire.trim.from.isFinite, wire.trim.to.isFinite, 0 <= wire.trim.from, wire.trim.from <= wire.trim.to,
                wire.trim.to <= 1
            else {
                throw CodecError("a trim from \(wire.trim.from) to \(wire.trim.to): 0 ≤ from ≤ to ≤ 1")
            }
            trim = wire.trim.from...wire.trim.to
        }
        return ShapeNode(
            kind: kind, fill: wire.hasFill ? try decode(wire.fill) : nil,
            stroke: wire.hasStroke ? try decode(wire.stroke) : nil,
            trim: trim, evenOdd: wire.evenOdd)
    }

    /// A path shape's path: it must have one.
    static func decodePath(of wire: Relay_V1_ShapeView) throws -> PathValue {
        guard wire.hasPath else { throw CodecError("a path shape has no path") }
        return try decode(wire.path)
    }

    static func encode(_ style: ShapeStyleValue) -> Relay_V1_ShapeStyle {
        .with {
            switch style {
            case .color(let color): $0.color = encode(color)
            case .hierarchical(let level): $0.hierarchical = level
            case .tint: $0.tint = true
            case .gradient(let gradient): $0.gradient = encode(gradient)
            case .material(let name): $0.material = name
            case .background: $0.background = true
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
        case .background: return .background
        case nil: throw CodecError("a shape style has no value")
        }
    }
}
