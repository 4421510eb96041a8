import Foundation
import MirrorCore
import RelayCore
import ScriptProtocol
import WidgetRelayKit

/// The scriptable interface of a mirror, for programs and tests: one command per
/// line in (``ScriptProtocol/ScriptCommand``, whose table is the usage), one JSON
/// object per line out (``ScriptProtocol/ScriptEvent``). Shared by desktop and watch.
public actor ScriptSession {
    /// Which device the session is: a watch's complications open the app instead of
    /// performing intents, and it has a Smart Stack.
    public enum Surface: Sendable {
        case desktop
        case watch
    }

    private let client: MirrorClient
    private let write: @Sendable (String) -> Void
    private let surface: Surface
    private var context = WatchContext()
    private var lastStack: [StackEntry] = []
    private var lastRecommendations: [RecommendationKind] = []
    private var lastWidgets: [String: RenderedWidget] = [:]
    private var lastStatus: StatusEvent?
    private var lastActivities: [RenderedActivity] = []
    private var lastControls: [RenderedControl] = []
    private var lastPublish: Task<Void, Never>?

    /// A session over `client`, writing JSON lines with `write`.
    public init(client: MirrorClient, surface: Surface = .desktop, write: @escaping @Sendable (String) -> Void) {
        self.client = client
        self.surface = surface
        self.write = write
    }

    private var isWatch: Bool { surface == .watch }

    /// Emits an event for everything that changed since the last call. Calls run one
    /// after another, each after the one before it has printed, so no line ever shows
    /// an older state after a newer one.
    public func publishChanges() async {
        let previous = lastPublish
        let publish = Task {
            await previous?.value
            await self.publishNow()
        }
        lastPublish = publish
        await publish.value
    }

    private func publishNow() async {
        let status = await statusEvent()
        if status != lastStatus {
            lastStatus = status
            emit(.status(status))
        }
        let widgets = await client.renderedWidgets()
        for widget in widgets where lastWidgets[widget.instance] != widget {
            emit(.widget(widget))
        }
        for removed in Set(lastWidgets.keys).subtracting(widgets.map(\.instance)) {
            emit(.message(.removed, removed))
        }
        lastWidgets = Dictionary(uniqueKeysWithValues: widgets.map { ($0.instance, $0) })
        let activities = await client.renderedActivities()
        if activities != lastActivities {
            lastActivities = activities
            emit(.activities(activities))
        }
        let controls = await client.renderedControls()
        if controls != lastControls {
            lastControls = controls
            emit(.controls(controls))
        }
        guard isWatch else { return }
        let stack = await smartStack(widgets: widgets, activities: activities)
        if stack != lastStack {
            lastStack = stack
            emit(.stack(stack))
        }
        let recommendations = await client.replica.state.recommendations.sorted { $0.key < $1.key }.map { kind, list in
            RecommendationKind(kind: kind, items: list.enumerated().map { .init(number: $0.offset + 1, description: $0.element.description) })
        }
        if recommendations != lastRecommendations {
            lastRecommendations = recommendations
            emit(.recommendations(recommendations))
        }
    }

    /// The Smart Stack now, as cards.
    private func smartStack(widgets renderedWidgets: [RenderedWidget], activities renderedActivities: [RenderedActivity]) async -> [StackEntry] {
        let state = await client.replica.state
        let rendered = Dictionary(uniqueKeysWithValues: renderedWidgets.map { ($0.instance, $0) })
        let activities = Dictionary(uniqueKeysWithValues: renderedActivities.map { ($0.id, $0) })
        return await client.smartStack(context: context).map { item in
            switch item.content {
            case .activity(let id):
                return StackEntry(type: "activity", id: id, kind: state.activities[id]?.record.attributesType ?? "",
                                  score: item.score, pinned: false, text: activities[id]?.compact ?? "")
            case .widget(let id):
                return StackEntry(type: "widget", id: id, kind: state.instances[id]?.instance.kind ?? "", score: item.score,
                                  pinned: item.pinned, text: rendered[id]?.text ?? "")
            }
        }
    }

    /// Runs one command line; returns false for `quit`.
    public func run(_ line: String) async -> Bool {
        do {
            guard let command = try ScriptCommand.parse(line) else { return true }
            if command == .quit { return false }
            try await run(command)
        } catch {
            emit(.message(.error, "\(error)"))
        }
        await publishChanges()
        return true
    }

    private func run(_ command: ScriptCommand) async throws {
        // The optimistic state is printed before the phone can answer (a program reading
        // the lines sees every step, however fast the answer comes).
        let shown: MirrorClient.Shown = { await self.publishChanges() }
        switch command {
        case .quit: break
        case .help: emit(.message(.help, ScriptCommand.usage))
        case .render:
            lastWidgets = [:]
            lastActivities = []
            lastControls = []
            lastStatus = nil
        case .status: lastStatus = nil
        case .lock: await client.setLocked(true)
        case .unlock: await client.setLocked(false)
        case .tap(let name, _) where isWatch:
            // Complications are not interactive: activating one opens the app on the phone.
            emit(interaction: await client.openApp(from: try await resolveInstance(name)))
        case .tap(_, nil): throw ScriptError("usage: tap INSTANCE ELEMENT")
        case .tap(let name, let element?):
            let instance = try await resolveInstance(name)
            let elementID = try await resolveElement(element, in: instance)
            emit(interaction: await client.activate(instanceID: instance, elementID: elementID, shown: shown))
        case .control(let kind): emit(interaction: await client.activateControl(kind, shown: shown))
        case .activity(let name, let element):
            let activities = await client.renderedActivities()
            guard let activity = activities.first(where: { $0.id.hasPrefix(name) }) else { throw ScriptError("no Live Activity “\(name)”") }
            let elementID = Int(element).flatMap { number in activity.elements.first { $0.number == number }?.id } ?? element
            emit(interaction: await client.activate(.activity(activity.id), elementID: elementID, shown: shown))
        case .open(let name):
            let instance = try await resolveInstance(name)
            guard let url = await client.renderedWidgets().first(where: { $0.instance == instance })?.url else {
                throw ScriptError("widget \(instance) has no URL")
            }
            guard let destination = URL(string: url) else { throw ScriptError("not a URL: \(url)") }
            emit(interaction: await client.open(destination, target: .widget(instance)))
        case .stack: lastStack = []
        case .recommended: lastRecommendations = []
        case .context(let key, let value):
            switch key {
            case "workout": context.workout = value == "on"
            case "sleep": context.sleep = value == "on"
            case "headphones": context.headphones = value == "on"
            case "location": context.location = value == "none" ? nil : value
            default: throw ScriptError("unknown context “\(key)”")
            }
        case .pin(let name): await client.setPinned(try await resolveInstance(name), true)
        case .unpin(let name): await client.setPinned(try await resolveInstance(name), false)
        case .addRecommended(let kind, let familyName, let number):
            let family = try Self.family(familyName)
            guard number >= 1, let list = await client.replica.state.recommendations[kind], list.indices.contains(number - 1) else {
                throw ScriptError("\(kind) has no recommendation \(number)")
            }
            let instance = try await client.addWidget(kind: kind, family: family, configuration: list[number - 1].configuration)
            emit(.message(.added, instance))
        case .gallery:
            emit(.gallery(try await client.catalog().widgets.map(Self.galleryKind)))
        case .suggest(let type):
            let entities = try await client.suggestedEntities(of: type)
            emit(.suggestions(entityType: type, entities: entities.map { SuggestedEntity(id: $0.id, title: $0.title) }))
        case .add(let kind, let familyName, let values):
            let family = try Self.family(familyName)
            let configuration = try await configurationValues(kind: kind, values)
            emit(.message(.added, try await client.addWidget(kind: kind, family: family, configuration: configuration)))
        case .configure(let name, let values):
            let instance = try await resolveInstance(name)
            let kind = await client.replica.state.instances[instance]?.instance.kind ?? ""
            try await client.configureWidget(instance, configuration: try await configurationValues(kind: kind, values))
            emit(.message(.configured, instance))
        case .remove(let name):
            try await client.removeWidget(try await resolveInstance(name))
        }
    }

    // MARK: Arguments

    private static func family(_ name: String) throws -> WidgetFamily {
        guard let family = WidgetFamily(rawValue: name) else {
            throw ScriptError("unknown family “\(name)”; try \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return family
    }

    /// An instance by id, id prefix, or kind (the first of that kind).
    private func resolveInstance(_ name: String) async throws -> String {
        let widgets = await client.renderedWidgets()
        if let exact = widgets.first(where: { $0.instance == name || $0.kind == name }) { return exact.instance }
        if let prefix = widgets.first(where: { $0.instance.hasPrefix(name) }) { return prefix.instance }
        throw ScriptError("no widget “\(name)”")
    }

    private func resolveElement(_ name: String, in instance: String) async throws -> String {
        guard let widget = await client.renderedWidgets().first(where: { $0.instance == instance }) else { throw ScriptError("no widget \(instance)") }
        if let number = Int(name), let element = widget.elements.first(where: { $0.number == number }) { return element.id }
        if let element = widget.elements.first(where: { $0.id == name || $0.label == name }) { return element.id }
        throw ScriptError("widget \(instance) has no element “\(name)”; it has \(widget.elements.map { "\($0.number) (\($0.label))" }.joined(separator: ", "))")
    }

    /// `name=value` pairs typed by the kind's configuration schema.
    private func configurationValues(kind: String, _ pairs: [String]) async throws -> IntentInvocation? {
        guard !pairs.isEmpty else { return nil }
        guard let schema = try await client.configurationSchema(of: kind) else {
            throw ScriptError("\(kind) is not configurable here")
        }
        let named = try pairs.map { pair -> (name: String, text: String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw ScriptError("“\(pair)” is not name=value for one of \(schema.parameters.map(\.name).joined(separator: ", "))")
            }
            return (parts[0], parts[1])
        }
        return try schema.invocation(from: named)
    }

    // MARK: Events

    private static func galleryKind(_ widget: CatalogWidget) -> GalleryKind {
        GalleryKind(kind: widget.kind, name: widget.displayName, description: widget.description, families: widget.families.map(\.rawValue),
                    parameters: widget.parameterTitles,
                    preview: widget.previews.first.map { TextRenderer.render($0, RenderOptions(now: Date())).lines } ?? [])
    }

    private func statusEvent() async -> StatusEvent {
        let core = await client.core
        return StatusEvent(reachable: core.isReachable, synced: core.replica.isSynced, stale: core.isStale, locked: core.isLocked,
                           epoch: core.replica.state.epoch, seq: core.replica.state.seq,
                           quarantine: core.quarantined.map { QuarantineEntry(kind: $0.kind.rawValue, id: $0.id, reason: $0.reason) },
                           refused: core.refusal)
    }

    private func emit(interaction report: InteractionReport) {
        emit(.interaction(InteractionEvent(interaction: report.interactionID, instance: report.instanceID, element: report.elementID,
                                           outcome: report.outcome.rawValue, message: report.message)))
    }

    private func emit(_ event: ScriptEvent) {
        write(event.jsonLine)
    }
}

/// A command that cannot be carried out, with why.
struct ScriptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
