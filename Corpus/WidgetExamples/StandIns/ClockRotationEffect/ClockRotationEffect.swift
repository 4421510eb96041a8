// Stand-in for ClockRotationEffect, a binary framework the project ships (ours, not the project's):
// its public interface (its .swiftinterface), written against Apple's API as the project uses it.
import Foundation
import SwiftUI

/// How fast a clock hand turns.
public enum ClockRotationPeriod {
    case custom(TimeInterval)
    case secondHand, hourHand, miniuteHand
}

/// Turns a clock hand with the time, in the given time zone, around `anchor` (drawn still here).
public struct ClockRotationModifier: ViewModifier {
    public init(period: ClockRotationPeriod, timezone: TimeZone, anchor: UnitPoint) {}
    public func body(content: Content) -> some View { content }
}
