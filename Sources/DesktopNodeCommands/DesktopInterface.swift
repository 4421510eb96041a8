import Foundation
import Mirror
import MirrorCore
import MirrorNodeKit
import Codec
import ScriptProtocol
import TerminalSafeText
import WidgetRelayKit

/// The full-screen terminal interface over every paired phone: a section per phone (a
/// heading with its name, fingerprint and state, then its widgets as cards), the menu-bar
/// strip of every phone's Live Activities and controls, keyboard focus over all cards,
/// add / configure / remove, lock. Everything a key acts on is found by its phone's slot
/// and its id there (``PhoneItemKey``): two phones may use the same instance ids.
actor DesktopInterface: FullScreenInterface {

    /// A question the interface is asking at the bottom of the screen.
    enum Dialog {
        case choose(title: String, options: [String], pick: @Sendable (Int) async -> Void)
        case type(title: String, text: String, done: @Sendable (String) async -> Void)
    }

    /// One phone's part of the screen at one moment: its state and its widgets.
    struct PhoneSection: Sendable {
        let link: MirrorFleet.Link
        let status: PresentedStatus
        let widgets: [RenderedWidget]
    }

    /// A widget card and the phone it is on.
    struct Card: Sendable {
        let link: MirrorFleet.Link
        let widget: RenderedWidget
        var key: PhoneItemKey { PhoneItemKey(link.phone, widget.instance) }
    }

    /// An item of the menu-bar strip and the phone it is from.
    enum StripItem: Sendable {
        case activity(MirrorFleet.Link, RenderedActivity)
        case control(MirrorFleet.Link, RenderedControl)

        /// Which item it is: its phone, and its id there (a Live Activity's and a control kind kept apart).
        var key: PhoneItemKey {
            switch self {
            case .activity(let link, let activity): PhoneItemKey(link.phone, "activity/" + activity.id)
            case .control(let link, let control): PhoneItemKey(link.phone, "control/" + control.kind)
            }
        }
    }

    let fleet: MirrorFleet
    let terminal: Terminal
    /// The focused card, over every phone's cards.
    var focus = ListFocus<PhoneItemKey>()
    /// The focused card's button or toggle (its number).
    var selected = 1
    /// The focused strip item, kept by its key (other phones' items may come and go); nil: the cards have the focus.
    var stripFocus: ListFocus<PhoneItemKey>?
    var expandedActivity: PhoneItemKey?
    var dialog: Dialog?
    /// The part of the phones' sections shown when they do not fit, and what it was last drawn for.
    var viewport = TerminalViewport()
    var revealedFocus: PhoneItemKey?
    var bodySize = (total: 0, height: 0)
    var note =
        "← → choose a widget · ↑ ↓ Enter or 1-9 activate · PgUp PgDn scroll · a add · c configure · x remove · s strip · l lock · q quit"
    private(set) var isRunning = true

    init(fleet: MirrorFleet, terminal: Terminal, webURL: String? = nil) {
        self.fleet = fleet
        self.terminal = terminal
        if let webURL { note = "web page: \(webURL) · " + note }
    }

    // MARK: What is shown

    /// Every phone's section now, in pairing order.
    func sections() async -> [PhoneSection] {
        var sections: [PhoneSection] = []
        for link in fleet.links {
            sections.append(
                PhoneSection(
                    link: link, status: await link.client.presentedStatus(),
                    widgets: await link.client.terminalWidgets()))
        }
        return sections
    }

    /// Every card, phone by phone, in the order they are drawn.
    static func cards(_ sections: [PhoneSection]) -> [Card] {
        sections.flatMap { section in section.widgets.map { Card(link: section.link, widget: $0) } }
    }

    /// Every phone's Live Activities, then every phone's controls.
    func stripItems() async -> [StripItem] {
        var activities: [StripItem] = [], controls: [StripItem] = []
        for link in fleet.links {
            activities += await link.client.terminalActivities().map { .activity(link, $0) }
            controls += await link.client.terminalControls().map { .control(link, $0) }
        }
        return activities + controls
    }

    /// The expanded Live Activity, looked up on its own phone.
    func expanded() async -> (link: MirrorFleet.Link, activity: RenderedActivity)? {
        guard let key = expandedActivity else { return nil }
        return await fleet.terminalActivity(key)
    }

    /// " (phone's label)" when several phones are paired, for notes about one phone's item.
    func owner(_ link: MirrorFleet.Link) -> String {
        fleet.links.count > 1 ? " (\(fleet.terminalLabels()[link.phone.slot] ?? link.phone.slot))" : ""
    }

    // MARK: Keys

    func handle(_ key: Key) async {
        if let dialog {
            await answer(dialog, key)
            return
        }
        if stripFocus != nil {
            await handleStrip(key)
            return
        }
        let cards = Self.cards(await sections()), keys = cards.map(\.key)
        let focused = focus.index(in: keys).map { cards[$0] }
        switch key {
        case .character("q"): isRunning = false
        case .left: focus.move(by: -1, in: keys); selected = 1
        case .right, .tab: focus.move(by: 1, in: keys); selected = 1
        case .up: selected = max(1, selected - 1)
        case .down: selected = min(max(1, focused?.widget.elements.count ?? 1), selected + 1)
        case .enter: await activate(focused, number: selected)
        case .character(let c) where c.isNumber: await activate(focused, number: Int(String(c)) ?? 0)
        case .character("l"):
            let locked = await fleet.isLocked()
            await fleet.setLocked(!locked)
            note = locked ? "unlocked" : "locked: widgets are inactive and private content is hidden"
        case .character("o"):
            if let card = focused, let url = card.widget.url.flatMap(URL.init(string:)) {
                note = await card.link.client.open(url, target: .widget(card.widget.instance)).message ?? ""
            }
        case .character("a"): await startAdd()
        case .character("c"): if let card = focused { await startConfigure(card) }
        case .character("x"): if let card = focused { startRemove(card) }
        case .character("s"): stripFocus = ListFocus()
        case .pageUp, .pageDown: viewport.page(key == .pageUp ? -1 : 1, total: bodySize.total, height: bodySize.height)
        default: break
        }
    }

    private func handleStrip(_ key: Key) async {
        let items = await stripItems(), keys = items.map(\.key)
        let focused = stripFocus?.index(in: keys).map { items[$0] }
        switch key {
        case .escape, .character("s"): stripFocus = nil; expandedActivity = nil
        case .character("q"): isRunning = false
        case .left: stripFocus?.move(by: -1, in: keys)
        case .right, .tab: stripFocus?.move(by: 1, in: keys)
        case .enter:
            switch focused {
            case .control(let link, let control)?:
                note = "\(control.title)\(owner(link)): " + describe(await link.client.activateControl(control.kind))
            case .activity(let link, let activity)?:
                let key = PhoneItemKey(link.phone, activity.id)
                expandedActivity = expandedActivity == key ? nil : key
            case nil: break
            }
        case .character(let c) where c.isNumber:
            guard let shown = await expanded(),
                let element = shown.activity.elements.first(where: { $0.number == Int(String(c)) })
            else { return }
            note = describe(await shown.link.client.activate(.activity(shown.activity.id), elementID: element.id))
        default: break
        }
    }

    /// Presses button or toggle `number` of `card`, on the card's own phone.
    private func activate(_ card: Card?, number: Int) async {
        guard let card, let element = card.widget.elements.first(where: { $0.number == number }) else { return }
        let title = "\(card.widget.kind)\(owner(card.link))"
        note = "\(title): \(element.label) …"
        await draw()
        note =
            "\(title): "
            + describe(await card.link.client.activate(instanceID: card.widget.instance, elementID: element.id))
    }

    func describe(_ report: InteractionReport) -> String {
        switch report.outcome {
        case .performed: report.message ?? "done"
        default: report.message ?? report.outcome.rawValue
        }
    }
}
