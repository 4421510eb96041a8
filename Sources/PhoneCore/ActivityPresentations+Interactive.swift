import WidgetRelayKit

extension ActivityPresentations {
    /// The presentations that may hold buttons and toggles: the Lock Screen, the
    /// expanded regions and the small family. The phone checks an interaction against
    /// them and a mirror looks elements up in them: listed here once, for both.
    public var interactiveViews: [ArchivedView] {
        [lockScreen] + [expandedLeading, expandedTrailing, expandedCenter, expandedBottom, small].compactMap { $0 }
    }
}
