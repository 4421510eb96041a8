import Foundation
import Mirror
import MirrorCore
import RelayCore
import WidgetRelayKit

/// Carries out what the page asks, through the same ``Mirror/MirrorClient`` calls as
/// the terminal: an interaction's pending marks, optimistic toggle and revert are the
/// client's; this only translates.
struct PageCommands: Sendable {
    let client: MirrorClient
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
            let report = await client.activate(try target(command), elementID: try required(command.element, "element"))
            return try answer(report)
        case "control":
            return try answer(await client.activateControl(try required(command.id, "id")))
        case "open":
            guard let text = command.url, let url = URL(string: text) else { throw PageError("open needs a url") }
            return try answer(await client.open(url, target: try target(command), elementID: command.element ?? ""))
        case "openApp":
            return try answer(await client.openApp(from: try required(command.id, "id")))
        case "lock":
            await client.setLocked(command.locked ?? true)
            return (command.locked ?? true ? "locked" : "unlocked", nil)
        case "gallery":
            let catalog = try await client.catalog()
            let now = await client.phoneNow
            return (nil, GalleryHTML.gallery(catalog, now: now) + PreviewGalleryHTML.previews(catalog.previews, now: now))
        case "editor":
            let (kind, schema) = try await schema(for: command)
            var suggestions: [String: [EntitySuggestion]] = [:]
            for type in GalleryHTML.entityTypes(in: schema) { suggestions[type] = try await client.suggestedEntities(of: type) }
            return (nil, GalleryHTML.editor(kind: kind, family: command.family, instance: command.id, schema: schema, suggestions: suggestions))
        case "add":
            let kind = try required(command.kind, "kind")
            guard let family = command.family.flatMap(WidgetFamily.init(rawValue:)), families.contains(family) else {
                throw PageError("this desktop shows \(families.map(\.rawValue).joined(separator: ", "))")
            }
            let configuration = try await configuration(kind: kind, values: command.values)
            let id = try await client.addWidget(kind: kind, family: family, configuration: configuration)
            return ("added \(kind)", id)
        case "configure":
            let id = try required(command.id, "id")
            guard let kind = await client.replica.state.instances[id]?.instance.kind else { throw PageError("no widget \(id)") }
            try await client.configureWidget(id, configuration: try await configuration(kind: kind, values: command.values))
            return ("configured \(kind)", nil)
        case "remove":
            try await client.removeWidget(try required(command.id, "id"))
            return ("removed", nil)
        default:
            throw PageError("unknown command “\(command.t.prefix(40))”")
        }
    }

    private func answer(_ report: InteractionReport) throws -> (message: String?, html: String?) {
        guard report.outcome == .performed else { throw PageError(report.message ?? report.outcome.rawValue) }
        return (report.message, nil)
    }

    private func target(_ command: PageCommand) throws -> InteractionTarget {
        let id = try required(command.id, "id")
        switch command.target {
        case "widget": return .widget(id)
        case "activity": return .activity(id)
        case "control": return .control(id)
        default: throw PageError("target is widget, activity or control")
        }
    }

    private func schema(for command: PageCommand) async throws -> (String, IntentSchema) {
        var kind = command.kind
        if kind == nil, let id = command.id { kind = await client.replica.state.instances[id]?.instance.kind }
        guard let kind else { throw PageError("editor needs a kind or a widget") }
        guard let schema = try await client.configurationSchema(of: kind) else {
            throw PageError("\(kind) has nothing to configure")
        }
        return (kind, schema)
    }

    private func configuration(kind: String, values: [String: String]?) async throws -> IntentInvocation? {
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
