import Foundation
import RelayCore
import RelayWire
import WidgetRelayKit

/// A widget instance as a mirror shows it now.
public struct RenderedWidget: Sendable, Hashable, Codable {
    public let instance: String
    public let kind: String
    public let family: String
    public let lines: [String]
    public let elements: [RenderedElement]
    /// Invalidatable views are waiting for the phone's answer.
    public let pending: Bool
    /// The content may be out of date (phone unreachable, or not yet synced).
    public let stale: Bool
    /// Only the placeholder has arrived (shown redacted).
    public let placeholder: Bool
    /// Why the last interaction did not work.
    public let message: String?
    /// What a tap outside any button opens.
    public let url: String?
    /// Why part of it could not be shown (a quarantined timeline or placeholder).
    public let problem: String?

    public init(instance: String, kind: String, family: String, lines: [String], elements: [RenderedElement], pending: Bool, stale: Bool,
                placeholder: Bool, message: String?, url: String?, problem: String? = nil) {
        (self.instance, self.kind, self.family, self.lines, self.elements) = (instance, kind, family, lines, elements)
        (self.pending, self.stale, self.placeholder, self.message, self.url, self.problem) = (pending, stale, placeholder, message, url, problem)
    }

    /// All lines as one string.
    public var text: String { lines.joined(separator: "\n") }
}

/// A Live Activity as a mirror shows it.
public struct RenderedActivity: Sendable, Hashable, Codable {
    public let id: String
    public let state: String
    /// Compact leading + trailing (the menu-bar strip).
    public let compact: String
    /// The Lock Screen presentation (expanded, when selected).
    public let lines: [String]
    public let elements: [RenderedElement]
}

/// A control as a mirror shows it.
public struct RenderedControl: Sendable, Hashable, Codable {
    public let kind: String
    public let title: String
    public let isOn: Bool?
    public let label: String
}

extension MirrorClient {
    /// Every widget instance, in the order added, as shown now.
    public func renderedWidgets() -> [RenderedWidget] {
        let now = phoneNow
        return replica.state.orderedInstances.map { item in
            var options = RenderOptions(now: now)
            options.locked = isLocked
            options.pending = pending[item.id] != nil
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
                placeholder: options.placeholder, message: messages[item.id], url: view?.widgetURL?.absoluteString,
                problem: item.problem.map { "\(TextRenderer.problemMark) \($0)" })
        }
    }

    /// Live Activities not yet dismissed.
    public func renderedActivities() -> [RenderedActivity] {
        let now = phoneNow
        return replica.state.activities.values.sorted { $0.record.startedAt < $1.record.startedAt }.map { activity in
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
        replica.state.controls.sorted { $0.key < $1.key }.map { kind, control in
            let label = TextRenderer.render(control.label, RenderOptions(now: phoneNow)).lines.joined(separator: " ")
            return RenderedControl(kind: kind, title: control.title.isEmpty ? control.displayName : control.title,
                                   isOn: control.template == .toggle ? (optimistic[TargetElement(.control(kind), control.elementID)] ?? control.isOn) : nil, label: label)
        }
    }
}
