import Foundation
import Mirror
import MirrorHTML
import MirrorText
import TerminalSafeText
import WidgetRelayKit

/// The page's parts as HTML, drawn from the mirror's presentation (the decisions are
/// ``Mirror/MirrorClient``'s; this only draws them): the header, the menu-bar strip of
/// Live Activities and controls, and per paired phone a section — its heading (name,
/// fingerprint, state) and one card per widget.
///
/// Every id the page holds and sends back is the phone's slot, a slash, and the phone's
/// own id (`p2/4f1c…`, ``PageID``): two phones that use the same instance, activity or
/// control ids stay two things on the page, and a click reaches the phone that drew it.
public struct PageFragments: Sendable, Hashable {
    public var header: String
    public var strip: String
    /// Sections' headings (by slot) and cards (by page id).
    public var cards: [String: String]
    /// Those ids in the order shown: each phone's heading, then its cards.
    public var order: [String]
    /// Each phone's time now, by slot (a phone's dates tick from its own clock).
    public var clocks: [String: Date]

    /// The page of `fleet`. With `previous` and `changed` (the slots of the phones that
    /// reported a change since `previous` was drawn), the other phones' cards are taken from
    /// `previous` instead of drawn again: ten phones each changing ten times a second would
    /// otherwise draw every card of every phone a hundred times a second.
    ///
    /// `modes` is what the page shows its widgets as (its header's switch, each card's choice,
    /// and in the Lock Screen mode every Live Activity's Lock Screen presentation under its
    /// phone's heading); a change of modes must come with `changed` nil (every card drawn again).
    public init(
        _ fleet: FleetPresentation, modes: PageModes = PageModes(), reusing previous: PageFragments? = nil,
        changed: Set<String>? = nil
    ) {
        header = Self.header(fleet, mode: modes.page)
        let several = fleet.phones.count > 1
        let labels = PhoneLabels.distinct(fleet.phones.map(\.phone)) { $0.label }
        strip = Self.strip(
            fleet.phones.map { ($0.phone, $0.presentation.activities, $0.presentation.controls) }, marked: several,
            labels: labels)
        cards = [:]
        order = []
        clocks = [:]
        let lockClock = modes.page.showsLockScreenActivities ? Self.lockScreenClockOwner(fleet, modes: modes) : nil
        let standByClock = modes.page.hasStandByViews ? Self.standByClockOwner(fleet, modes: modes) : nil
        for section in fleet.phones {
            let slot = section.phone.slot
            clocks[slot] = section.presentation.status.phoneNow
            cards[slot] = Self.heading(
                section, onLockScreen: modes.page.showsLockScreenActivities, showsClock: slot == lockClock,
                showsStandByClock: slot == standByClock)
            order.append(slot)
            let unchanged = changed.map { !$0.contains(slot) } ?? false
            for widget in section.presentation.widgets {
                let id = PageID(slot: slot, local: widget.instance).text
                guard cards[id] == nil else { continue }
                cards[id] =
                    (unchanged ? previous?.cards[id] : nil)
                    ?? Self.card(widget, id: id, phone: slot, mode: modes.mode(of: id))
                order.append(id)
            }
        }
    }

    /// One phone's page (tests, and the layout of a single phone).
    public init(
        _ presentation: Presentation, phone: FleetPhone = FleetPhone(slot: "p1", name: "Phone", fingerprint: ""),
        modes: PageModes = PageModes()
    ) {
        self.init(
            FleetPresentation(phones: [PhonePresentation(phone: phone, presentation: presentation)]), modes: modes)
    }

    /// A phone's state in words, and the class that colours it.
    static func state(_ status: PresentedStatus) -> (class: String, text: String) {
        switch status.link {
        case .connected: ("reachable", "phone connected")
        case .syncing: ("syncing", "syncing with the phone")
        case .unreachable: ("unreachable", "phone unreachable — showing the last content")
        case .refused(let reason): ("unreachable", HTMLEscaping.text("\(reason) (desktop-node pair)"))
        }
    }

    static func header(_ fleet: FleetPresentation, mode: DisplayMode = .desktop) -> String {
        var html = #"<h1>WidgetRelay · Desktop</h1>"#
        let states = fleet.phones.map { state($0.presentation.status) }
        if states.count == 1 {
            html += #"<span class="wr-status wr-status-\#(states[0].class)" role="status">● \#(states[0].text)</span>"#
        } else {
            let connected = states.filter { $0.class == "reachable" }.count
            let worst =
                states.contains { $0.class == "unreachable" }
                ? "unreachable" : connected == states.count ? "reachable" : "syncing"
            html +=
                #"<span class="wr-status wr-status-\#(worst)" role="status">● \#(states.count) phones, \#(connected) connected</span>"#
        }
        if fleet.locked { html += #"<span class="wr-locked-badge">🔒 locked</span>"# }
        let quarantined = fleet.phones.map(\.presentation.status.quarantined).reduce(0, +)
        if quarantined > 0 {
            html +=
                #"<span class="wr-quarantine">⚠︎ \#(quarantined) item\#(quarantined == 1 ? "" : "s") quarantined (see the log)</span>"#
        }
        html += #"<span class="wr-spacer"></span>"#
        html += modeSwitch(mode)
        if mode.hasStandByViews { html += standByViewSwitch }
        html +=
            #"<button type="button" class="wr-tool" data-action="lock" data-locked="\#(!fleet.locked)">\#(fleet.locked ? "Unlock" : "Lock")</button>"#
        html += #"<button type="button" class="wr-tool" data-action="gallery">Add widget</button>"#
        return html
    }

    /// The phone whose clock the Lock Screen shows: the one whose accessory widget comes first on
    /// it (the inline one above the time, then the accessory row in the page's order), as an
    /// iPhone shows its own time; a Lock Screen with none shows the first phone's.
    static func lockScreenClockOwner(_ fleet: FleetPresentation, modes: PageModes) -> String? {
        var inline: String?, row: String?
        for section in fleet.phones {
            for widget in section.presentation.widgets {
                let id = PageID(slot: section.phone.slot, local: widget.instance).text
                guard let family = widget.family, WidgetFamily.accessory.contains(family),
                    modes.mode(of: id) == .lockScreen
                else { continue }
                if family == .accessoryInline {
                    inline = inline ?? section.phone.slot
                } else {
                    row = row ?? section.phone.slot
                }
            }
        }
        return inline ?? row ?? fleet.phones.first?.phone.slot
    }

    /// The phone whose clock StandBy's clock view shows: the one whose widget leads StandBy's screen
    /// (the first small widget the page shows in StandBy or Night Mode), as the phone on its stand
    /// shows its own time; a screen with none shows the first phone's.
    static func standByClockOwner(_ fleet: FleetPresentation, modes: PageModes) -> String? {
        for section in fleet.phones {
            for widget in section.presentation.widgets {
                let mode = modes.mode(of: PageID(slot: section.phone.slot, local: widget.instance).text)
                if mode.hasStandByViews, mode.shows(widget.family) { return section.phone.slot }
            }
        }
        return fleet.phones.first?.phone.slot
    }

    /// A phone's section heading: its name, fingerprint and state; a full row of the grid. On the
    /// Lock Screen also its Live Activities' Lock Screen presentations, and the Lock Screen's clock
    /// (date line and time, by this phone's clock) when `showsClock`; in StandBy, StandBy's clock
    /// view (time and date, by this phone's clock) when `showsStandByClock`.
    static func heading(
        _ section: PhonePresentation, onLockScreen: Bool = false, showsClock: Bool = false,
        showsStandByClock: Bool = false
    ) -> String {
        let phone = section.phone, status = section.presentation.status
        let (stateClass, text) = state(status)
        let name = HTMLEscaping.text(phone.label), slot = HTMLEscaping.text(phone.slot)
        var html = #"<section class="wr-phone" data-id="\#(slot)" data-phone="\#(slot)" aria-label="\#(name)">"#
        html += #"<h2 class="wr-phone-name">\#(name)</h2>"#
        if !phone.fingerprint.isEmpty {
            html +=
                #"<span class="wr-phone-fingerprint" title="the phone's key fingerprint">\#(HTMLEscaping.text(phone.fingerprint))</span>"#
        }
        html += #"<span class="wr-status wr-status-\#(stateClass)">● \#(text)</span>"#
        if status.quarantined > 0 {
            html += #"<span class="wr-quarantine">⚠︎ \#(status.quarantined) quarantined</span>"#
        }
        if section.presentation.widgets.isEmpty {
            html += #"<span class="wr-empty">No widgets yet: choose “Add widget”.</span>"#
        }
        if onLockScreen, showsClock {
            // The Lock Screen's date line and time, from this phone's clock (the page ticks them).
            html +=
                #"<div class="wr-lock-clock" aria-label="The time on the Lock Screen"><span class="wr-lock-date wr-date" data-date="0" data-style="clock-date"></span>"#
            html += #"<span class="wr-lock-time wr-date" data-date="0" data-style="clock"></span></div>"#
        }
        if showsStandByClock {
            // StandBy's clock view, large across the landscape screen, by this phone's clock (the page ticks it).
            html +=
                #"<div class="wr-standby-clock" aria-label="The time in StandBy"><span class="wr-standby-time wr-date" data-date="0" data-style="clock"></span>"#
            html += #"<span class="wr-standby-date wr-date" data-date="0" data-style="clock-date"></span></div>"#
        }
        if onLockScreen, !section.presentation.activities.isEmpty {
            // The Lock Screen shows each Live Activity's Lock Screen presentation, vibrant widgets below.
            let activities = section.presentation.activities.map { lockScreen($0.presentations.lockScreen, $0.options) }
            html +=
                #"<div class="wr-lock-activities" aria-label="Live Activities on the Lock Screen">\#(activities.joined())</div>"#
        }
        return html + "</section>"
    }

    /// A Live Activity's Lock Screen card, in its `activityBackgroundTint` and with its
    /// `activitySystemActionForegroundColor` (the strip's and the gallery's previews alike).
    static func lockScreen(_ view: ArchivedView, _ options: RenderOptions) -> String {
        let colors = view.activityColors
        let tints = [
            colors.tint.map { "--wr-activity-tint:\(HTMLRenderer.css($0))" },
            colors.action.map { "--wr-system-action:\(HTMLRenderer.css($0))" },
        ].compactMap { $0 }.joined(separator: ";")
        let tinted = tints.isEmpty ? "" : #" style="\#(tints)""#
        var options = options
        options.backdrop = .lockScreen(tint: colors.tint)
        return #"<div class="wr-lock-screen"\#(tinted)>\#(HTMLRenderer.render(view, options))</div>"#
    }

    /// The strip: every phone's Live Activities, then every phone's controls, each tagged
    /// with its phone's label (``PhoneLabels``) when `marked`.
    static func strip(
        _ phones: [(phone: FleetPhone, activities: [PresentedActivity], controls: [PresentedControl])], marked: Bool,
        labels: [String: String] = [:]
    ) -> String {
        var html = ""
        func label(_ phone: FleetPhone) -> String { HTMLEscaping.text(labels[phone.slot] ?? phone.label) }
        for (phone, activities, _) in phones {
            let owner = marked ? #"<span class="wr-strip-phone">\#(label(phone))</span>"# : ""
            for activity in activities {
                let p = activity.presentations
                var island = activity.options
                island.backdrop = .island
                let id = HTMLEscaping.text(PageID(slot: phone.slot, local: activity.id).text)
                let compact = [p.compactLeading, p.compactTrailing].compactMap { $0 }
                    .map { HTMLRenderer.render($0, island.on(.activity(.compact))) }.joined()
                let regions: [(String, ArchivedView?)] = [
                    ("leading", p.expandedLeading), ("center", p.expandedCenter),
                    ("trailing", p.expandedTrailing), ("bottom", p.expandedBottom),
                ]
                let expanded = regions.compactMap { name, view in
                    view.map { #"<div class="wr-island-\#(name)">\#(HTMLRenderer.render($0, island))</div>"# }
                }
                let stale = activity.state == "stale" ? " wr-activity-stale" : ""
                let keyline = p.keylineTint.map { #" style="--wr-keyline:\#(HTMLRenderer.css($0))""# } ?? ""
                let summary = marked ? "Live Activity of \(label(phone))" : "Live Activity"
                html +=
                    #"<details class="wr-activity\#(stale)" data-target="activity" data-id="\#(id)" data-phone="\#(HTMLEscaping.text(phone.slot))"\#(keyline)>"#
                html +=
                    #"<summary class="wr-island-compact" aria-label="\#(summary)">\#(owner)\#(compact.isEmpty ? "◉" : compact)</summary>"#
                html += #"<div class="wr-island-expanded">\#(expanded.joined())</div>"#
                html += lockScreen(p.lockScreen, activity.options) + "</details>"
            }
        }
        for (phone, _, controls) in phones {
            let owner = marked ? #"<span class="wr-strip-phone">\#(label(phone))</span>"# : ""
            for control in controls {
                let id = HTMLEscaping.text(PageID(slot: phone.slot, local: control.kind).text)
                // A title that shows nothing is the element's kind; what is shown is what is read aloud.
                let title = HTMLEscaping.shown(VisibleText.isBlank(control.title) ? "Control" : control.title)
                let switchState = control.isOn.map { #" role="switch" aria-checked="\#($0)""# } ?? ""
                let tip = marked ? "\(title) (\(label(phone)))" : title
                html +=
                    #"<button type="button" class="wr-control\#(control.isOn == true ? " wr-on" : "")" data-action="control" data-id="\#(id)" data-phone="\#(HTMLEscaping.text(phone.slot))"\#(switchState) title="\#(tip)">"#
                // The title once: a label that already says it (Label("Quick Note", …)) stands alone.
                let said = control.label.texts.joined(separator: " ")
                let titled =
                    !VisibleText.isBlank(said) && (VisibleText.isBlank(control.title) || said.contains(control.title))
                    ? "" : #"<span class="wr-control-title">\#(title)</span>"#
                var options = control.options
                options.backdrop = control.isOn == true ? nil : .stripControl  // on: the page's accent, its own colours
                html +=
                    #"\#(owner)<span class="wr-control-label">\#(HTMLRenderer.render(control.label, options))</span>\#(titled)</button>"#
            }
        }
        return html.isEmpty ? #"<span class="wr-empty">No Live Activities or controls</span>"# : html
    }

    static func card(_ widget: PresentedWidget, id pageID: String, phone: String, mode: DisplayMode = .desktop)
        -> String
    {
        let id = HTMLEscaping.text(pageID), kind = HTMLEscaping.text(widget.kind)
        let family = widget.family?.rawValue ?? "unknown"
        var classes = ["wr-card", "wr-card-\(family)"]
        if mode != .desktop { classes.append("wr-card-mode-\(mode.rawValue)") }
        if widget.stale { classes.append("wr-card-stale") }
        if widget.pending { classes.append("wr-card-pending") }
        if widget.options.placeholder { classes.append("wr-card-placeholder") }
        var html =
            #"<article class="\#(classes.joined(separator: " "))" data-target="widget" data-id="\#(id)" data-phone="\#(HTMLEscaping.text(phone))" aria-label="\#(kind), \#(family)">"#
        // A widget with a URL opens the app on the phone when its background is clicked (or Enter on it).
        html +=
            widget.url == nil || !mode.opensApp
            ? #"<div class="wr-face">"#
            : #"<div class="wr-face" role="link" tabindex="0" aria-label="Open \#(kind) on the phone">"#
        html +=
            widget.view.map {
                HTMLRenderer.render(
                    $0, widget.options, in: mode, archived: mode.surface.flatMap(widget.view(archivedFor:)))
            }
            ?? #"<div class="wr-widget wr-empty-face">no content yet</div>"#
        html += "</div>"
        var badges = ""
        if widget.pending { badges += #"<span class="wr-badge wr-badge-pending">pending</span>"# }
        if widget.stale { badges += #"<span class="wr-badge wr-badge-stale">stale</span>"# }
        html += #"<div class="wr-card-bar"><span class="wr-card-title">\#(kind)</span>\#(badges)"#
        html += cardModeChoice(mode, kind: kind)
        html +=
            #"<button type="button" class="wr-card-tool" data-action="editor" aria-label="Configure \#(kind)">⚙</button>"#
        html +=
            #"<button type="button" class="wr-card-tool" data-action="remove" aria-label="Remove \#(kind)">✕</button></div>"#
        if let problem = widget.problem {
            html += #"<div class="wr-card-problem">\#(HTMLEscaping.text(problem))</div>"#
        }
        if let message = widget.message {
            html += #"<div class="wr-card-message" role="alert">\#(HTMLEscaping.text(message))</div>"#
        }
        return html + "</article>"
    }
}
