import Foundation
import Testing

@testable import WidgetRelayKit

/// SwiftUI's animations with Apple's defaults (Eul's `Animation.spring(dampingFraction: 1.5).speed(2.5)`),
/// archived as the curve and duration relay.v1 keeps.
@Suite("Animation forms")
struct AnimationFormsTests {
    @Test(
        "every form has Apple's defaults: its curve and duration",
        arguments: [
            (Animation.spring(), "spring", 0.5), (.spring(dampingFraction: 1.5), "spring", 0.5),
            (.spring(response: 0.3, dampingFraction: 1), "spring", 0.3), (.spring(duration: 0.7), "spring", 0.7),
            (.interactiveSpring(), "spring", 0.15), (.interactiveSpring, "spring", 0.15),
            (.interactiveSpring(duration: 0.2, extraBounce: 0.1), "spring", 0.2),
            (.interpolatingSpring, "spring", 0.5), (.interpolatingSpring(duration: 0.4, bounce: 0.2), "spring", 0.4),
            (.interpolatingSpring(stiffness: 4 * Double.pi * Double.pi, damping: 1), "spring", 1),
            (.bouncy(), "bouncy", 0.5), (.smooth(duration: 0.3), "smooth", 0.3),
            (.snappy(extraBounce: 0.1), "snappy", 0.5),
            (.timingCurve(0.2, 0.8, 0.2, 1), "easeInOut", 0.35),
            (.timingCurve(UnitPoint(x: 0.2, y: 0.8), UnitPoint(x: 0.2, y: 1), duration: 1), "easeInOut", 1),
        ] as [(Animation, String, Double)])
    func forms(animation: Animation, curve: String, duration: Double) throws {
        #expect(animation.value.curve == curve)
        #expect(abs(try #require(animation.value.duration) - duration) < 1e-9)
        #expect(AnimationValue.curves.contains(animation.value.curve))
    }

    @Test(
        "speed(_:) divides the duration, SwiftUI's own when none was given; delay and repeats are not kept",
        arguments: [
            (Animation.spring(dampingFraction: 1.5).speed(2.5), 0.2),  // Eul's .normal
            (.spring(response: 0.3, dampingFraction: 1).speed(2), 0.15),  // Eul's .fast
            (.easeInOut.speed(2), 0.175), (.linear(duration: 1).speed(4), 0.25), (.spring.speed(0), 0.5),
            (.easeIn(duration: 1).delay(3).repeatCount(2).repeatForever(autoreverses: false), 1),
        ] as [(Animation, Double)])
    func pace(animation: Animation, duration: Double) {
        #expect(abs(animation.effectiveDuration - duration) < 1e-9)
    }
}
