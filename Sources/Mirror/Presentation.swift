import Foundation
import MirrorCore
import Codec
import MirrorText
import WidgetRelayKit

/// One widget as every front end shows it now: the view to draw and how to draw it.
/// The decisions about locked, pending, optimistic, placeholder and stale are made
/// once, here (``MirrorClient/presentedWidgets()``); the terminal's ``TextRenderer`` and
/// the web page's `HTMLRenderer` (MirrorHTML) only draw them.
public struct PresentedWidget: Sendable {
    public let instance: String
    public let kind: String
    public let family: WidgetFamily?
    /// The entry's view now, or the placeholder (then `options.placeholder`), or nil.
    public let view: ArchivedView?
    /// The entry's view now as the phone archived it for other places this device draws it in
    /// (``MirrorConfiguration/surfaces``); empty for a placeholder, or a phone that archives none.
    public var surfaceViews: [SurfaceVariant: ArchivedView] = [:]
    public let options: RenderOptions
    /// The content may be out of date (phone unreachable, or not yet synced).
    public let stale: Bool
    /// Why the last interaction did not work (a revert's reason).
    public let message: String?
    /// Why part of it could not be shown (a quarantined timeline or placeholder).
    public let problem: String?

    /// Invalidatable views are waiting for the phone's answer.
    public var pending: Bool { options.pending }
    /// What a tap outside any button opens.
    public var url: URL? { view?.widgetURL }

    /// The entry's view the phone archived for `surface`, if it archived one.
    public func view(archivedFor surface: SurfaceVariant) -> ArchivedView? { surfaceViews[surface] }
}

/// A Live Activity not yet dismissed, as front ends show it.
public struct PresentedActivity: Sendable {
    public let id: String
    /// `active`, `stale`, `ended`, … (the record's state).
    public let state: String
    public let presentations: ActivityPresentations
    public let options: RenderOptions
}

/// A control (Control Center / menu-bar toggle or button), as front ends show it.
public struct PresentedControl: Sendable {
    public let kind: String
    public let title: String
    /// On or off with the optimistic state applied, for a toggle; nil for a button.
    public let isOn: Bool?
    public let label: ArchivedView
    public let options: RenderOptions
}

/// The mirror's header: how it is connected and what it hides.
public struct PresentedStatus: Sendable, Hashable {
    public let reachable: Bool
    public let synced: Bool
    public let locked: Bool
    public let stale: Bool
    public let quarantined: Int
    /// The phone's time now (what dates are shown against).
    public let phoneNow: Date
    /// Why the phone refuses this device (its key is not paired there), if it does.
    public let refusal: String?

    /// How the mirror stands with its phone, for the header: a refusal says more than "unreachable".
    public enum Link: Sendable, Hashable {
        case connected, syncing, unreachable
        /// The phone does not admit this device: pair again.
        case refused(String)
    }

    public var link: Link {
        if let refusal { return .refused(refusal) }
        return reachable ? (synced ? .connected : .syncing) : .unreachable
    }
}

extension MirrorClient {
    /// Every widget instance, in the order added, with the decisions of how to show it.
    public func presentedWidgets() -> [PresentedWidget] {
        let now = phoneNow
        return core.replica.state.orderedInstances.map { item in
            var options = RenderOptions(now: now)
            options.locked = isLocked
            options.pending = core.pending[item.id] != nil
            options.optimistic = optimistic(for: .widget(item.id))
            let view: ArchivedView?
            let entry = item.entry(at: now)
            if let entry {
                view = entry.view
            } else {
                view = item.placeholder
                options.placeholder = true
            }
            var widget = PresentedWidget(
                instance: item.id, kind: item.instance.kind, family: item.family, view: view, options: options,
                // Its last good content, kept because the newer could not be shown: stale too.
                stale: isStale || item.showsLastGood, message: core.messages[item.id],
                problem: item.problem.map { "\(TextRenderer.problemMark) \($0)" })
            widget.surfaceViews = entry?.surfaceViews ?? [:]
            return widget
        }
    }

    /// Live Activities not yet dismissed, oldest first.
    public func presentedActivities() -> [PresentedActivity] {
        let now = phoneNow
        return core.replica.state.activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map {
            activity in
            var options = RenderOptions(now: now)
            options.locked = isLocked
            options.optimistic = optimistic(for: .activity(activity.record.id))
            return PresentedActivity(
                id: activity.record.id, state: activity.record.state.rawValue,
                presentations: activity.presentations, options: options)
        }
    }

    /// Controls, by kind.
    public func presentedControls() -> [PresentedControl] {
        let now = phoneNow
        return core.replica.state.controls.sorted { $0.key < $1.key }.map { kind, control in
            let options = RenderOptions(now: now)
            let isOn =
                control.template == .toggle
                ? (core.optimistic[TargetElement(.control(kind), control.elementID)] ?? control.isOn) : nil
            return PresentedControl(
                kind: kind, title: control.title.isEmpty ? control.displayName : control.title,
                isOn: isOn, label: control.label, options: options)
        }
    }

    /// The header.
    public func presentedStatus() -> PresentedStatus {
        PresentedStatus(
            reachable: isReachable, synced: core.replica.isSynced, locked: isLocked, stale: isStale,
            quarantined: quarantined.count, phoneNow: phoneNow, refusal: core.refusal)
    }
}

/// Everything a front end shows, taken at one moment.
public struct Presentation: Sendable {
    public let status: PresentedStatus
    public let widgets: [PresentedWidget]
    public let activities: [PresentedActivity]
    public let controls: [PresentedControl]
}

extension MirrorClient {
    /// The header, widgets, Live Activities and controls at one moment.
    public func presentation() -> Presentation {
        Presentation(
            status: presentedStatus(), widgets: presentedWidgets(), activities: presentedActivities(),
            controls: presentedControls())
    }
}
