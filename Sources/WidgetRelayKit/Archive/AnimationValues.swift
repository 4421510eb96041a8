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

    /// Its name ("identity", "opacity", "scale", "slide", "move", "push") and edge, as the
    /// wire and the page name them.
    public var kind: (name: String, edge: EdgeValue?) {
        switch self {
        case .identity: ("identity", nil)
        case .opacity: ("opacity", nil)
        case .scale: ("scale", nil)
        case .slide: ("slide", nil)
        case .move(let edge): ("move", edge)
        case .push(let edge): ("push", edge)
        }
    }

    /// The transition `name` and `edge` say (``kind``); nil for an unknown name, or a move or
    /// push without an edge.
    public init?(name: String, edge: EdgeValue?) {
        switch (name, edge) {
        case ("identity", _): self = .identity
        case ("opacity", _): self = .opacity
        case ("scale", _): self = .scale
        case ("slide", _): self = .slide
        case ("move", let edge?): self = .move(edge)
        case ("push", let edge?): self = .push(edge)
        default: return nil
        }
    }
}

/// `Edge`, archived.
public enum EdgeValue: String, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
}

/// An archived `Animation`: its curve and duration, for `.animation(_:value:)`.
public struct AnimationValue: Sendable, Hashable {
    /// One of ``curves``.
    public var curve: String
    /// Seconds; SwiftUI's own for the curve when not given.
    public var duration: Double?

    /// The curves `Animation` names.
    public static let curves: Set<String> = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth", "snappy",
    ]

    public init(curve: String, duration: Double? = nil) {
        self.curve = curve
        self.duration = duration
    }
}
