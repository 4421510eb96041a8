import Foundation

extension AnyTransition {
    /// `.asymmetric(insertion:removal:)`: one transition coming in, another going out. The archive
    /// holds how a view comes in (an update inserts views; a removed view is gone from the next
    /// archive), so it is archived as `insertion`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// `.offset(x:y:)`: the view comes in from an offset. Archived as a move from the edge the
    /// offset points to (the larger of `x` and `y`; none: `.identity`), which is how it looks at
    /// a widget's size.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        if x == 0 && y == 0 { return .identity }
        if abs(x) >= abs(y) { return AnyTransition(value: .move(x > 0 ? .trailing : .leading)) }
        return AnyTransition(value: .move(y > 0 ? .bottom : .top))
    }

    /// `.offset(_:)` with a size: as ``offset(x:y:)``.
    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }

    /// `.scale(scale:anchor:)`: the view grows in from `scale`; archived as `.scale` (from zero, at the centre).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
}
