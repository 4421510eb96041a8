/// An archived `ContentTransition`: how a view's content changes when an update replaces it.
public enum ContentTransitionValue: Sendable, Hashable {
    /// `.identity`: no animation.
    case identity
    /// `.opacity`, `.interpolate`, `.symbolEffect`: a cross-fade.
    case opacity
    case interpolate
    case symbolEffect
    /// `.numericText(countsDown:)`, `.numericText(value:)`: digits roll, up unless counting
    /// down (or, given the value, in the direction it moved).
    case numericText(countsDown: Bool, value: Double?)
}

/// An archived `AnyTransition`: how a view comes in when an update inserts it.
public enum TransitionValue: Sendable, Hashable {
    case identity
    case opacity
    case scale
    case slide
    /// `.move(edge:)`
    case move(EdgeValue)
    /// `.push(from:)`
    case push(EdgeValue)
}

/// `Edge`, archived.
public enum EdgeValue: String, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
}

/// An archived `Animation`: its curve and duration, for `.animation(_:value:)`.
public struct AnimationValue: Sendable, Hashable {
    /// "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth", "snappy".
    public var curve: String
    /// Seconds; SwiftUI's own for the curve when not given.
    public var duration: Double?

    public init(curve: String, duration: Double? = nil) {
        self.curve = curve
        self.duration = duration
    }
}
