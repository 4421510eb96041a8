import Foundation
import MirrorCore
import Codec
import MirrorText
import ScriptProtocol
import WidgetRelayKit

extension MirrorClient {
    /// Every widget instance, in the order added, as text (``presentedWidgets()`` drawn by ``TextRenderer``).
    public func renderedWidgets() -> [RenderedWidget] {
        presentedWidgets().map { widget in
            let rendered = widget.view.map { TextRenderer.render($0, widget.options) } ?? (lines: [], elements: [])
            return RenderedWidget(
                instance: widget.instance, kind: widget.kind, family: widget.family?.rawValue ?? "unknown",
                lines: rendered.lines, elements: rendered.elements, pending: widget.pending, stale: widget.stale,
                placeholder: widget.options.placeholder, message: widget.message, url: widget.url?.absoluteString,
                problem: widget.problem)
        }
    }

    /// Live Activities not yet dismissed, as text.
    public func renderedActivities() -> [RenderedActivity] {
        presentedActivities().map { activity in
            let p = activity.presentations
            let compact = [p.compactLeading, p.compactTrailing].compactMap { $0 }.flatMap {
                TextRenderer.render($0, activity.options).lines
            }
            let lockScreen = TextRenderer.render(p.lockScreen, activity.options)
            return RenderedActivity(
                id: activity.id, state: activity.state, compact: compact.joined(separator: " "),
                lines: lockScreen.lines, elements: lockScreen.elements)
        }
    }

    /// Controls, by kind, as text.
    public func renderedControls() -> [RenderedControl] {
        presentedControls().map { control in
            let label = TextRenderer.render(control.label, control.options).lines.joined(separator: " ")
            return RenderedControl(kind: control.kind, title: control.title, isOn: control.isOn, label: label)
        }
    }
}
