import Foundation
import WidgetRelayKit

extension PhoneState {
    /// Why `device` may not open `url` from widget instance `id` (one of its own), or nil: the
    /// URL must be one the widget shows — its `widgetURL` (any surface), the app's own
    /// (`WidgetRelayKit/AppURL`), or a `Link`'s destination on a family that may hold a Link.
    public func refusal(ofOpening url: URL, fromInstance id: String, by device: String) -> String? {
        guard let instance = instances[id] else { return "no widget instance “\(id)”" }
        let views =
            (timelines[id]?.entries.flatMap { [$0.view] + $0.surfaceViews.values } ?? [])
            + [placeholders[id]].compactMap { $0 }
        if views.contains(where: { $0.widgetURL == url }) || url == AppURL.forWidget(ofKind: instance.kind) {
            return nil
        }
        guard views.contains(where: { $0.interactiveElements.contains { $0.kind == .link(url) } }) else {
            return "widget instance “\(id)” does not show \(url.absoluteString)"
        }
        return surface(of: instance, shownOn: device).refusal(of: .link)
    }

    /// Where `instance` is shown on `device` (a complication on a watch, else a Home or Lock
    /// Screen or a desktop), for `WidgetRelayKit/WidgetSurface`'s rules.
    func surface(of instance: StoredInstance, shownOn device: String) -> WidgetSurface {
        .widget(instance.family, onWatch: devices[device]?.kind == .watch)
    }

    /// Why a device may not open `url` from Live Activity `id`, or nil: its `widgetURL`, or a
    /// `Link` in a presentation that may hold one.
    public func refusal(ofOpening url: URL, fromActivity id: String) -> String? {
        guard let activity = activities[id] else { return "no Live Activity “\(id)”" }
        let presentations = activity.presentations.byKind
        if presentations.contains(where: { $0.view.widgetURL == url }) { return nil }
        let holding = presentations.filter { $0.view.interactiveElements.contains { $0.kind == .link(url) } }.map(
            \.kind)
        guard !holding.isEmpty else { return "Live Activity “\(id)” does not show \(url.absoluteString)" }
        let rules = holding.map { WidgetSurface.activity($0).refusal(of: .link) }
        return rules.contains { $0 == nil } ? nil : rules.compactMap { $0 }.first
    }
}
