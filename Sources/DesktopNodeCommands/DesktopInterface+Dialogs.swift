import DomainModel
import Foundation
import Mirror
import MirrorNodeKit
import Codec
import WidgetRelayKit

/// The questions at the bottom of the screen: add a widget (which phone, which kind, which
/// size, its configuration), configure one, remove one — each sent to the phone it is about.
extension DesktopInterface {

    func answer(_ current: Dialog, _ key: Key) async {
        switch current {
        case .choose(_, let options, let pick):
            if key == .escape { dialog = nil; return }
            // 1 to 9, then a to z (ChoiceKeys): a gallery of more than nine widgets is chosen from whole.
            guard case .character(let c) = key, let index = ChoiceKeys.index(c, count: options.count) else { return }
            dialog = nil
            await pick(index + 1)
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

    /// `a`: with several phones, asks which phone first; then that phone's gallery.
    func startAdd() async {
        let links = fleet.links
        guard links.count > 1 else {
            if let link = links.first { await startAdd(on: link) }
            return
        }
        let labels = fleet.terminalLabels()
        dialog = .choose(
            title: "Add a widget from which phone?", options: links.map { labels[$0.phone.slot] ?? $0.phone.slot }
        ) { [weak self] number in
            await self?.startAdd(on: links[number - 1])
        }
    }

    /// That phone's gallery: which kind, which size, then its configuration.
    private func startAdd(on link: MirrorFleet.Link) async {
        guard let catalog = try? await link.client.catalog() else {
            note = "the phone\(owner(link)) did not answer"
            return
        }
        let kinds = catalog.widgets
        dialog = .choose(
            title: "Add which widget?",
            options: kinds.map { "\($0.displayName.isEmpty ? $0.kind : $0.displayName) — \($0.description)" }
        ) { [weak self] number in
            let kind = kinds[number - 1]
            let families = kind.families
            await self?.ask(
                .choose(title: "Which size?", options: families.map(\.rawValue)) { [weak self] choice in
                    await self?.configure(kind: kind, values: [], on: link) { [weak self] values in
                        await self?.send("added \(kind.kind)", on: link) {
                            _ = try await $0.addWidget(
                                kind: kind.kind, family: families[choice - 1], configuration: values)
                        }
                    }
                })
        }
    }

    /// `c`: the focused card's configuration, asked of and sent to its phone.
    func startConfigure(_ card: Card) async {
        let widget = card.widget
        guard let catalog = try? await card.link.client.catalog(),
            let kind = catalog.widgets.first(where: { $0.kind == widget.kind }), kind.configuration != nil
        else {
            note = "\(widget.kind) has nothing to configure"
            return
        }
        await configure(kind: kind, values: [], on: card.link) { [weak self] values in
            await self?.send("configured \(widget.kind)", on: card.link) {
                try await $0.configureWidget(widget.instance, configuration: values)
            }
        }
    }

    /// `x`: removes the focused card from its phone, once confirmed.
    func startRemove(_ card: Card) {
        let widget = card.widget
        dialog = .choose(title: "Remove \(widget.kind)\(owner(card.link))?", options: ["Remove", "Keep"]) {
            [weak self] choice in
            guard choice == 1 else { return }
            await self?.send("removed \(widget.kind)", on: card.link) { try await $0.removeWidget(widget.instance) }
        }
    }

    /// Asks for each configuration parameter in declared order (suggestions from `link`'s
    /// phone), then calls `then`.
    private func configure(
        kind: CatalogWidget, values: [NamedIntentValue], on link: MirrorFleet.Link,
        then: @escaping @Sendable (IntentInvocation?) async -> Void
    ) async {
        guard let schema = kind.configuration else { await then(nil); return }
        let parameters = schema.parameters.sorted { $0.order < $1.order }
        guard values.count < parameters.count else {
            await then(IntentInvocation(intentType: schema.intentType, parameters: values))
            return
        }
        let parameter = parameters[values.count]
        let next: @Sendable (IntentValue?) async -> Void = { [weak self] value in
            var values = values
            if let value {
                values.append(NamedIntentValue(name: parameter.name, value: value))
            } else if let value = parameter.defaultValue {
                values.append(NamedIntentValue(name: parameter.name, value: value))
            } else if parameter.isOptional {
                values.append(NamedIntentValue(name: parameter.name, value: .null))
            } else {
                await self?.setNote("\(parameter.title) is needed"); return
            }
            await self?.configure(kind: kind, values: values, on: link, then: then)
        }
        switch parameter.kind {
        case .entity(let type):
            guard let entities = try? await link.client.suggestedEntities(of: type) else {
                note = "no suggestions for \(parameter.title)"; return
            }
            dialog = .choose(title: parameter.title, options: entities.map { $0.title.isEmpty ? $0.id : $0.title }) {
                number in
                let entity = entities[number - 1]
                await next(.entity(EntityValue(entityType: type, id: entity.id)))
            }
        case .enumeration(let type, let cases):
            dialog = .choose(title: parameter.title, options: cases.map { $0.display?.title.key ?? $0.rawValue }) {
                number in
                await next(.enumCase(EnumCaseValue(enumType: type, rawValue: cases[number - 1].rawValue)))
            }
        case .bool:
            dialog = .choose(title: parameter.title, options: ["Yes", "No"]) { await next(.bool($0 == 1)) }
        default:
            dialog = .type(title: "\(parameter.title) (Enter keeps the default)", text: "") { text in
                guard !text.isEmpty else { await next(nil); return }
                do { await next(try IntentValue(parsing: text, for: parameter)) } catch {
                    await self.setNote("\(error)")
                }
            }
        }
    }

    private func ask(_ next: Dialog) { dialog = next }
    private func setNote(_ text: String) { note = text }

    /// Sends `request` to `link`'s phone; the note says `done`, or why not.
    private func send(
        _ done: String, on link: MirrorFleet.Link, _ request: @Sendable (MirrorClient) async throws -> Void
    ) async {
        do {
            try await request(link.client)
            note = done + owner(link)
        } catch {
            note = "\(error)"
        }
    }
}
