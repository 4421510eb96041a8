import Foundation
import Mirror
import MirrorCore
import MirrorNodeKit
import RelayCore
import ScriptProtocol
import TerminalSafeText
import WidgetRelayKit

/// The terminal watch face: complications around the time, the Smart Stack below.
actor WatchFace: FullScreenInterface {

    private let fleet: MirrorFleet
    // TEMPORARY: the first phone, until the interface shows every phone.
    private var client: MirrorClient { fleet.links[0].client }
    private let terminal: Terminal
    private var complication = 0
    private var card = 0
    private var expanded: String?
    private var context = WatchContext()
    private var note = "← → complication · Enter open · ↑ ↓ Smart Stack · Space activate · p pin · t control · w workout · q quit"
    private(set) var isRunning = true

    init(fleet: MirrorFleet, terminal: Terminal) {
        self.fleet = fleet
        self.terminal = terminal
    }

    private func complications() async -> [RenderedWidget] {
        await client.terminalWidgets().filter { $0.family != WidgetFamily.accessoryRectangular.rawValue }
    }

    private func stack() async -> [SmartStackItem] {
        await client.smartStack(context: context)
    }

    func handle(_ key: Key) async {
        let faces = await complications(), cards = await stack()
        switch key {
        case .character("q"): isRunning = false
        case .left: complication = max(0, complication - 1)
        case .right, .tab: complication = min(max(0, faces.count - 1), complication + 1)
        case .enter, .character("o"):
            if let widget = faces[safe: complication] { note = await describe(client.openApp(from: widget.instance)) }
        case .up: card = max(0, card - 1)
        case .down: card = min(max(0, cards.count - 1), card + 1)
        case .character(" "):
            switch cards[safe: card]?.content {
            case .activity(let id)?: expanded = expanded == id ? nil : id
            case .widget(let id)?: note = await describe(client.openApp(from: id))
            case nil: break
            }
        case .character("p"):
            if case .widget(let id)? = cards[safe: card]?.content {
                await client.setPinned(id, !(await client.pinned.contains(id)))
            }
        case .character("t"):
            if let control = await client.terminalControls().first(where: { $0.isOn != nil }) {
                note = "\(control.title): " + describe(await client.activateControl(control.kind))
            }
        case .character("w"):
            context.workout.toggle()
            note = context.workout ? "workout started" : "workout ended"
        case .character(let c) where c.isNumber:
            guard let id = expanded, let activity = await client.terminalActivities().first(where: { $0.id == id }),
                  let element = activity.elements.first(where: { $0.number == Int(String(c)) }) else { return }
            note = describe(await client.activate(.activity(id), elementID: element.id))
        default: break
        }
    }

    private func describe(_ report: InteractionReport) -> String { report.message ?? report.outcome.rawValue }

    func draw() async {
        let (columns, rows) = terminal.size
        let link = switch await client.presentedStatus().link {
        case .connected: "\u{1B}[32m● phone\u{1B}[0m"
        case .syncing: "\u{1B}[33m● syncing\u{1B}[0m"
        case .unreachable: "\u{1B}[31m● phone unreachable\u{1B}[0m"
        case .refused(let reason): "\u{1B}[31m● \(reason) (watch-node pair)\u{1B}[0m"
        }
        var lines = ["\u{1B}[1m WidgetRelay · Watch\u{1B}[0m   " + link]
        lines.append("")
        // The face is 42 columns inside its frame; the time sits in the middle of the top edge.
        let time = TextRenderer.format(await client.phoneNow, .time, now: await client.phoneNow)
        let dashes = max(2, 42 - time.count - 2)
        let left = String(repeating: "─", count: dashes / 2), right = String(repeating: "─", count: dashes - dashes / 2)
        lines.append("   ╭\(left) \u{1B}[1m\(time)\u{1B}[0m \(right)╮")
        let faces = await complications()
        if faces.isEmpty { lines.append("   │ (no complications: add one from the phone's recommendations) │") }
        for (index, widget) in faces.enumerated() {
            let marker = index == complication ? "▶" : " "
            lines.append("   │ \(marker) \(fit("\(widget.family.replacingOccurrences(of: "accessory", with: "")): \(widget.lines.joined(separator: " "))", 38)) │")
        }
        lines.append("   ╰──────────────────────────────────────────╯")
        lines.append("")
        lines.append(" \u{1B}[1mSmart Stack\u{1B}[0m\(context.workout ? "  (workout)" : "")")
        let widgets = Dictionary(uniqueKeysWithValues: await client.terminalWidgets().map { ($0.instance, $0) })
        let activities = Dictionary(uniqueKeysWithValues: await client.terminalActivities().map { ($0.id, $0) })
        for (index, item) in await stack().enumerated() {
            let marker = index == card ? "\u{1B}[7m▶\u{1B}[0m" : " "
            switch item.content {
            case .activity(let id):
                lines.append(" \(marker) ◉ \(activities[id]?.compact ?? TerminalText.sanitize(id)) \(activities[id].map { "(\($0.state))" } ?? "")")
                if expanded == id { lines += (activities[id]?.lines ?? []).map { "      \($0)" } }
            case .widget(let id):
                lines.append(" \(marker) ▭ \(widgets[id]?.kind ?? TerminalText.sanitize(id))\(item.pinned ? " 📌" : ""): \(widgets[id]?.lines.joined(separator: " ") ?? "")")
            }
        }
        let controls = await client.terminalControls()
        if !controls.isEmpty { lines.append(" Controls: " + controls.map { "◧ \($0.title) \($0.label)" }.joined(separator: "  ")) }
        while lines.count < rows - 1 { lines.append("") }
        lines = Array(lines.prefix(max(1, rows - 1)))
        let quarantined = await client.quarantined.count
        if quarantined > 0 { lines.append(" \u{1B}[33m⚠︎ \(quarantined) item\(quarantined == 1 ? "" : "s") quarantined (see the log)\u{1B}[0m") }
        lines.append(fit(TerminalText.sanitize(note), columns))
        terminal.draw(lines)
    }
}

