import Foundation

// SwiftUI's `Animation` family beyond the named curves (Animation.swift): the other springs,
// timing curves, and the modifiers that change an animation's pace and repetition.
//
// What the archive keeps of an animation is its curve and its duration (relay.v1's
// `AnimationValue`): a spring's damping or bounce, a timing curve's control points, a delay and
// a repetition are not kept, and mirrors play the curve once, at once. `speed(_:)` is kept, as
// the duration it gives.

extension Animation {
    /// SwiftUI's own duration for a curve given none: 0.35 s for the timing curves, 0.5 s for
    /// the springs (their response or perceptual duration).
    var effectiveDuration: Double {
        if let duration = value.duration { return duration }
        switch value.curve {
        case "spring", "bouncy", "smooth", "snappy": return 0.5
        default: return 0.35
        }
    }

    private static func curve(_ name: String, _ duration: Double) -> Animation {
        Animation(value: AnimationValue(curve: name, duration: duration))
    }

    /// `.interactiveSpring`: a stiff spring for interactive motion (0.15 s).
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15) }

    /// `.interactiveSpring(response:dampingFraction:blendDuration:)`, Apple's defaults (0.15, 0.86, 0.25).
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        curve("spring", response)
    }

    /// `.interactiveSpring(duration:extraBounce:blendDuration:)`, Apple's defaults (0.15, 0, 0.25);
    /// `.interactiveSpring()` is the response form.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        curve("spring", duration)
    }

    /// `.interpolatingSpring`: a spring of 0.5 s that interpolates, rather than replaces, others.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5) }

    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: a spring of its period,
    /// 2π√(mass / stiffness) seconds.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let period = stiffness > 0 && mass > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0.5
        return curve("spring", period.isFinite ? period : 0.5)
    }

    /// `.interpolatingSpring(duration:bounce:initialVelocity:)`, Apple's defaults (0.5, 0, 0).
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        curve("spring", duration)
    }

    /// `.bouncy(duration:extraBounce:)`, Apple's defaults (0.5, 0).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        curve("bouncy", duration)
    }

    /// `.smooth(duration:extraBounce:)`, Apple's defaults (0.5, 0).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        curve("smooth", duration)
    }

    /// `.snappy(duration:extraBounce:)`, Apple's defaults (0.5, 0).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        curve("snappy", duration)
    }

    /// `.timingCurve(_:_:_:_:duration:)`: a cubic Bézier curve (Apple's default duration 0.35);
    /// archived as `easeInOut` over the duration (the control points are not kept).
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        curve("easeInOut", duration)
    }

    /// `.timingCurve(_:_:duration:)` with unit points; as the four-number form.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        curve("easeInOut", duration)
    }

    /// `.speed(_:)`: the animation `speed` times as fast; kept as its duration divided by `speed`
    /// (a speed of 0 or less leaves it as it is).
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0, speed.isFinite else { return self }
        return Animation(value: AnimationValue(curve: value.curve, duration: effectiveDuration / speed))
    }

    /// `.delay(_:)`: accepted; not kept (mirrors start the animation with the update).
    public func delay(_ delay: TimeInterval) -> Animation { self }

    /// `.repeatCount(_:autoreverses:)`: accepted; not kept (mirrors play it once).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }

    /// `.repeatForever(autoreverses:)`: accepted; not kept (a widget's updates animate once).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }

    /// `.logicallyComplete(after:)`: accepted; not kept.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}
