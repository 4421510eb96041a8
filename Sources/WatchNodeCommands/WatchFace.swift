import Foundation
import Mirror
import MirrorCore
import MirrorNodeKit
import Codec
import MirrorText
import ScriptProtocol
import TerminalSafeText
import WidgetRelayKit

/// The terminal watch face over every paired phone: the complications of all phones around
/// the time, the Smart Stack below (every phone's cards ordered together), each line marked
/// with its phone when there are several. A key acts on the phone that owns the focused
/// item, found by its slot and id (``PhoneItemKey``): two phones may use the same ids.
actor WatchFace: FullScreenInterface {

    /// A complication and the phone it is on.
    struct Complication: Sendable {
        let link: MirrorFleet.Link
        let widget: RenderedWidget
        var key: PhoneItemKey { PhoneItemKey(link.phone, widget.instance) }
    }

    /// A Smart Stack card as the focus keeps it: its phone's slot and what it shows.
    struct StackKey: Hashable, Sendable {
        let slot: String
        let content: SmartStackItem.Content
        init(_ item: FleetStackItem) { (slot, content) = (item.phone.slot, item.item.content) }
    }

    private let fleet: MirrorFleet
    private let terminal: Terminal
    private var complication = ListFocus<PhoneItemKey>()
    private var card = ListFocus<StackKey>()
    /// The Live Activity whose lock-screen view is open in the stack.
    private var expanded: PhoneItemKey?
    private var context = WatchContext()
    /// The part of the face, stack and controls shown when they do not fit, and what it was last drawn for.
    private var viewport = TerminalViewport()
    private var revealedCard: StackKey?
    private var bodySize = (total: 0, height: 0)
    private var note =
        "← → complication · Enter open · ↑ ↓ Smart Stack · Space activate · p pin · t control · w workout · PgUp PgDn scroll · q quit"
    private(set) var isRunning = true

    init(fleet: MirrorFleet, terminal: Terminal) {
        self.fleet = fleet
        self.terminal = terminal
    }

    /// Every phone's complications, phone by phone (a rectangular one is a Smart Stack card).
    private func complications() async -> [Complication] {
        var all: [Complication] = []
        for link in fleet.links {
            all += await link.client.terminalWidgets().filter {
                $0.family != WidgetFamily.accessoryRectangular.rawValue
            }
            .map { Complication(link: link, widget: $0) }
        }
        return all
    }

    private func stack() async -> [FleetStackItem] {
        await fleet.smartStack(context: context)
    }

    /// Each phone's short label (by slot), only when several phones are paired.
    private func labels() -> [String: String] {
        fleet.links.count > 1 ? fleet.terminalLabels(width: 10) : [:]
    }

    func handle(_ key: Key) async {
        let faces = await complications(), cards = await stack()
        let faceKeys = faces.map(\.key), cardKeys = cards.map(StackKey.init)
        let face = complication.index(in: faceKeys).map { faces[$0] }
        let focused = card.index(in: cardKeys).map { cards[$0] }
        // The phone of the focused card.
        let cardPhone = focused.flatMap { fleet.link($0.phone.slot) }
        switch key {
        case .character("q"): isRunning = false
        case .left: complication.move(by: -1, in: faceKeys)
        case .right, .tab: complication.move(by: 1, in: faceKeys)
        case .enter, .character("o"):
            if let face {
                note = describe(await face.link.client.openApp(from: face.widget.instance)) + owner(face.link)
            }
        case .up: card.move(by: -1, in: cardKeys)
        case .down: card.move(by: 1, in: cardKeys)
        case .character(" "):
            guard let focused, let cardPhone else { return }
            switch focused.item.content {
            case .activity(let id):
                let key = PhoneItemKey(focused.phone, id)
                expanded = expanded == key ? nil : key
            case .widget(let id): note = describe(await cardPhone.client.openApp(from: id)) + owner(cardPhone)
            }
        case .character("p"):
            if let cardPhone, case .widget(let id)? = focused?.item.content {
                await cardPhone.client.setPinned(id, !(await cardPhone.client.pinned.contains(id)))
            }
        case .character("t"): await toggleFirstControl()
        case .pageUp, .pageDown: viewport.page(key == .pageUp ? -1 : 1, total: bodySize.total, height: bodySize.height)
        case .character("w"):
            context.workout.toggle()
            note = context.workout ? "workout started" : "workout ended"
        case .character(let c) where c.isNumber:
            guard let key = expanded, let (link, activity) = await fleet.terminalActivity(key),
                let element = activity.elements.first(where: { $0.number == Int(String(c)) })
            else { return }
            note = describe(await link.client.activate(.activity(activity.id), elementID: element.id)) + owner(link)
        default: break
        }
    }

    /// `t`: the first toggle control among all phones, on its own phone.
    private func toggleFirstControl() async {
        for link in fleet.links {
            guard let control = await link.client.terminalControls().first(where: { $0.isOn != nil }) else { continue }
            note = "\(control.title)\(owner(link)): " + describe(await link.client.activateControl(control.kind))
            return
        }
    }

    private func describe(_ report: InteractionReport) -> String { report.message ?? report.outcome.rawValue }

    /// " (phone's label)" when several phones are paired, for notes about one phone's item.
    private func owner(_ link: MirrorFleet.Link) -> String { labels()[link.phone.slot].map { " (\($0))" } ?? "" }

    /// How the mirror stands with one phone.
    private static func state(_ link: PresentedStatus.Link) -> String {
        switch link {
        case .connected: "\u{1B}[32m● phone\u{1B}[0m"
        case .syncing: "\u{1B}[33m● syncing\u{1B}[0m"
        case .unreachable: "\u{1B}[31m● phone unreachable\u{1B}[0m"
        case .refused(let reason): "\u{1B}[31m● \(TerminalText.sanitize(reason)) (watch-node pair)\u{1B}[0m"
        }
    }

    func draw() async {
        let (columns, rows) = terminal.size
        let labels = labels()
        let tag = { (slot: String) in labels[slot].map { "\($0) · " } ?? "" }
        var statuses: [(phone: FleetPhone, status: PresentedStatus)] = []
        for link in fleet.links { statuses.append((link.phone, await link.client.presentedStatus())) }
        // One phone: its state beside the title; several: a line each, under it.
        var lines = [
            "\u{1B}[1m WidgetRelay · Watch\u{1B}[0m"
                + (statuses.count == 1 ? "   " + Self.state(statuses[0].status.link) : "")
        ]
        if statuses.count > 1 {
            lines += statuses.map { "   \(labels[$0.phone.slot] ?? $0.phone.slot)  \(Self.state($0.status.link))" }
        }
        lines.append("")
        let header = lines.count
        // The face is 42 columns inside its frame; the time sits in the middle of the top edge, by the
        // clock of the phone whose complication comes first on it (the first phone's when it has none).
        let faces = await complications()
        let owner = statuses.first { $0.phone.slot == faces.first?.link.phone.slot } ?? statuses.first
        let now = owner?.status.phoneNow ?? Date()
        let time = TextRenderer.format(now, .time, now: now)
        let dashes = max(2, 42 - time.count - 2)
        let left = String(repeating: "─", count: dashes / 2), right = String(repeating: "─", count: dashes - dashes / 2)
        lines.append("   ╭\(left) \u{1B}[1m\(time)\u{1B}[0m \(right)╮")
        let focusedFace = complication.index(in: faces.map(\.key))
        if faces.isEmpty { lines.append("   │ (no complications: add one from the phone's recommendations) │") }
        for (index, face) in faces.enumerated() {
            let marker = index == focusedFace ? "▶" : " "
            let family = face.widget.family.replacingOccurrences(of: "accessory", with: "")
            lines.append(
                "   │ \(marker) \(fit("\(tag(face.link.phone.slot))\(family): \(face.widget.lines.joined(separator: " "))", 38)) │"
            )
        }
        lines.append("   ╰──────────────────────────────────────────╯")
        lines.append("")
        let (stackPart, focusedCard) = await stackLines(tag: tag)
        let focusLines = focusedCard.map { (lines.count - header + $0)..<(lines.count - header + $0 + 1) }
        lines += stackPart
        var controls: [String] = []
        for link in fleet.links {
            controls += await link.client.terminalControls().map { "◧ \(tag(link.phone.slot))\($0.title) \($0.label)" }
        }
        lines += pack(controls, prefix: " Controls: ", separator: "  ", width: columns)
        // Under the title the face, the stack and the controls scroll, the focused card kept in sight.
        let quarantined = statuses.map(\.status.quarantined).reduce(0, +)
        var bottom: [String] = []
        if quarantined > 0 {
            bottom.append(
                " \u{1B}[33m⚠︎ \(quarantined) item\(quarantined == 1 ? "" : "s") quarantined (see the log)\u{1B}[0m")
        }
        bottom.append(fit(TerminalText.sanitize(note), columns))
        let body = Array(lines[header...]), top = Array(lines[..<header])
        let height = max(1, rows - top.count - bottom.count)
        let stackKeys = (await stack()).map(StackKey.init)
        let focusedKey = card.index(in: stackKeys).map { stackKeys[$0] }
        if focusedKey != revealedCard || body.count != bodySize.total || height != bodySize.height {
            viewport.reveal(focusedKey == revealedCard ? nil : focusLines, total: body.count, height: height)
            revealedCard = focusedKey
        }
        bodySize = (body.count, height)
        var shown = viewport.shown(body, height: height)
        while shown.count < height { shown.append("") }
        terminal.draw(top + shown + bottom)
    }

    /// The Smart Stack: every phone's cards in the fleet's order, each found on its own phone;
    /// and the line of the focused card among them.
    private func stackLines(tag: (String) -> String) async -> (lines: [String], focused: Int?) {
        var widgets: [PhoneItemKey: RenderedWidget] = [:], activities: [PhoneItemKey: RenderedActivity] = [:]
        for link in fleet.links {
            for widget in await link.client.terminalWidgets() {
                widgets[PhoneItemKey(link.phone, widget.instance)] = widget
            }
            for activity in await link.client.terminalActivities() {
                activities[PhoneItemKey(link.phone, activity.id)] = activity
            }
        }
        var lines = [" \u{1B}[1mSmart Stack\u{1B}[0m\(context.workout ? "  (workout)" : "")"]
        let cards = await stack()
        let focused = card.index(in: cards.map(StackKey.init))
        var focusedLine: Int?
        for (index, item) in cards.enumerated() {
            if index == focused { focusedLine = lines.count }
            let marker = index == focused ? "\u{1B}[7m▶\u{1B}[0m" : " ", phone = tag(item.phone.slot)
            switch item.item.content {
            case .activity(let id):
                let key = PhoneItemKey(item.phone, id), activity = activities[key]
                lines.append(
                    " \(marker) ◉ \(phone)\(activity?.compact ?? TerminalText.sanitize(id)) \(activity.map { "(\($0.state))" } ?? "")"
                )
                if expanded == key { lines += (activity?.lines ?? []).map { "      \($0)" } }
            case .widget(let id):
                let widget = widgets[PhoneItemKey(item.phone, id)]
                lines.append(
                    " \(marker) ▭ \(phone)\(widget?.kind ?? TerminalText.sanitize(id))\(item.item.pinned ? " 📌" : ""): \(widget?.lines.joined(separator: " ") ?? "")"
                )
            }
        }
        return (lines, focusedLine)
    }
}
