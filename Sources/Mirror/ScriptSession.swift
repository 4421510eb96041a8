import DomainModel
import Foundation
import MirrorCore
import Codec
import MirrorText
import ScriptProtocol
import WidgetRelayKit

/// The scriptable interface of a mirror, for programs and tests: one command per
/// line in (``ScriptProtocol/ScriptCommand``, whose table is the usage), one JSON
/// object per line out (``ScriptProtocol/ScriptEvent``), each naming the phone it is
/// about. Shared by desktop and watch; over every paired phone (a ``MirrorFleet``).
public actor ScriptSession {
    /// Which device the session is: a watch's complications open the app instead of
    /// performing intents, and it has a Smart Stack.
    public enum Surface: Sendable {
        case desktop
        case watch
    }

    private let fleet: MirrorFleet
    private let write: @Sendable (String) -> Void
    private let surface: Surface
    private var context = WatchContext()
    private var lastStack: [StackEntry] = []
    /// What each phone's section showed last, by the phone's slot.
    private var last: [String: Shown] = [:]
    private var lastPublish: Task<Void, Never>?

    /// What a phone's events said last (none yet: no widgets, activities, controls or
    /// recommendations, so a phone with none prints none of those events).
    private struct Shown {
        var widgets: [String: RenderedWidget] = [:]
        var status: StatusEvent?
        var activities: [RenderedActivity] = []
        var controls: [RenderedControl] = []
        var recommendations: [RecommendationKind] = []
    }

    /// A session over every phone of `fleet`, writing JSON lines with `write`.
    public init(fleet: MirrorFleet, surface: Surface = .desktop, write: @escaping @Sendable (String) -> Void) {
        self.fleet = fleet
        self.surface = surface
        self.write = write
    }

    private var isWatch: Bool { surface == .watch }

    /// Emits an event for everything that changed since the last call: on the phones
    /// with the slots given (those that reported a change), or on every phone. Calls run one
    /// after another, each after the one before it has printed, so no line ever shows
    /// an older state after a newer one.
    public func publishChanges(of slots: Set<String>? = nil) async {
        let previous = lastPublish
        let publish = Task {
            await previous?.value
            await self.publishNow(slots)
        }
        lastPublish = publish
        await publish.value
    }

    private func publishNow(_ slots: Set<String>?) async {
        for link in fleet.links where slots?.contains(link.phone.slot) ?? true { await publish(link) }
        guard isWatch else { return }
        let stack = await smartStack()
        if stack != lastStack {
            lastStack = stack
            emit(.stack(stack), about: nil)
        }
    }

    /// One phone's changes: status, widgets, activities, controls (a watch: recommendations).
    /// Everything is read from the phone's client first; what was shown is then compared and
    /// updated with no suspension between, so a command that forgets what was shown (`render`,
    /// `status`, `recommended`) while this publish waits on the client is never overwritten by
    /// what the publish read before it (it was once: `recommended` then printed nothing).
    private func publish(_ link: MirrorFleet.Link) async {
        let client = link.client, phone = link.phone
        let status = await statusEvent(client)
        let widgets = await client.renderedWidgets()
        let activities = await client.renderedActivities()
        let controls = await client.renderedControls()
        let recommendations =
            isWatch
            ? await client.replica.state.recommendations.sorted { $0.key < $1.key }.map { kind, list in
                RecommendationKind(
                    kind: kind,
                    items: list.enumerated().map { .init(number: $0.offset + 1, description: $0.element.description) })
            }
            : []

        var shown = last[phone.slot] ?? Shown()
        if status != shown.status {
            shown.status = status
            emit(.status(status), about: phone)
        }
        for widget in widgets where shown.widgets[widget.instance] != widget {
            emit(.widget(widget), about: phone)
        }
        for removed in Set(shown.widgets.keys).subtracting(widgets.map(\.instance)).sorted() {
            emit(.message(.removed, removed), about: phone)
        }
        shown.widgets = Dictionary(widgets.map { ($0.instance, $0) }, uniquingKeysWith: { first, _ in first })
        if activities != shown.activities {
            shown.activities = activities
            emit(.activities(activities), about: phone)
        }
        if controls != shown.controls {
            shown.controls = controls
            emit(.controls(controls), about: phone)
        }
        if recommendations != shown.recommendations {
            shown.recommendations = recommendations
            emit(.recommendations(recommendations), about: phone)
        }
        last[phone.slot] = shown
    }

    /// The Smart Stack now, every phone's cards ordered together.
    private func smartStack() async -> [StackEntry] {
        var rendered:
            [String: (state: ReplicaState, widgets: [String: RenderedWidget], activities: [String: RenderedActivity])] =
                [:]
        for link in fleet.links {
            let client = link.client
            rendered[link.phone.slot] = (
                await client.replica.state,
                Dictionary(await client.renderedWidgets().map { ($0.instance, $0) }, uniquingKeysWith: { a, _ in a }),
                Dictionary(await client.renderedActivities().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            )
        }
        return await fleet.smartStack(context: context).map { card in
            let phone = Self.tag(card.phone), item = card.item
            let seen = rendered[card.phone.slot]
            switch item.content {
            case .activity(let id):
                return StackEntry(
                    type: "activity", id: id, kind: seen?.state.activities[id]?.record.attributesType ?? "",
                    score: item.score, pinned: false, text: seen?.activities[id]?.compact ?? "", phone: phone)
            case .widget(let id):
                return StackEntry(
                    type: "widget", id: id, kind: seen?.state.instances[id]?.instance.kind ?? "", score: item.score,
                    pinned: item.pinned, text: seen?.widgets[id]?.text ?? "", phone: phone)
            }
        }
    }

    /// Runs one command line; returns false for `quit`.
    public func run(_ line: String) async -> Bool {
        do {
            guard let (command, phone) = try ScriptCommand.parseAddressed(line) else { return true }
            if command == .quit { return false }
            try await run(command, phone: phone)
        } catch let error as ScriptError {
            emit(.message(.error, error.description), about: error.phone)
        } catch {
            emit(.message(.error, "\(error)"), about: nil)
        }
        await publishChanges()
        return true
    }

    private func run(_ command: ScriptCommand, phone query: String?) async throws {
        // The phones a command may be about: the one named, or all.
        let named: MirrorFleet.Link?
        do { named = try query.map { try fleet.link(matching: $0) } } catch { throw ScriptError("--phone: \(error)") }
        let candidates = named.map { [$0] } ?? fleet.links
        switch command {
        case .quit: break
        case .help: emit(.message(.help, ScriptCommand.usage), about: nil)
        case .render:
            for link in candidates { last[link.phone.slot] = nil }
        case .status:
            for link in candidates { last[link.phone.slot]?.status = nil }
        case .lock: await fleet.setLocked(true)
        case .unlock: await fleet.setLocked(false)
        case .tap(let name, _) where isWatch:
            // Complications are not interactive: activating one opens the app on the phone.
            let (link, instance) = try await resolveInstance(name, among: candidates)
            emit(interaction: await link.client.openApp(from: instance), about: link.phone)
        case .tap(_, nil): throw ScriptError("usage: tap INSTANCE ELEMENT")
        case .tap(let name, let element?):
            let (link, instance) = try await resolveInstance(name, among: candidates)
            let elementID = try await resolveElement(element, in: instance, of: link)
            emit(
                interaction: await link.client.activate(instanceID: instance, elementID: elementID, shown: shown),
                about: link.phone)
        case .control(let kind):
            let link = try await one(of: candidates, "control “\(kind)”") {
                await $0.client.replica.state.controls[kind] != nil
            }
            emit(interaction: await link.client.activateControl(kind, shown: shown), about: link.phone)
        case .activity(let name, let element):
            let link = try await one(of: candidates, "Live Activity “\(name)”") { link in
                await link.client.renderedActivities().contains { $0.id.hasPrefix(name) }
            }
            guard let activity = await link.client.renderedActivities().first(where: { $0.id.hasPrefix(name) }) else {
                throw ScriptError("no Live Activity “\(name)”", phone: link.phone)
            }
            let elementID =
                Int(element).flatMap { number in activity.elements.first { $0.number == number }?.id } ?? element
            emit(
                interaction: await link.client.activate(.activity(activity.id), elementID: elementID, shown: shown),
                about: link.phone)
        case .open(let name):
            let (link, instance) = try await resolveInstance(name, among: candidates)
            guard let url = await link.client.renderedWidgets().first(where: { $0.instance == instance })?.url else {
                throw ScriptError("widget \(instance) has no URL", phone: link.phone)
            }
            guard let destination = URL(string: url) else { throw ScriptError("not a URL: \(url)", phone: link.phone) }
            emit(interaction: await link.client.open(destination, target: .widget(instance)), about: link.phone)
        case .stack: lastStack = []
        case .recommended:
            for link in candidates { last[link.phone.slot]?.recommendations = [] }
        case .context(let key, let value):
            switch key {
            case "workout": context.workout = value == "on"
            case "sleep": context.sleep = value == "on"
            case "headphones": context.headphones = value == "on"
            case "location": context.location = value == "none" ? nil : value
            default: throw ScriptError("unknown context “\(key)”")
            }
        case .pin(let name):
            let (link, instance) = try await resolveInstance(name, among: candidates)
            await link.client.setPinned(instance, true)
        case .unpin(let name):
            let (link, instance) = try await resolveInstance(name, among: candidates)
            await link.client.setPinned(instance, false)
        case .addRecommended(let kind, let familyName, let number):
            let family = try Self.family(familyName)
            let link = try await one(of: candidates, "a recommended \(kind)") {
                await $0.client.replica.state.recommendations[kind] != nil
            }
            guard number >= 1, let list = await link.client.replica.state.recommendations[kind],
                list.indices.contains(number - 1)
            else {
                throw ScriptError("\(kind) has no recommendation \(number)", phone: link.phone)
            }
            let instance = try await link.client.addWidget(
                kind: kind, family: family, configuration: list[number - 1].configuration)
            emit(.message(.added, instance), about: link.phone)
        case .gallery:
            for link in candidates {
                do {
                    emit(.gallery(try await link.client.catalog().widgets.map(Self.galleryKind)), about: link.phone)
                } catch {
                    emit(.message(.error, "\(error)"), about: link.phone)
                }
            }
        case .suggest(let type):
            let link = try only(candidates, "suggest")
            let entities = try await link.client.suggestedEntities(of: type)
            emit(
                .suggestions(entityType: type, entities: entities.map { SuggestedEntity(id: $0.id, title: $0.title) }),
                about: link.phone)
        case .add(let kind, let familyName, let values):
            let family = try Self.family(familyName)
            let link = try only(candidates, "add")
            let configuration = try await configurationValues(kind: kind, values, on: link)
            emit(
                .message(
                    .added, try await link.client.addWidget(kind: kind, family: family, configuration: configuration)),
                about: link.phone)
        case .configure(let name, let values):
            let (link, instance) = try await resolveInstance(name, among: candidates)
            let kind = await link.client.replica.state.instances[instance]?.instance.kind ?? ""
            try await link.client.configureWidget(
                instance, configuration: try await configurationValues(kind: kind, values, on: link))
            emit(.message(.configured, instance), about: link.phone)
        case .remove(let name):
            let (link, instance) = try await resolveInstance(name, among: candidates)
            try await link.client.removeWidget(instance)
        }
    }

    /// The optimistic state is printed before the phone can answer (a program reading
    /// the lines sees every step, however fast the answer comes).
    private var shown: MirrorClient.Shown { { await self.publishChanges() } }

    // MARK: Arguments

    private static func family(_ name: String) throws -> WidgetFamily {
        guard let family = WidgetFamily(rawValue: name) else {
            throw ScriptError(
                "unknown family “\(name)”; try \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return family
    }

    /// The one phone a command that names no widget is for: the one named, or the only one.
    private func only(_ candidates: [MirrorFleet.Link], _ command: String) throws -> MirrorFleet.Link {
        guard candidates.count == 1 else {
            throw ScriptError(
                "\(candidates.count) phones are paired (\(Self.listed(candidates))): `\(command)` needs --phone NAME|FINGERPRINT"
            )
        }
        return candidates[0]
    }

    /// The one phone among `candidates` that has `what`; several → name one with --phone.
    private func one(
        of candidates: [MirrorFleet.Link], _ what: String,
        has: (MirrorFleet.Link) async -> Bool
    ) async throws -> MirrorFleet.Link {
        var found: [MirrorFleet.Link] = []
        for link in candidates where await has(link) { found.append(link) }
        guard found.count <= 1 else {
            throw ScriptError("\(found.count) phones have \(what) (\(Self.listed(found))): name one with --phone")
        }
        guard let link = found.first else { throw ScriptError("no \(what)") }
        return link
    }

    /// An instance by id, id prefix, or kind (the first of that kind), on the one phone that has it.
    private func resolveInstance(_ name: String, among candidates: [MirrorFleet.Link]) async throws -> (
        MirrorFleet.Link, String
    ) {
        var found: [(MirrorFleet.Link, String)] = []
        for link in candidates {
            let widgets = await link.client.renderedWidgets()
            if let exact = widgets.first(where: { $0.instance == name || $0.kind == name }) {
                found.append((link, exact.instance))
            } else if let prefix = widgets.first(where: { $0.instance.hasPrefix(name) }) {
                found.append((link, prefix.instance))
            }
        }
        guard found.count <= 1 else {
            throw ScriptError(
                "\(found.count) phones have a widget “\(name)” (\(Self.listed(found.map(\.0)))): name one with --phone")
        }
        guard let match = found.first else { throw ScriptError("no widget “\(name)”") }
        return match
    }

    private func resolveElement(_ name: String, in instance: String, of link: MirrorFleet.Link) async throws -> String {
        guard let widget = await link.client.renderedWidgets().first(where: { $0.instance == instance }) else {
            throw ScriptError("no widget \(instance)", phone: link.phone)
        }
        if let number = Int(name), let element = widget.elements.first(where: { $0.number == number }) {
            return element.id
        }
        if let element = widget.elements.first(where: { $0.id == name || $0.label == name }) { return element.id }
        throw ScriptError(
            "widget \(instance) has no element “\(name)”; it has \(widget.elements.map { "\($0.number) (\($0.label))" }.joined(separator: ", "))",
            phone: link.phone)
    }

    /// `name=value` pairs typed by the kind's configuration schema.
    private func configurationValues(kind: String, _ pairs: [String], on link: MirrorFleet.Link) async throws
        -> IntentInvocation?
    {
        guard !pairs.isEmpty else { return nil }
        guard let schema = try await link.client.configurationSchema(of: kind) else {
            throw ScriptError("\(kind) is not configurable here", phone: link.phone)
        }
        let named = try pairs.map { pair -> (name: String, text: String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw ScriptError(
                    "“\(pair)” is not name=value for one of \(schema.parameters.map(\.name).joined(separator: ", "))",
                    phone: link.phone)
            }
            return (parts[0], parts[1])
        }
        return try schema.invocation(from: named)
    }

    // MARK: Events

    private static func galleryKind(_ widget: CatalogWidget) -> GalleryKind {
        GalleryKind(
            kind: widget.kind, name: widget.displayName, description: widget.description,
            families: widget.families.map(\.rawValue),
            parameters: widget.parameterTitles,
            preview: widget.previews.first.map { TextRenderer.render($0, RenderOptions(now: Date())).lines } ?? [])
    }

    private func statusEvent(_ client: MirrorClient) async -> StatusEvent {
        let core = await client.core
        return StatusEvent(
            reachable: core.isReachable, synced: core.replica.isSynced, stale: core.isStale, locked: core.isLocked,
            epoch: core.replica.state.epoch, seq: core.replica.state.seq,
            quarantine: core.quarantined.map { QuarantineEntry(kind: $0.kind.rawValue, id: $0.id, reason: $0.reason) },
            refused: core.refusal)
    }

    private func emit(interaction report: InteractionReport, about phone: FleetPhone) {
        emit(
            .interaction(
                InteractionEvent(
                    interaction: report.interactionID, instance: report.instanceID, element: report.elementID,
                    outcome: report.outcome.rawValue, message: report.message)), about: phone)
    }

    /// Phones as a person tells them apart: “name” fingerprint, …
    private static func listed(_ links: [MirrorFleet.Link]) -> String {
        links.map { "“\($0.phone.name)” \($0.phone.fingerprint)" }.joined(separator: ", ")
    }

    private static func tag(_ phone: FleetPhone) -> ScriptPhone {
        ScriptPhone(name: phone.name, fingerprint: phone.fingerprint)
    }

    private func emit(_ event: ScriptEvent, about phone: FleetPhone?) {
        write(ScriptLine(event, phone: phone.map(Self.tag)).jsonLine)
    }
}

/// A command that cannot be carried out, with why (and the phone it is about, if one).
struct ScriptError: Error, CustomStringConvertible {
    let description: String
    let phone: FleetPhone?
    init(_ description: String, phone: FleetPhone? = nil) { (self.description, self.phone) = (description, phone) }
}
