import Foundation
import Mirror
import WidgetRelayKit

/// The page's parts as HTML, drawn from the mirror's presentation (the decisions are
/// ``Mirror/MirrorClient``'s; this only draws them): the header, the menu-bar strip of
/// Live Activities and controls, and one card per widget.
public struct PageFragments: Sendable, Hashable {
    public var header: String
    public var strip: String
    /// Cards by instance id.
    public var cards: [String: String]
    /// Instance ids in the order shown.
    public var order: [String]

    public init(_ presentation: Presentation) {
        header = Self.header(presentation.status)
        strip = Self.strip(presentation.activities, presentation.controls)
        cards = Dictionary(presentation.widgets.map { ($0.instance, Self.card($0)) }, uniquingKeysWith: { first, _ in first })
        order = presentation.widgets.map(\.instance)
    }

    static func header(_ status: PresentedStatus) -> String {
        let (state, text) = switch status.link {
        case .connected: ("reachable", "phone connected")
        case .syncing: ("syncing", "syncing with the phone")
        case .unreachable: ("unreachable", "phone unreachable — showing the last content")
        case .refused(let reason): ("unreachable", HTMLEscaping.text("\(reason) (desktop-node pair)"))
        }
        var html = #"<h1>WidgetRelay · Desktop</h1><span class="wr-status wr-status-\#(state)" role="status">● \#(text)</span>"#
        if status.locked { html += #"<span class="wr-locked-badge">🔒 locked</span>"# }
        if status.quarantined > 0 {
            html += #"<span class="wr-quarantine">⚠︎ \#(status.quarantined) item\#(status.quarantined == 1 ? "" : "s") quarantined (see the log)</span>"#
        }
        html += #"<span class="wr-spacer"></span>"#
        html += #"<button type="button" class="wr-tool" data-action="lock" data-locked="\#(!status.locked)">\#(status.locked ? "Unlock" : "Lock")</button>"#
        html += #"<button type="button" class="wr-tool" data-action="gallery">Add widget</button>"#
        return html
    }

    /// A Live Activity's Lock Screen card, in its `activityBackgroundTint` and with its
    /// `activitySystemActionForegroundColor` (the strip's and the gallery's previews alike).
    static func lockScreen(_ view: ArchivedView, _ options: RenderOptions) -> String {
        let colors = view.activityColors
        let tints = [colors.tint.map { "--wr-activity-tint:\(HTMLRenderer.css($0))" },
                     colors.action.map { "--wr-system-action:\(HTMLRenderer.css($0))" }].compactMap { $0 }.joined(separator: ";")
        let tinted = tints.isEmpty ? "" : #" style="\#(tints)""#
        return #"<div class="wr-lock-screen"\#(tinted)>\#(HTMLRenderer.render(view, options))</div>"#
    }

    static func strip(_ activities: [PresentedActivity], _ controls: [PresentedControl]) -> String {
        var html = ""
        for activity in activities {
            let p = activity.presentations
            let id = HTMLEscaping.text(activity.id)
            let compact = [p.compactLeading, p.compactTrailing].compactMap { $0 }.map { HTMLRenderer.render($0, activity.options) }.joined()
            let regions: [(String, ArchivedView?)] = [("leading", p.expandedLeading), ("center", p.expandedCenter),
                                                      ("trailing", p.expandedTrailing), ("bottom", p.expandedBottom)]
            let expanded = regions.compactMap { name, view in view.map { #"<div class="wr-island-\#(name)">\#(HTMLRenderer.render($0, activity.options))</div>"# } }
            let stale = activity.state == "stale" ? " wr-activity-stale" : ""
            let keyline = p.keylineTint.map { #" style="--wr-keyline:\#(HTMLRenderer.css($0))""# } ?? ""
            html += #"<details class="wr-activity\#(stale)" data-target="activity" data-id="\#(id)"\#(keyline)>"#
            html += #"<summary class="wr-island-compact" aria-label="Live Activity">\#(compact.isEmpty ? "◉" : compact)</summary>"#
            html += #"<div class="wr-island-expanded">\#(expanded.joined())</div>"#
            html += lockScreen(p.lockScreen, activity.options) + "</details>"
        }
        for control in controls {
            let kind = HTMLEscaping.text(control.kind), title = HTMLEscaping.text(control.title)
            let switchState = control.isOn.map { #" role="switch" aria-checked="\#($0)""# } ?? ""
            html += #"<button type="button" class="wr-control\#(control.isOn == true ? " wr-on" : "")" data-action="control" data-id="\#(kind)"\#(switchState) title="\#(title)">"#
            // The title once: a label that already says it (Label("Quick Note", …)) stands alone.
            let titled = control.label.texts.joined(separator: " ").contains(control.title) ? "" : #"<span class="wr-control-title">\#(title)</span>"#
            html += #"<span class="wr-control-label">\#(HTMLRenderer.render(control.label, control.options))</span>\#(titled)</button>"#
        }
        return html.isEmpty ? #"<span class="wr-empty">No Live Activities or controls</span>"# : html
    }

    static func card(_ widget: PresentedWidget) -> String {
        let id = HTMLEscaping.text(widget.instance), kind = HTMLEscaping.text(widget.kind)
        let family = widget.family?.rawValue ?? "unknown"
        var classes = ["wr-card", "wr-card-\(family)"]
        if widget.stale { classes.append("wr-card-stale") }
        if widget.pending { classes.append("wr-card-pending") }
        if widget.options.placeholder { classes.append("wr-card-placeholder") }
        var html = #"<article class="\#(classes.joined(separator: " "))" data-target="widget" data-id="\#(id)" aria-label="\#(kind), \#(family)">"#
        // A widget with a URL opens the app on the phone when its background is clicked (or Enter on it).
        html += widget.url == nil ? #"<div class="wr-face">"# : #"<div class="wr-face" role="link" tabindex="0" aria-label="Open \#(kind) on the phone">"#
        html += widget.view.map { HTMLRenderer.render($0, widget.options) } ?? #"<div class="wr-widget wr-empty-face">no content yet</div>"#
        html += "</div>"
        var badges = ""
        if widget.pending { badges += #"<span class="wr-badge wr-badge-pending">pending</span>"# }
        if widget.stale { badges += #"<span class="wr-badge wr-badge-stale">stale</span>"# }
        html += #"<div class="wr-card-bar"><span class="wr-card-title">\#(kind)</span>\#(badges)"#
        html += #"<button type="button" class="wr-card-tool" data-action="editor" aria-label="Configure \#(kind)">⚙</button>"#
        html += #"<button type="button" class="wr-card-tool" data-action="remove" aria-label="Remove \#(kind)">✕</button></div>"#
        if let problem = widget.problem { html += #"<div class="wr-card-problem">\#(HTMLEscaping.text(problem))</div>"# }
        if let message = widget.message { html += #"<div class="wr-card-message" role="alert">\#(HTMLEscaping.text(message))</div>"# }
        return html + "</article>"
    }
}

