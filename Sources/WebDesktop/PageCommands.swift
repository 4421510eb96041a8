import DomainModel
import Foundation
import Mirror
import MirrorCore
import Codec
import WidgetRelayKit

/// Carries out what the page asks, through the same ``Mirror/MirrorClient`` calls as
/// the terminal: an interaction's pending marks, optimistic toggle and revert are the
/// client's; this only translates, and finds the phone from the page id's slot (never
/// from anything a phone said).
struct PageCommands: Sendable {
    let fleet: MirrorFleet
    /// The families this desktop shows (the gallery offers no others).
    let families: [WidgetFamily]

    /// The answer to `command` (nil when it wants none).
    func perform(_ command: PageCommand) async -> PageMessage? {
        let result: Result<(message: String?, html: String?), PageError>
        do {
            result = .success(try await run(command))
        } catch let error as PageError {
            result = .failure(error)
        } catch {
            result = .failure(PageError("\(error)"))
        }
        guard let ref = command.ref else { return nil }
        switch result {
        case .success(let answer): return .done(ref: ref, ok: true, message: answer.message, html: answer.html)
        case .failure(let error): return .done(ref: ref, ok: false, message: error.description, html: nil)
        }
    }

    private func run(_ command: PageCommand) async throws -> (message: String?, html: String?) {
        switch command.t {
        case "activate":
            let (client, target) = try self.target(command)
            let report = await client.activate(target, elementID: try required(command.element, "element"))
            return try answer(report)
        case "control":
            let (client, kind) = try item(command)
            return try answer(await client.activateControl(kind))
        case "open":
            guard let text = command.url, let url = URL(string: text) else { throw PageError("open needs a url") }
            let (client, target) = try self.target(command)
            return try answer(await client.open(url, target: target, elementID: command.element ?? ""))
        case "openApp":
            let (client, instance) = try item(command)
            return try answer(await client.openApp(from: instance))
        case "lock":
            await fleet.setLocked(command.locked ?? true)
            return (command.locked ?? true ? "locked" : "unlocked", nil)
        case "gallery":
            guard let link = try phone(command) else { return (nil, GalleryHTML.phoneChooser(fleet.phones)) }
            let catalog = try await link.client.catalog()
            let now = await link.client.phoneNow
            let heading = fleet.links.count > 1 ? PhoneLabels.distinct(fleet.phones) { $0.label }[link.phone.slot] : nil
            return (
                nil,
                GalleryHTML.gallery(catalog, now: now, phone: link.phone.slot, heading: heading)
                    + PreviewGalleryHTML.previews(catalog.previews, now: now)
            )
        case "editor":
            let (link, kind, schema, instance) = try await schema(for: command)
            var suggestions: [String: [EntitySuggestion]] = [:]
            for type in GalleryHTML.entityTypes(in: schema) {
                suggestions[type] = try await link.client.suggestedEntities(of: type)
            }
            return (
                nil,
                GalleryHTML.editor(
                    kind: kind, family: command.family, instance: instance, phone: link.phone.slot, schema: schema,
                    suggestions: suggestions)
            )
        case "add":
            let kind = try required(command.kind, "kind")
            guard let family = command.family.flatMap(WidgetFamily.init(rawValue:)), families.contains(family) else {
                throw PageError("this desktop shows \(families.map(\.rawValue).joined(separator: ", "))")
            }
            guard let link = try phone(command) else { throw PageError("add needs a phone") }
            let configuration = try await configuration(kind: kind, values: command.values, on: link.client)
            let id = try await link.client.addWidget(kind: kind, family: family, configuration: configuration)
            return ("added \(kind)", PageID(slot: link.phone.slot, local: id).text)
        case "configure":
            let (client, id) = try item(command)
            guard let kind = await client.replica.state.instances[id]?.instance.kind else {
                throw PageError("no widget \(id)")
            }
            try await client.configureWidget(
                id, configuration: try await configuration(kind: kind, values: command.values, on: client))
            return ("configured \(kind)", nil)
        case "remove":
            let (client, id) = try item(command)
            try await client.removeWidget(id)
            return ("removed", nil)
        default:
            throw PageError("unknown command “\(command.t.prefix(40))”")
        }
    }

    /// The client of the phone a page id names, and the phone's own id in it.
    private func item(_ command: PageCommand) throws -> (MirrorClient, String) {
        let (link, id) = try itemLink(command)
        return (link.client, id)
    }

    private func itemLink(_ command: PageCommand) throws -> (MirrorFleet.Link, String) {
        let text = try required(command.id, "id")
        guard let id = PageID(parsing: text), let link = fleet.link(id.slot) else {
            throw PageError("no phone has “\(text.prefix(80))”")
        }
        return (link, id.local)
    }

    /// The phone a command names by slot (`phone`); the only phone when there is one; nil when it must be asked.
    private func phone(_ command: PageCommand) throws -> MirrorFleet.Link? {
        if let slot = command.phone {
            guard let link = fleet.link(slot) else { throw PageError("no phone “\(slot.prefix(40))”") }
            return link
        }
        return fleet.links.count == 1 ? fleet.links[0] : nil
    }

    private func answer(_ report: InteractionReport) throws -> (message: String?, html: String?) {
        guard report.outcome == .performed else { throw PageError(report.message ?? report.outcome.rawValue) }
        return (report.message, nil)
    }

    private func target(_ command: PageCommand) throws -> (MirrorClient, InteractionTarget) {
        let (client, id) = try item(command)
        switch command.target {
        case "widget": return (client, .widget(id))
        case "activity": return (client, .activity(id))
        case "control": return (client, .control(id))
        default: throw PageError("target is widget, activity or control")
        }
    }

    private func schema(for command: PageCommand) async throws -> (MirrorFleet.Link, String, IntentSchema, String?) {
        let link: MirrorFleet.Link
        var kind = command.kind
        var instance: String?
        if command.id != nil {
            let (found, id) = try itemLink(command)
            link = found
            instance = command.id
            if kind == nil { kind = await link.client.replica.state.instances[id]?.instance.kind }
        } else {
            guard let named = try phone(command) else { throw PageError("editor needs a phone") }
            link = named
        }
        guard let kind else { throw PageError("editor needs a kind or a widget") }
        guard let schema = try await link.client.configurationSchema(of: kind) else {
            throw PageError("\(kind) has nothing to configure")
        }
        return (link, kind, schema, instance)
    }

    private func configuration(kind: String, values: [String: String]?, on client: MirrorClient) async throws
        -> IntentInvocation?
    {
        guard let values, values.values.contains(where: { !$0.isEmpty }) else { return nil }
        guard let schema = try await client.configurationSchema(of: kind) else {
            throw PageError("\(kind) is not configurable here")
        }
        do {
            return try schema.invocation(from: values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        } catch {
            throw PageError("\(error)")
        }
    }

    private func required(_ value: String?, _ name: String) throws -> String {
        guard let value, !value.isEmpty else { throw PageError("\(name) is missing") }
        return value
    }
}

/// Why a page's command was not carried out (shown in the page).
struct PageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
