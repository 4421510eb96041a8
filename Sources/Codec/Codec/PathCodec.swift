import Foundation
import RelayWire
import WidgetRelayKit

/// Paths, trims and stroke styles to relay.v1 and back. A mirror refuses a path outside
/// view.proto's bounds (too many elements, coordinates that do not match its verbs, a
/// coordinate or size not finite or beyond ±100,000 points) in one pass over it.
extension WireCodec {
    static func encode(_ path: PathValue) -> Relay_V1_PathData {
        var wire = Relay_V1_PathData()
        wire.width = path.width
        wire.height = path.height
        wire.verbs.reserveCapacity(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                wire.verbs.append(.move)
                wire.coordinates += [x, y]
            case .line(let x, let y):
                wire.verbs.append(.line)
                wire.coordinates += [x, y]
            case .quadCurve(let cx, let cy, let x, let y):
                wire.verbs.append(.quadCurve)
                wire.coordinates += [cx, cy, x, y]
            case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
                wire.verbs.append(.curve)
                wire.coordinates += [c1x, c1y, c2x, c2y, x, y]
            case .close:
                wire.verbs.append(.close)
            }
        }
        return wire
    }

    static func decode(_ wire: Relay_V1_PathData) throws -> PathValue {
        guard wire.verbs.count <= ArchiveLimits.maxPathElements else {
            throw CodecError("a path of \(wire.verbs.count) elements: at most \(ArchiveLimits.maxPathElements)")
        }
        guard wire.coordinates.count <= 6 * wire.verbs.count else {
            throw CodecError(
                "a path's \(wire.coordinates.count) coordinates do not match its \(wire.verbs.count) elements")
        }
        let limit = ArchiveLimits.maxCoordinate
        for value in wire.coordinates where !(value.isFinite && abs(value) <= limit) {
            throw CodecError("a path coordinate of \(value): finite, within ±\(Int(limit))")
        }
        let width = try length(wire.width, "a path's width"), height = try length(wire.height, "a path's height")
        let c = wire.coordinates
        var index = 0
        func take(_ count: Int) throws -> ArraySlice<Double> {
            guard index + count <= c.count else {
                throw CodecError("a path's \(c.count) coordinates do not match its \(wire.verbs.count) elements")
            }
            defer { index += count }
            return c[index..<index + count]
        }
        var elements: [PathValue.Element] = []
        elements.reserveCapacity(wire.verbs.count)
        for verb in wire.verbs {
            switch verb {
            case .move:
                let p = try take(2)
                elements.append(.move(x: p[p.startIndex], y: p[p.startIndex + 1]))
            case .line:
                let p = try take(2)
                elements.append(.line(x: p[p.startIndex], y: p[p.startIndex + 1]))
            case .quadCurve:
                let p = Array(try take(4))
                elements.append(.quadCurve(controlX: p[0], controlY: p[1], x: p[2], y: p[3]))
            case .curve:
                let p = Array(try take(6))
                elements.append(
                    .curve(control1X: p[0], control1Y: p[1], control2X: p[2], control2Y: p[3], x: p[4], y: p[5]))
            case .close:
                elements.append(.close)
            case .UNRECOGNIZED(let value):
                throw CodecError("unknown path element \(value)")
            }
        }
        guard index == c.count else {
            throw CodecError("a path's \(c.count) coordinates do not match its \(wire.verbs.count) elements")
        }
        return PathValue(width: width, height: height, elements: elements)
    }

    static func encode(_ stroke: StrokeValue) -> Relay_V1_Stroke {
        .with { wire in
            if let style = stroke.style { wire.style = encode(style) }
            wire.lineWidth = stroke.lineWidth
            wire.inset = stroke.inset
            wire.lineCap =
                switch stroke.lineCap {
                case .butt: .butt
                case .round: .round
                case .square: .square
                }
            wire.lineJoin =
                switch stroke.lineJoin {
                case .miter: .miter
                case .round: .round
                case .bevel: .bevel
                }
            if stroke.miterLimit != 10 { wire.miterLimit = stroke.miterLimit }
            wire.dash = stroke.dash
            wire.dashPhase = stroke.dashPhase
        }
    }

    static func decode(_ wire: Relay_V1_Stroke) throws -> StrokeValue {
        guard wire.dash.count <= ArchiveLimits.maxDashes else {
            throw CodecError("a dash pattern of \(wire.dash.count) lengths: at most \(ArchiveLimits.maxDashes)")
        }
        let dash = try wire.dash.map { try length($0, "a dash length") }
        let cap: LineCapValue =
            switch wire.lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            case .UNRECOGNIZED(let value): throw CodecError("unknown line cap \(value)")
            }
        let join: LineJoinValue =
            switch wire.lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            case .UNRECOGNIZED(let value): throw CodecError("unknown line join \(value)")
            }
        guard wire.dashPhase.isFinite, abs(wire.dashPhase) <= ArchiveLimits.maxCoordinate else {
            throw CodecError("a dash phase of \(wire.dashPhase): finite, within ±\(Int(ArchiveLimits.maxCoordinate))")
        }
        return StrokeValue(
            style: wire.hasStyle ? try decode(wire.style) : nil, lineWidth: wire.lineWidth, inset: wire.inset,
            lineCap: cap, lineJoin: join,
            miterLimit: wire.hasMiterLimit ? try length(wire.miterLimit, "a miter limit") : 10,
            dash: dash, dashPhase: wire.dashPhase)
    }
}
