import Foundation
import MirrorCore
import RelayCore
import ScriptProtocol
import WidgetRelayKit

extension MirrorClient {
    /// Every widget instance, in the order added, as shown now.
    public func renderedWidgets() -> [RenderedWidget] {
        let now = phoneNow
        return core.replica.state.orderedInstances.map { item in
            var options = RenderOptions(now: now)
            options.locked = isLocked
            options.pending = core.pending[item.id] != nil
            options.optimistic = optimistic(for: .widget(item.id))
            let view: ArchivedView?
            if let entry = item.entry(at: now) {
                view = entry.view
            } else {
                view = item.placeholder
                options.placeholder = true
            }
            let rendered = view.map { TextRenderer.render($0, options) } ?? (lines: [], elements: [])
            return RenderedWidget(
                instance: item.id, kind: item.instance.kind, family: item.family?.rawValue ?? "unknown",
                lines: rendered.lines, elements: rendered.elements, pending: options.pending, stale: isStale,
                placeholder: options.placeholder, message: core.messages[item.id], url: view?.widgetURL?.absoluteString,
                problem: item.problem.map { "\(TextRenderer.problemMark) \($0)" })
        }
    }

    /// Live Activities not yet dismissed.
    public func renderedActivities() -> [RenderedActivity] {
        let now = phoneNow
        return core.replica.state.activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map { activity in
            var options = RenderOptions(now: now)
            options.locked = isLocked
            options.optimistic = optimistic(for: .activity(activity.record.id))
            let p = activity.presentations
            let compact = [p.compactLeading, p.compactTrailing].compactMap { $0 }.flatMap { TextRenderer.render($0, options).lines }
            let lockScreen = TextRenderer.render(p.lockScreen, options)
            return RenderedActivity(id: activity.record.id, state: activity.record.state.rawValue, compact: compact.joined(separator: " "),
                                    lines: lockScreen.lines, elements: lockScreen.elements)
        }
    }

    /// Controls, by kind.
    public func renderedControls() -> [RenderedControl] {
        core.replica.state.controls.sorted { $0.key < $1.key }.map { kind, control in
            let label = TextRenderer.render(control.label, RenderOptions(now: phoneNow)).lines.joined(separator: " ")
            return RenderedControl(kind: kind, title: control.title.isEmpty ? control.displayName : control.title,
                                   isOn: control.template == .toggle ? (core.optimistic[TargetElement(.control(kind), control.elementID)] ?? control.isOn) : nil, label: label)
        }
    }
}
