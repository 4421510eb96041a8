import Foundation
import RelayWire
import WidgetRelayKit

/// Gradients to relay.v1 and back. A mirror refuses a gradient outside view.proto's bounds
/// (stops, locations, radii, angles): the item is quarantined, never drawn half.
extension WireCodec {
    static func encode(_ gradient: GradientValue) -> Relay_V1_Gradient {
        .with {
            switch gradient.geometry {
            case .linear(let start, let end):
                $0.linear = .with {
                    $0.start = encode(start); $0.end = encode(end)
                }
            case .radial(let center, let startRadius, let endRadius):
                $0.radial = .with {
                    $0.center = encode(center); $0.startRadius = startRadius; $0.endRadius = endRadius
                }
            case .angular(let center, let startAngle, let endAngle):
                $0.angular = .with {
                    $0.center = encode(center); $0.startAngle = startAngle; $0.endAngle = endAngle
                }
            case .elliptical(let center, let startFraction, let endFraction):
                $0.elliptical = .with {
                    $0.center = encode(center)
                    $0.startRadiusFraction = startFraction
                    $0.endRadiusFraction = endFraction
                }
            }
            $0.stops = gradient.stops.map { stop in
                .with {
                    $0.color = encode(stop.color); $0.location = stop.location
                }
            }
            $0.systemVariation = gradient.isSystemVariation
        }
    }

    static func decode(_ wire: Relay_V1_Gradient) throws -> GradientValue {
        guard (1...ArchiveLimits.maxGradientStops).contains(wire.stops.count) else {
            throw CodecError("a gradient of \(wire.stops.count) stops: 1 to \(ArchiveLimits.maxGradientStops)")
        }
        var previous = 0.0
        let stops = try wire.stops.map { stop in
            guard stop.location.isFinite, (previous...1).contains(stop.location) else {
                throw CodecError("a gradient stop at \(stop.location): locations run from 0 to 1, in order")
            }
            previous = stop.location
            guard stop.hasColor else { throw CodecError("a gradient stop has no colour") }
            return GradientStopValue(color: try decode(stop.color), location: stop.location)
        }
        let geometry: GradientValue.Geometry
        switch wire.geometry {
        case .linear(let linear):
            geometry = .linear(start: try decode(linear.start), end: try decode(linear.end))
        case .radial(let radial):
            geometry = .radial(
                center: try decode(radial.center), startRadius: try length(radial.startRadius, "a radius"),
                endRadius: try length(radial.endRadius, "a radius"))
        case .angular(let angular):
            geometry = .angular(
                center: try decode(angular.center), startAngle: try angle(angular.startAngle),
                endAngle: try angle(angular.endAngle))
        case .elliptical(let elliptical):
            geometry = .elliptical(
                center: try decode(elliptical.center),
                startRadiusFraction: try length(elliptical.startRadiusFraction, "a radius fraction"),
                endRadiusFraction: try length(elliptical.endRadiusFraction, "a radius fraction"))
        case nil: throw CodecError("a gradient has no geometry")
        }
        return GradientValue(geometry: geometry, stops: stops, isSystemVariation: wire.systemVariation)
    }

    static func encode(_ point: UnitPointValue) -> Relay_V1_UnitPoint {
        .with {
            $0.x = point.x; $0.y = point.y
        }
    }

    /// A unit point: finite, within ±1,000 (SwiftUI's may lie outside 0…1, not that far).
    static func decode(_ wire: Relay_V1_UnitPoint) throws -> UnitPointValue {
        guard wire.x.isFinite, wire.y.isFinite, abs(wire.x) <= 1_000, abs(wire.y) <= 1_000 else {
            throw CodecError("a unit point at (\(wire.x), \(wire.y)): finite, within ±1,000")
        }
        return UnitPointValue(x: wire.x, y: wire.y)
    }

    /// A length in points (a radius, a width): finite, 0…ArchiveLimits.maxCoordinate.
    static func length(_ value: Double, _ what: String) throws -> Double {
        guard value.isFinite, (0...ArchiveLimits.maxCoordinate).contains(value) else {
            throw CodecError("\(what) of \(value): 0 to \(Int(ArchiveLimits.maxCoordinate))")
        }
        return value
    }

    /// An angle in degrees: finite, within ±3,600.
    static func angle(_ degrees: Double) throws -> Double {
        guard degrees.isFinite, abs(degrees) <= 3_600 else {
            throw CodecError("an angle of \(degrees)°: within ±3,600")
        }
        return degrees
    }
}
