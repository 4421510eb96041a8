import Foundation
import Mirror
import MirrorHTML
import MirrorText
import TerminalSafeText
import WidgetRelayKit

extension PageFragments {
    /// The watch's page (`watch-node run --web`), in the same parts and renderer as the desktop's:
    /// the header; the strip with every phone's controls; the watch face (id `face`) — the time,
    /// inline complications above it, corner ones in its corners and circular ones below, each
    /// in its shape and opening its app on the phone when clicked (complications are not
    /// interactive: ``WidgetRelayKit/WidgetSurface``); then, below the face on the watch's screen
    /// (scrolled to, as the Digital Crown scrolls to it), the Smart Stack in `stack`'s order, a
    /// card per rectangular widget or Live Activity (its small presentation where it has one,
    /// else its Lock Screen one), with buttons and toggles where the surface allows them.
    public init(watch fleet: FleetPresentation, stack: [FleetStackItem]) {
        let several = fleet.phones.count > 1
        let labels = PhoneLabels.distinct(fleet.phones.map(\.phone)) { $0.label }
        header = Self.watchHeader(fleet)
        strip = Self.strip(
            fleet.phones.map { ($0.phone, [], $0.presentation.controls) }, marked: several, labels: labels)
        clocks = Dictionary(
            fleet.phones.map { ($0.phone.slot, $0.presentation.status.phoneNow) }, uniquingKeysWith: { a, _ in a })
        cards = ["face": Self.watchFace(fleet, stacked: stack.count)]
        order = ["face"]
        var widgets: [String: (PhonePresentation, PresentedWidget)] = [:]
        var activities: [String: (PhonePresentation, PresentedActivity)] = [:]
        for section in fleet.phones {
            for widget in section.presentation.widgets {
                widgets[PageID(slot: section.phone.slot, local: widget.instance).text] = (section, widget)
            }
            for activity in section.presentation.activities {
                activities[PageID(slot: section.phone.slot, local: activity.id).text] = (section, activity)
            }
        }
        for item in stack {
            let html: String?, id: String
            switch item.item.content {
            case .widget(let instance):
                id = PageID(slot: item.phone.slot, local: instance).text
                html = widgets[id].map {
                    Self.stackCard($0.1, id: id, phone: item.phone.slot, pinned: item.item.pinned)
                }
            case .activity(let activity):
                id = PageID(slot: item.phone.slot, local: activity).text
                html = activities[id].map { Self.stackCard($0.1, id: id, phone: item.phone.slot) }
            }
            guard let html, cards[id] == nil else { continue }
            cards[id] = html
            order.append(id)
        }
    }

    static func watchHeader(_ fleet: FleetPresentation) -> String {
        var html = #"<h1>WidgetRelay · Watch</h1>"#
        for section in fleet.phones {
            let (stateClass, text) = state(section.presentation.status)
            let name = fleet.phones.count > 1 ? "\(HTMLEscaping.text(section.phone.label)): " : ""
            html += #"<span class="wr-status wr-status-\#(stateClass)" role="status">● \#(name)\#(text)</span>"#
        }
        html += #"<span class="wr-spacer"></span>"#
        html +=
            #"<button type="button" class="wr-tool" data-action="lock" data-locked="\#(!fleet.locked)">\#(fleet.locked ? "Unlock" : "Lock")</button>"#
        return html
    }

    /// The face: the time and every phone's complications in their places, and how many cards
    /// the Smart Stack below it holds. The time is by the clock of the phone whose complication
    /// comes first on the face (the inline one, then the corners, then the circular ones), as a
    /// watch shows its own iPhone's time; a face with none shows the first phone's.
    static func watchFace(_ fleet: FleetPresentation, stacked: Int) -> String {
        var places: [WidgetFamily: [(phone: PhonePresentation, html: String)]] = [:]
        for section in fleet.phones {
            for widget in section.presentation.widgets where widget.family != .accessoryRectangular {
                guard let family = widget.family, WidgetFamily.accessory.contains(family) else { continue }
                places[family, default: []].append(
                    (
                        section,
                        complication(
                            widget, id: PageID(slot: section.phone.slot, local: widget.instance).text,
                            phone: section.phone.slot, family: family)
                    ))
            }
        }
        let shown =
            (places[.accessoryInline] ?? []).prefix(1) + (places[.accessoryCorner] ?? []).prefix(4)
            + (places[.accessoryCircular] ?? []).prefix(4)
        let owner = shown.first?.phone ?? fleet.phones.first
        let now = owner?.presentation.status.phoneNow ?? Date()
        let time = HTMLEscaping.text(TextRenderer.format(now, .time, now: now))
        let phone = owner.map { #" data-phone="\#(HTMLEscaping.text($0.phone.slot))""# } ?? ""
        var html = #"<article class="wr-watch" data-id="face" aria-label="Watch face"><div class="wr-watch-face">"#
        html +=
            #"<div class="wr-watch-inline">\#((places[.accessoryInline] ?? []).prefix(1).map(\.html).joined())</div>"#
        html += #"<div class="wr-watch-time wr-date"\#(phone)>\#(time)</div>"#
        for (index, corner) in (places[.accessoryCorner] ?? []).prefix(4).enumerated() {
            html += #"<div class="wr-watch-corner wr-watch-corner-\#(index)">\#(corner.html)</div>"#
        }
        html +=
            #"<div class="wr-watch-circulars">\#((places[.accessoryCircular] ?? []).prefix(4).map(\.html).joined())</div>"#
        if places.isEmpty { html += #"<div class="wr-empty">No complications yet</div>"# }
        if stacked > 0 {
            html +=
                #"<div class="wr-watch-hint">Scroll for the Smart Stack (\#(stacked) \#(stacked == 1 ? "card" : "cards"))</div>"#
        }
        return html + "</div></article>"
    }

    /// One complication in its shape: a click opens its app on the phone.
    static func complication(_ widget: PresentedWidget, id pageID: String, phone: String, family: WidgetFamily)
        -> String
    {
        let id = HTMLEscaping.text(pageID), kind = HTMLEscaping.text(widget.kind)
        var html =
            #"<div class="wr-complication" data-target="widget" data-id="\#(id)" data-phone="\#(HTMLEscaping.text(phone))" aria-label="\#(kind), \#(family.rawValue)">"#
        html += #"<div class="wr-face" role="link" tabindex="0" aria-label="Open \#(kind) on the phone">"#
        let options = widget.options.on(.widget(family, onWatch: true))
        html +=
            widget.view.map { HTMLRenderer.render(onWatch($0), options) }
            ?? #"<div class="wr-widget wr-empty-face">…</div>"#
        return html + "</div></div>"
    }

    /// `view` as the watch draws it: in the dark colour scheme, the only one watchOS has (system
    /// and adaptive colours take their dark values, the card its dark background). The phone
    /// archives a watch's widgets in the standard appearance, so the page says what watchOS would.
    static func onWatch(_ view: ArchivedView) -> ArchivedView {
        var view = view
        view.appearance.colorScheme = .dark
        return view
    }

    /// A Smart Stack card of a rectangular widget.
    static func stackCard(_ widget: PresentedWidget, id pageID: String, phone: String, pinned: Bool) -> String {
        let id = HTMLEscaping.text(pageID), kind = HTMLEscaping.text(widget.kind)
        var html =
            #"<article class="wr-card wr-stack-card" data-target="widget" data-id="\#(id)" data-phone="\#(HTMLEscaping.text(phone))" aria-label="\#(kind), accessoryRectangular">"#
        html += #"<div class="wr-face" role="link" tabindex="0" aria-label="Open \#(kind) on the phone">"#
        let options = widget.options.on(.widget(.accessoryRectangular, onWatch: true))
        html +=
            widget.view.map { HTMLRenderer.render(onWatch($0), options) }
            ?? #"<div class="wr-widget wr-empty-face">no content yet</div>"#
        html += "</div>"
        if pinned { html += #"<span class="wr-badge">pinned</span>"# }
        return html + "</article>"
    }

    /// A Smart Stack card of a Live Activity: its small presentation, else its Lock Screen one.
    static func stackCard(_ activity: PresentedActivity, id pageID: String, phone: String) -> String {
        let id = HTMLEscaping.text(pageID)
        var html =
            #"<article class="wr-card wr-stack-card wr-stack-activity" data-target="activity" data-id="\#(id)" data-phone="\#(HTMLEscaping.text(phone))" aria-label="Live Activity">"#
        if let small = activity.presentations.small {
            var options = activity.options.on(.activity(.small))
            options.backdrop = .island
            html += #"<div class="wr-stack-small">\#(HTMLRenderer.render(small, options))</div>"#
        } else {
            html += lockScreen(activity.presentations.lockScreen, activity.options)
        }
        return html + "</article>"
    }
}
