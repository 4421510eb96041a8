import Foundation
import Mirror
import MirrorCore
import MirrorNodeKit
import RelayCore
import ScriptProtocol
import TerminalSafeText
import WidgetRelayKit

/// The full-screen terminal interface: widgets as cards, the menu-bar strip of Live
/// Activities and controls, keyboard focus, add / configure / remove, lock.
actor DesktopInterface: FullScreenInterface {

    /// A question the interface is asking at the bottom of the screen.
    enum Dialog {
        case choose(title: String, options: [String], pick: @Sendable (Int) async -> Void)
        case type(title: String, text: String, done: @Sendable (String) async -> Void)
    }

    private let fleet: MirrorFleet
    // TEMPORARY: the first phone, until the interface shows every phone.
    private var client: MirrorClient { fleet.links[0].client }
    private let terminal: Terminal
    private var focus = 0
    private var selected = 1
    private var stripFocus: Int?
    private var expandedActivity: String?
    private var dialog: Dialog?
    private var note = "← → choose a widget · ↑ ↓ Enter or 1-9 activate · a add · c configure · x remove · s strip · l lock · q quit"
    private(set) var isRunning = true

    init(fleet: MirrorFleet, terminal: Terminal, webURL: String? = nil) {
        self.fleet = fleet
        self.terminal = terminal
        if let webURL { note = "web page: \(webURL) · " + note }
    }

    // MARK: Keys

    func handle(_ key: Key) async {
        if let dialog {
            await answer(dialog, key)
            return
        }
        let widgets = await client.terminalWidgets()
        if let strip = stripFocus {
            await handleStrip(key, strip)
            return
        }
        switch key {
        case .character("q"): isRunning = false
        case .left: focus = max(0, focus - 1); selected = 1
        case .right, .tab: focus = min(max(0, widgets.count - 1), focus + 1); selected = 1
        case .up: selected = max(1, selected - 1)
        case .down: selected = min(max(1, widgets[safe: focus]?.elements.count ?? 1), selected + 1)
        case .enter: await activate(widgets[safe: focus], number: selected)
        case .character(let c) where c.isNumber: await activate(widgets[safe: focus], number: Int(String(c)) ?? 0)
        case .character("l"):
            let locked = await client.isLocked
            await client.setLocked(!locked)
            note = locked ? "unlocked" : "locked: widgets are inactive and private content is hidden"
        case .character("o"):
            if let widget = widgets[safe: focus], let url = widget.url.flatMap(URL.init(string:)) {
                note = await client.open(url, target: .widget(widget.instance)).message ?? ""
            }
        case .character("a"): await startAdd()
        case .character("c"): if let widget = widgets[safe: focus] { await startConfigure(widget) }
        case .character("x"):
            if let widget = widgets[safe: focus] {
                dialog = .choose(title: "Remove \(widget.kind)?", options: ["Remove", "Keep"]) { [weak self] choice in
                    guard choice == 1 else { return }
                    await self?.send("removed \(widget.kind)") { try await $0.removeWidget(widget.instance) }
                }
            }
        case .character("s"): stripFocus = 0
        default: break
        }
    }

    private func handleStrip(_ key: Key, _ index: Int) async {
        let items = await stripItems()
        switch key {
        case .escape, .character("s"): stripFocus = nil; expandedActivity = nil
        case .character("q"): isRunning = false
        case .left: stripFocus = max(0, index - 1)
        case .right, .tab: stripFocus = min(max(0, items.count - 1), index + 1)
        case .enter:
            guard let item = items[safe: index] else { return }
            switch item {
            case .control(let control): note = "\(control.title): " + describe(await client.activateControl(control.kind))
            case .activity(let activity): expandedActivity = expandedActivity == activity.id ? nil : activity.id
            }
        case .character(let c) where c.isNumber:
            guard let id = expandedActivity, let activity = await client.terminalActivities().first(where: { $0.id == id }),
                  let element = activity.elements.first(where: { $0.number == Int(String(c)) }) else { return }
            note = describe(await client.activate(.activity(id), elementID: element.id))
        default: break
        }
    }

    private func activate(_ widget: RenderedWidget?, number: Int) async {
        guard let widget, let element = widget.elements.first(where: { $0.number == number }) else { return }
        note = "\(widget.kind): \(element.label) …"
        await draw()
        note = "\(widget.kind): " + describe(await client.activate(instanceID: widget.instance, elementID: element.id))
    }

    private func describe(_ report: InteractionReport) -> String {
        switch report.outcome {
        case .performed: report.message ?? "done"
        default: report.message ?? report.outcome.rawValue
        }
    }

    // MARK: Dialogs

    private func answer(_ current: Dialog, _ key: Key) async {
        switch current {
        case .choose(let title, let options, let pick):
            if key == .escape { dialog = nil; return }
            guard case .character(let c) = key, let number = Int(String(c)), options.indices.contains(number - 1) else { return }
            dialog = nil
            _ = title
            await pick(number)
        case .type(let title, let text, let done):
            switch key {
            case .escape: dialog = nil
            case .enter:
                dialog = nil
                await done(text)
            case .backspace: dialog = .type(title: title, text: String(text.dropLast()), done: done)
            case .character(let c): dialog = .type(title: title, text: text + String(c), done: done)
            default: break
            }
        }
    }

    private func startAdd() async {
        guard let catalog = try? await client.catalog() else {
            note = "the phone did not answer"
            return
        }
        let kinds = catalog.widgets
        dialog = .choose(title: "Add which widget?", options: kinds.map { "\($0.displayName.isEmpty ? $0.kind : $0.displayName) — \($0.description)" }) { [weak self] number in
            let kind = kinds[number - 1]
            let families = kind.families
            await self?.ask(.choose(title: "Which size?", options: families.map(\.rawValue)) { [weak self] choice in
                await self?.configure(kind: kind, values: [], then: { [weak self] values in
                    await self?.send("added \(kind.kind)") {
                        _ = try await $0.addWidget(kind: kind.kind, family: families[choice - 1], configuration: values)
                    }
                })
            })
        }
    }

    private func startConfigure(_ widget: RenderedWidget) async {
        guard let catalog = try? await client.catalog(),
              let kind = catalog.widgets.first(where: { $0.kind == widget.kind }), kind.configuration != nil else {
            note = "\(widget.kind) has nothing to configure"
            return
        }
        await configure(kind: kind, values: []) { [weak self] values in
            await self?.send("configured \(widget.kind)") { try await $0.configureWidget(widget.instance, configuration: values) }
        }
    }

    /// Asks for each configuration parameter in declared order, then calls `then`.
    private func configure(kind: CatalogWidget, values: [NamedIntentValue], then: @escaping @Sendable (IntentInvocation?) async -> Void) async {
        guard let schema = kind.configuration else { await then(nil); return }
        let parameters = schema.parameters.sorted { $0.order < $1.order }
        guard values.count < parameters.count else {
            await then(IntentInvocation(intentType: schema.intentType, parameters: values))
            return
        }
        let parameter = parameters[values.count]
        let next: @Sendable (IntentValue?) async -> Void = { [weak self] value in
            var values = values
            if let value { values.append(NamedIntentValue(name: parameter.name, value: value)) }
            else if let value = parameter.defaultValue { values.append(NamedIntentValue(name: parameter.name, value: value)) }
            else if parameter.isOptional { values.append(NamedIntentValue(name: parameter.name, value: .null)) }
            else { await self?.setNote("\(parameter.title) is needed"); return }
            await self?.configure(kind: kind, values: values, then: then)
        }
        switch parameter.kind {
        case .entity(let type):
            guard let entities = try? await client.suggestedEntities(of: type) else { note = "no suggestions for \(parameter.title)"; return }
            dialog = .choose(title: parameter.title, options: entities.map { $0.title.isEmpty ? $0.id : $0.title }) { number in
                let entity = entities[number - 1]
                await next(.entity(EntityValue(entityType: type, id: entity.id)))
            }
        case .enumeration(let type, let cases):
            dialog = .choose(title: parameter.title, options: cases.map { $0.display?.title.key ?? $0.rawValue }) { number in
                await next(.enumCase(EnumCaseValue(enumType: type, rawValue: cases[number - 1].rawValue)))
            }
        case .bool:
            dialog = .choose(title: parameter.title, options: ["Yes", "No"]) { await next(.bool($0 == 1)) }
        default:
            dialog = .type(title: "\(parameter.title) (Enter keeps the default)", text: "") { text in
                guard !text.isEmpty else { await next(nil); return }
                do { await next(try IntentValue(parsing: text, for: parameter)) } catch { await self.setNote("\(error)") }
            }
        }
    }

    private func ask(_ next: Dialog) { dialog = next }
    private func setNote(_ text: String) { note = text }

    private func send(_ done: String, _ request: @Sendable (MirrorClient) async throws -> Void) async {
        do {
            try await request(client)
            note = done
        } catch {
            note = "\(error)"
        }
    }

    // MARK: Drawing

    enum StripItem {
        case activity(RenderedActivity)
        case control(RenderedControl)
    }

    private func stripItems() async -> [StripItem] {
        await client.terminalActivities().map(StripItem.activity) + client.terminalControls().map(StripItem.control)
    }

    func draw() async {
        let (columns, rows) = terminal.size
        let status = await client.presentedStatus(), locked = status.locked
        var lines: [String] = []
        let phone = switch status.link {
        case .connected: "\u{1B}[32m● phone\u{1B}[0m"
        case .syncing: "\u{1B}[33m● syncing\u{1B}[0m"
        case .unreachable: "\u{1B}[31m● phone unreachable — showing the last content\u{1B}[0m"
        case .refused(let reason): "\u{1B}[31m● \(reason) (desktop-node pair)\u{1B}[0m"
        }
        let quarantined = await client.quarantined.count
        let problems = quarantined == 0 ? "" : "   \u{1B}[33m⚠︎ \(quarantined) item\(quarantined == 1 ? "" : "s") quarantined (see the log)\u{1B}[0m"
        lines.append("\u{1B}[1m WidgetRelay · Desktop\u{1B}[0m   \(phone)\(locked ? "   \u{1B}[35m🔒 locked\u{1B}[0m" : "")\(problems)")

        let items = await stripItems()
        let strip = items.enumerated().map { index, item -> String in
            let text: String = switch item {
            case .activity(let activity): "◉ \(activity.compact)\(activity.state == "stale" ? " (stale)" : "")"
            case .control(let control): "◧ \(control.title) \(control.label)"
            }
            return stripFocus == index ? "\u{1B}[7m\(text)\u{1B}[0m" : text
        }
        lines.append(" " + (strip.isEmpty ? "(no Live Activities or controls)" : strip.joined(separator: "  ·  ")))
        if let id = expandedActivity, let activity = await client.terminalActivities().first(where: { $0.id == id }) {
            lines += activity.lines.map { "    \($0)" }
        }
        lines.append("")

        let widgets = await client.terminalWidgets()
        let stale = await client.isStale
        if widgets.isEmpty { lines.append("  No widgets yet: press a to add one from the phone's gallery.") }
        // Cards sized by family, laid out in rows as wide as the terminal.
        var row: [(width: Int, lines: [String])] = []
        func flush() {
            let height = row.map(\.lines.count).max() ?? 0
            for line in 0..<height {
                lines.append(row.map { $0.lines[safe: line] ?? String(repeating: " ", count: $0.width) }.joined(separator: " "))
            }
            row = []
        }
        for (index, widget) in widgets.enumerated() {
            let width = Self.cardWidth(widget.family, columns: columns)
            if row.map({ $0.width + 1 }).reduce(0, +) + width > columns { flush() }
            row.append((width, card(widget, focused: index == focus && stripFocus == nil, stale: stale, width: width)))
        }
        flush()
        while lines.count < rows - 2 { lines.append("") }
        lines = Array(lines.prefix(max(1, rows - 2)))
        // Dialogs and notes carry the phone's words (kinds, entity titles, failure messages).
        let clean = { (text: String) in TerminalText.sanitize(text) }
        switch dialog {
        case .choose(let title, let options, _)?:
            lines.append("\u{1B}[1m\(clean(title))\u{1B}[0m  " + options.enumerated().map { "\($0 + 1)) \(clean($1))" }.joined(separator: "  ") + "  (Esc cancels)")
        case .type(let title, let text, _)?:
            lines.append("\u{1B}[1m\(clean(title)):\u{1B}[0m \(clean(text))▏")
        case nil:
            lines.append(fit(clean(note), columns))
        }
        terminal.draw(lines)
    }

    /// Cards in proportion to WidgetKit's sizes: small, medium and large, extra large twice as wide.
    static func cardWidth(_ family: String, columns: Int) -> Int {
        let width = switch family {
        case "systemSmall": 24
        case "systemExtraLarge": 90
        default: 46
        }
        return min(width, max(20, columns))
    }

    private func card(_ widget: RenderedWidget, focused: Bool, stale: Bool, width: Int) -> [String] {
        let inner = width - 4
        let flags = [widget.pending ? "⋯ pending" : nil, stale ? "stale" : nil].compactMap { $0 }.joined(separator: " ")
        let title = "\(focused ? "▶ " : "")\(widget.kind) · \(widget.family)\(flags.isEmpty ? "" : " · \(flags)")"
        let bold = focused ? "\u{1B}[1m" : "", reset = focused ? "\u{1B}[0m" : ""
        var lines = ["\(bold)┌ \(fit(title, inner)) ┐\(reset)"]
        for text in widget.lines.flatMap({ wrap($0, inner) }) {
            var line = fit(text, inner)
            if focused, let element = widget.elements.first(where: { $0.number == selected }), text.contains("[\(element.number): ") {
                line = "\u{1B}[7m\(line)\u{1B}[0m"
            }
            lines.append("\(bold)│\(reset) \(line) \(bold)│\(reset)")
        }
        if let problem = widget.problem { lines.append("\(bold)│\(reset) \u{1B}[33m\(fit(problem, inner))\u{1B}[0m \(bold)│\(reset)") }
        if let message = widget.message { lines.append("\(bold)│\(reset) \u{1B}[31m\(fit("! " + message, inner))\u{1B}[0m \(bold)│\(reset)") }
        lines.append("\(bold)└\(String(repeating: "─", count: width - 2))┘\(reset)")
        return lines
    }
}

/// Splits a line into pieces of at most `width` characters, at spaces where it can.
func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = [], current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
        if columns(current) + columns(String(word)) + 1 > width, !current.isEmpty {
            lines.append(current)
            current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
        while columns(current) > width {
            var head = "", used = 0
            for character in current where used + columns(character) <= width {
                head.append(character)
                used += columns(character)
            }
            lines.append(head)
            current = String(current.dropFirst(head.count))
        }
    }
    return lines + (current.isEmpty ? [] : [current])
}

