import Foundation

/// Colours along a gradient (SwiftUI's `Gradient`): evenly spaced, or at given stops.
public struct Gradient: Sendable, Hashable {
    /// One colour at a location in 0…1 (`Gradient.Stop`).
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map {
            Stop(color: $0.element, location: colors.count == 1 ? 0 : Double($0.offset) / last)
        }
    }

    /// The stops as archived: at most ``ArchiveLimits/maxGradientStops``, locations clamped to
    /// 0…1 and in order (SwiftUI sorts them too).
    var stopValues: [GradientStopValue] {
        stops.prefix(ArchiveLimits.maxGradientStops)
            .map {
                GradientStopValue(
                    color: $0.color.value, location: $0.location.isFinite ? min(1, max(0, $0.location)) : 0)
            }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

/// A gradient as a view: it fills what it is offered, as SwiftUI's gradients do.
protocol GradientView: View, ArchivableView, ShapeStyle {
    var gradientValue: GradientValue { get }
}

extension GradientView {
    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        [ViewNode(.shape(ShapeNode(kind: .rectangle, fill: .gradient(gradientValue))))]
    }
}

/// `LinearGradient(gradient:startPoint:endPoint:)`: colours along the line from one unit
/// point to another.
public struct LinearGradient: GradientView {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    /// `LinearGradient(_ gradient: AnyGradient, …)` (`Color.gradient` along another line).
    public init(_ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) {
        self.init(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public var styleValue: ShapeStyleValue { .gradient(gradientValue) }
    var gradientValue: GradientValue {
        GradientValue(geometry: .linear(start: startPoint.value, end: endPoint.value), stops: gradient.stopValues)
    }
}

/// `RadialGradient(gradient:center:startRadius:endRadius:)`: circles of colour around a
/// unit point, their radii in points.
public struct RadialGradient: GradientView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var styleValue: ShapeStyleValue { .gradient(gradientValue) }
    var gradientValue: GradientValue {
        GradientValue(
            geometry: .radial(center: center.value, startRadius: startRadius, endRadius: endRadius),
            stops: gradient.stopValues)
    }
}

/// `AngularGradient(gradient:center:startAngle:endAngle:)` (a conic gradient): colours around a
/// unit point, from 0° at the trailing side, clockwise.
public struct AngularGradient: GradientView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // Equal angles mean the whole turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `AngularGradient(gradient:center:angle:)`: a whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public var styleValue: ShapeStyleValue { .gradient(gradientValue) }
    var gradientValue: GradientValue {
        GradientValue(
            geometry: .angular(center: center.value, startAngle: startAngle.degrees, endAngle: endAngle.degrees),
            stops: gradient.stopValues)
    }
}

/// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)`: ellipses of
/// colour that fill the bounds, their radii fractions of its size.
public struct EllipticalGradient: GradientView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: Double
    let endRadiusFraction: Double

    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    public var styleValue: ShapeStyleValue { .gradient(gradientValue) }
    var gradientValue: GradientValue {
        GradientValue(
            geometry: .elliptical(
                center: center.value, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction),
            stops: gradient.stopValues)
    }
}

/// `Color.gradient` (`AnyGradient`): the system's gentle top-to-bottom gradient of one colour.
public struct AnyGradient: GradientView, Hashable {
    public typealias Body = Never
    let gradient: Gradient
    let isSystemVariation: Bool

    /// `AnyGradient(_ gradient: Gradient)`: that gradient, top to bottom.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
        isSystemVariation = false
    }
    init(color: Color) {
        gradient = Gradient(colors: [color, color])
        isSystemVariation = true
    }

    public var styleValue: ShapeStyleValue { .gradient(gradientValue) }
    var gradientValue: GradientValue {
        GradientValue(
            geometry: .linear(start: UnitPoint.top.value, end: UnitPoint.bottom.value), stops: gradient.stopValues,
            isSystemVariation: isSystemVariation)
    }
}

extension Color {
    /// `Color.gradient`: the system's gentle gradient of this colour, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.linearGradient(_:startPoint:endPoint:)`
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(colors:startPoint:endPoint:)`
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(stops:startPoint:endPoint:)`
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    /// `.linearGradient(_ gradient: AnyGradient, startPoint:endPoint:)`
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.radialGradient(_:center:startRadius:endRadius:)`
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(colors:center:startRadius:endRadius:)`
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `.radialGradient(stops:center:startRadius:endRadius:)`
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double)
        -> RadialGradient
    {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// `.angularGradient(_:center:startAngle:endAngle:)`
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.angularGradient(colors:center:startAngle:endAngle:)`
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `.conicGradient(_:center:angle:)`
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// `.conicGradient(colors:center:angle:)`
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
    /// `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
        endRadiusFraction: Double = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
