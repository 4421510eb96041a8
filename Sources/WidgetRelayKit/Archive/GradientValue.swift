/// A point in a view's unit space, archived: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPointValue: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One colour of a gradient at its location along it, in 0…1 (`Gradient.Stop`).
public struct GradientStopValue: Sendable, Hashable {
    public var color: ColorValue
    public var location: Double
    public init(color: ColorValue, location: Double) {
        self.color = color
        self.location = location
    }
}

/// An archived gradient (`LinearGradient`, `RadialGradient`, `AngularGradient`,
/// `EllipticalGradient`, `Color.gradient`): its geometry and its stops, in order. Mirrors
/// draw it over the bounds of what it fills, as SwiftUI does; ``ArchiveLimits/maxGradientStops``
/// bounds the stops.
public struct GradientValue: Sendable, Hashable {
    /// Where a gradient's colours lie.
    public enum Geometry: Sendable, Hashable {
        /// From `start` to `end`, in unit space: lines of one colour are perpendicular to
        /// that line in unit space (so `.topLeading` to `.bottomTrailing` runs corner to corner).
        case linear(start: UnitPointValue, end: UnitPointValue)
        /// Circles around `center` from `startRadius` to `endRadius` points.
        case radial(center: UnitPointValue, startRadius: Double, endRadius: Double)
        /// Around `center` from `startAngle` to `endAngle`, in degrees clockwise from the
        /// trailing side (SwiftUI's angles: 0 at 3 o'clock).
        case angular(center: UnitPointValue, startAngle: Double, endAngle: Double)
        /// Ellipses around `center` that fill the bounds, from `startRadiusFraction` to
        /// `endRadiusFraction` of the bounds' size.
        case elliptical(center: UnitPointValue, startRadiusFraction: Double, endRadiusFraction: Double)
    }

    public var geometry: Geometry
    public var stops: [GradientStopValue]
    /// `Color.gradient` (`AnyGradient`): the system's gentle gradient of one colour, lighter at
    /// the top; mirrors lighten the first stop and darken the last as iOS does.
    public var isSystemVariation: Bool

    public init(geometry: Geometry, stops: [GradientStopValue], isSystemVariation: Bool = false) {
        self.geometry = geometry
        self.stops = stops
        self.isSystemVariation = isSystemVariation
    }
}
