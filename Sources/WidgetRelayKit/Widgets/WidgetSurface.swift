/// Where a widget or a Live Activity is shown, as far as what it may carry depends on it: the
/// one table of the seeds' rules ("Adding interactivity to widgets and Live Activities": the
/// families that hold buttons and toggles — accessory circular and rectangular on iPhone and
/// iPad only — and a Live Activity's expanded and Lock Screen presentations; "Developing a
/// WidgetKit strategy": `Link` in systemSmall and larger, and in those Live Activity
/// presentations). The phone refuses an interaction or a `Link` opened on a surface that may not
/// carry it, naming the rule; mirrors draw what they show from the same table.
public enum WidgetSurface: Sendable, Hashable {
    /// A widget of a family, on a watch (a complication, the Smart Stack) or elsewhere (a Home
    /// or Lock Screen, a desktop).
    case widget(WidgetFamily, onWatch: Bool)
    /// One presentation of a Live Activity.
    case activity(ActivityPresentationKind)

    /// What a surface may or may not hold.
    public enum Element: Sendable, Hashable {
        /// A `Button` or `Toggle` that performs an App Intent.
        case buttonOrToggle
        /// A `Link` (a widget's `widgetURL` opens the app from any surface).
        case link
    }

    /// The rule that keeps `element` off this surface, in words a person can read; nil when it may be there.
    public func refusal(of element: Element) -> String? {
        switch (self, element) {
        case (.widget(let family, _), .buttonOrToggle) where !family.supportsInteraction:
            "\(family.rawValue) widgets cannot hold buttons or toggles"
        case (.widget(let family, onWatch: true), .buttonOrToggle) where WidgetFamily.accessory.contains(family):
            "a watch complication is not interactive: a tap on it opens the app"
        case (.widget(let family, _), .link) where WidgetFamily.accessory.contains(family):
            "\(family.rawValue) widgets cannot hold a Link: a tap on one opens its widgetURL"
        case (.activity(let kind), _) where kind == .compact || kind == .minimal:
            "the \(kind.rawValue) presentation of a Live Activity cannot hold buttons, toggles or links"
        default:
            nil
        }
    }
}

/// A Live Activity's presentations, by where they are shown.
public enum ActivityPresentationKind: String, Sendable, Hashable, CaseIterable {
    /// The Lock Screen (and a banner, a paired Mac).
    case lockScreen
    /// The expanded Dynamic Island (leading, trailing, center and bottom regions).
    case expanded
    /// The compact Dynamic Island (leading and trailing).
    case compact
    /// The minimal Dynamic Island.
    case minimal
    /// The small family (`.supplementalActivityFamilies([.small])`: a watch's Smart Stack, CarPlay).
    case small
}

extension ActivityPresentations {
    /// Every presentation with the kind it is, in a fixed order.
    public var byKind: [(kind: ActivityPresentationKind, view: ArchivedView)] {
        let optional: [(ActivityPresentationKind, ArchivedView?)] = [
            (.expanded, expandedLeading), (.expanded, expandedTrailing), (.expanded, expandedCenter),
            (.expanded, expandedBottom),
            (.compact, compactLeading), (.compact, compactTrailing), (.minimal, minimal), (.small, small),
        ]
        return [(.lockScreen, lockScreen)] + optional.compactMap { kind, view in view.map { (kind, $0) } }
    }

    /// The presentations that may hold buttons and toggles (``WidgetSurface``'s rule): the phone
    /// checks an interaction against them and a mirror looks elements up in them.
    public var interactiveViews: [ArchivedView] {
        byKind.filter { WidgetSurface.activity($0.kind).refusal(of: .buttonOrToggle) == nil }.map(\.view)
    }

    /// The kinds of presentation that hold the element `id`.
    public func kinds(holding id: String) -> [ActivityPresentationKind] {
        byKind.filter { $0.view.element(withID: id) != nil }.map(\.kind)
    }
}
