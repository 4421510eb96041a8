import Foundation

/// `Edge`: a side of a view, for transitions.
public enum Edge: Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
    /// `Edge.Set`, as `.padding(_:_:)` takes it.
    public typealias Set = EdgeSet

    var value: EdgeValue {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }
}

/// SwiftUI's `ContentTransition`: how a view's content animates when an update changes it
/// (`.contentTransition(_:)`). Mirrors that draw with motion play it; the terminal ignores it.
public struct ContentTransition: Sendable, Hashable {
    let value: ContentTransitionValue
    public static let identity = ContentTransition(value: .identity)
    public static let opacity = ContentTransition(value: .opacity)
    public static let interpolate = ContentTransition(value: .interpolate)
    public static let symbolEffect = ContentTransition(value: .symbolEffect)
    /// Digits roll up (or down).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(value: .numericText(countsDown: countsDown, value: nil))
    }
    /// Digits roll in the direction `value` moved since the last update.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(value: .numericText(countsDown: false, value: value))
    }
}

/// SwiftUI's `AnyTransition`: how a view comes in when an update inserts it (`.transition(_:)`).
public struct AnyTransition: Sendable, Hashable {
    let value: TransitionValue
    public static let identity = AnyTransition(value: .identity)
    public static let opacity = AnyTransition(value: .opacity)
    public static let scale = AnyTransition(value: .scale)
    public static let slide = AnyTransition(value: .slide)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(value: .move(edge.value)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(value: .push(edge.value)) }
}

/// SwiftUI's `Animation`: a curve and a duration (`.animation(_:value:)`).
public struct Animation: Sendable, Hashable {
    let value: AnimationValue
    public static let `default` = Animation(value: AnimationValue(curve: "default"))
    public static let linear = Animation(value: AnimationValue(curve: "linear"))
    public static let easeIn = Animation(value: AnimationValue(curve: "easeIn"))
    public static let easeOut = Animation(value: AnimationValue(curve: "easeOut"))
    public static let easeInOut = Animation(value: AnimationValue(curve: "easeInOut"))
    public static let spring = Animation(value: AnimationValue(curve: "spring"))
    public static let bouncy = Animation(value: AnimationValue(curve: "bouncy"))
    public static let smooth = Animation(value: AnimationValue(curve: "smooth"))
    public static let snappy = Animation(value: AnimationValue(curve: "snappy"))
    public static func linear(duration: Double) -> Animation {
        Animation(value: AnimationValue(curve: "linear", duration: duration))
    }
    public static func easeIn(duration: Double) -> Animation {
        Animation(value: AnimationValue(curve: "easeIn", duration: duration))
    }
    public static func easeOut(duration: Double) -> Animation {
        Animation(value: AnimationValue(curve: "easeOut", duration: duration))
    }
    public static func easeInOut(duration: Double) -> Animation {
        Animation(value: AnimationValue(curve: "easeInOut", duration: duration))
    }
    /// `.spring(duration:bounce:blendDuration:)`, with Apple's defaults (0.5, 0, 0); `.spring()` is
    /// the response form (the same spring).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        Animation(value: AnimationValue(curve: "spring", duration: duration))
    }
    /// `.spring(response:dampingFraction:blendDuration:)`, with Apple's defaults (0.5, 0.825, 0): a
    /// spring of `response` seconds (the damping is not archived: mirrors draw SwiftUI's spring).
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(value: AnimationValue(curve: "spring", duration: response))
    }
}

extension View {
    /// `.contentTransition(_:)`: how this view's content animates when an update changes it.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedView {
        modified(.contentTransition(transition.value))
    }

    /// `.transition(_:)`: how this view comes in when an update inserts it.
    public func transition(_ transition: AnyTransition) -> ModifiedView {
        modified(.transition(transition.value))
    }

    /// `.animation(_:value:)`: changes to this view animate with `animation` when `value`
    /// changed since the last update (nil: none).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedView {
        guard let animation else { return ModifiedView(content: self, modification: .none) }
        return modified(
            .animation(
                animation.value,
                value: String(String(describing: value).prefix(ArchiveLimits.maxAnimationValueCharacters))))
    }
}
