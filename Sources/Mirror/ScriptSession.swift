import Foundation
import RelayCore
import RelayWire
import WidgetRelayKit

/// The scriptable interface of a mirror, for programs and tests: one command per
/// line in, one JSON object per line out (`{"event": …}`). Shared by desktop and watch.
///
/// Commands:
/// ```
/// render                         every widget, activity and control, as events
/// status                         reachability, sync, lock
/// gallery                        the phone's widget kinds this device can show
/// suggest ENTITY_TYPE            an EntityQuery's suggestions
/// add KIND FAMILY [name=value…]  add a widget (entity parameters take an id)
/// configure INSTANCE name=value… reconfigure
/// remove INSTANCE
/// tap INSTANCE ELEMENT           a button, toggle or link, by number (1, 2…) or element id
///                                (watch: `tap INSTANCE` opens the app from a complication)
/// stack | recommended            (watch) the Smart Stack order; the recommended configurations
/// context KEY on|off             (watch) workout, sleep, headphones; `context location NAME`
/// pin | unpin INSTANCE           (watch) keep a Smart Stack widget where it is
/// add-recommended KIND FAMILY N  (watch) add the Nth recommended configuration
/// control KIND                   activate a control (toggle or button)
/// activity ID ELEMENT            a Live Activity's button or toggle
/// open INSTANCE                  open the widget's URL in the app on the phone
/// lock | unlock
/// quit
/// ```
public actor ScriptSession {
    /// Which device the session is: a watch's complications open the app instead of
    /// performing intents, and it has a Smart Stack.
    public enum Surface: Sendable {
        case desktop
        case watch(pinnedPath: String?)
    }

    private let client: MirrorClient
    private let write: @Sendable (String) -> Void
    private let surface: Surface
    private var context = WatchContext()
    private var pinned: Set<String> = []
    private var lastStack: [StackEntry] = []
    private var lastRecommendations: [RecommendationsEvent.Kind] = []
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
        if case .watch(let path?) = surface, let data = FileManager.default.contents(atPath: path),
           let saved = try? JSONDecoder().decode([String].self, from: data) {
            pinned = Set(saved)
        }
    }

    private var isWatch: Bool { if case .watch = surface { true } else { false } }

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
            emit(status)
        }
        let widgets = await client.renderedWidgets()
        for widget in widgets where lastWidgets[widget.instance] != widget {
            emit(WidgetEvent(widget: widget))
        }
        for removed in Set(lastWidgets.keys).subtracting(widgets.map(\.instance)) {
            emit(MessageEvent(event: "removed", message: removed))
        }
        lastWidgets = Dictionary(uniqueKeysWithValues: widgets.map { ($0.instance, $0) })
        let activities = await client.renderedActivities()
        if activities != lastActivities {
            lastActivities = activities
            emit(ActivitiesEvent(activities: activities))
        }
        let controls = await client.renderedControls()
        if controls != lastControls {
            lastControls = controls
            emit(ControlsEvent(controls: controls))
        }
        guard isWatch else { return }
        let stack = await smartStack(widgets: widgets, activities: activities)
        if stack != lastStack {
            lastStack = stack
            emit(StackEvent(items: stack))
        }
        let recommendations = await client.replica.state.recommendations.sorted { $0.key < $1.key }.map { kind, list in
            RecommendationsEvent.Kind(kind: kind, items: list.enumerated().map { .init(number: $0.offset + 1, description: $0.element.description) })
        }
        if recommendations != lastRecommendations {
            lastRecommendations = recommendations
            emit(RecommendationsEvent(kinds: recommendations))
        }
    }

    /// The Smart Stack now: Live Activities, then rectangular widgets by relevance.
    private func smartStack(widgets renderedWidgets: [RenderedWidget], activities renderedActivities: [RenderedActivity]) async -> [StackEntry] {
        let state = await client.replica.state
        let now = await client.phoneNow
        let widgets = state.orderedInstances.filter { $0.family == .accessoryRectangular }
        let rendered = Dictionary(uniqueKeysWithValues: renderedWidgets.map { ($0.instance, $0) })
        let activities = Dictionary(uniqueKeysWithValues: renderedActivities.map { ($0.id, $0) })
        return SmartStack.order(widgets: widgets, relevances: state.relevances, activities: Array(state.activities.values),
                                pinned: pinned, at: now, context: context).map { item in
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
        let words = Self.split(line)
        guard let command = words.first else { return true }
        let arguments = Array(words.dropFirst())
        do {
            switch command {
            case "quit", "exit": return false
            case "render":
                lastWidgets = [:]
                lastActivities = []
                lastControls = []
                lastStatus = nil
                await publishChanges()
            case "status":
                lastStatus = nil
                await publishChanges()
            case "lock": await client.setLocked(true)
            case "unlock": await client.setLocked(false)
            case "tap" where isWatch:
                // Complications are not interactive: activating one opens the app on the phone.
                guard let name = arguments.first else { throw MirrorError("usage: tap INSTANCE") }
                emit(InteractionEvent(report: await client.openApp(from: try await resolveInstance(name))))
            case "stack":
                lastStack = []
            case "context":
                guard arguments.count == 2 else { throw MirrorError("usage: context workout|sleep|headphones on|off, or context location NAME|none") }
                switch arguments[0] {
                case "workout": context.workout = arguments[1] == "on"
                case "sleep": context.sleep = arguments[1] == "on"
                case "headphones": context.headphones = arguments[1] == "on"
                case "location": context.location = arguments[1] == "none" ? nil : arguments[1]
                default: throw MirrorError("unknown context “\(arguments[0])”")
                }
            case "pin", "unpin":
                guard let name = arguments.first else { throw MirrorError("usage: \(command) INSTANCE") }
                let instance = try await resolveInstance(name)
                if command == "pin" { pinned.insert(instance) } else { pinned.remove(instance) }
                if case .watch(let path?) = surface { try JSONEncoder().encode(pinned.sorted()).write(to: URL(fileURLWithPath: path)) }
            case "recommended":
                lastRecommendations = []
            case "add-recommended":
                guard arguments.count == 3, let number = Int(arguments[2]) else { throw MirrorError("usage: add-recommended KIND FAMILY NUMBER") }
                guard let family = WidgetFamily(rawValue: arguments[1]) else { throw MirrorError("unknown family “\(arguments[1])”") }
                guard let list = await client.replica.state.recommendations[arguments[0]], list.indices.contains(number - 1) else {
                    throw MirrorError("\(arguments[0]) has no recommendation \(number)")
                }
                let configuration = list[number - 1].configuration
                guard case .widgetInstance(let reply) = try await client.request({
                    $0.configureWidget = .with {
                        $0.kind = arguments[0]
                        $0.family = WireCodec.encode(family)
                        $0.configuration = WireCodec.encode(configuration)
                    }
                }) else { throw MirrorError("no instance") }
                emit(MessageEvent(event: "added", message: reply.instance.instanceID))
            case "tap":
                guard arguments.count == 2 else { throw MirrorError("usage: tap INSTANCE ELEMENT") }
                let instance = try await resolveInstance(arguments[0])
                let element = try await resolveElement(arguments[1], in: instance)
                // The optimistic state is printed before the phone can answer (a program reading
                // the lines sees every step, however fast the answer comes).
                let report = await client.activate(instanceID: instance, elementID: element, shown: { await self.publishChanges() })
                emit(InteractionEvent(report: report))
            case "control":
                guard let kind = arguments.first else { throw MirrorError("usage: control KIND") }
                emit(InteractionEvent(report: await client.activateControl(kind, shown: { await self.publishChanges() })))
            case "activity":
                guard arguments.count == 2 else { throw MirrorError("usage: activity ID ELEMENT") }
                let activities = await client.renderedActivities()
                guard let activity = activities.first(where: { $0.id.hasPrefix(arguments[0]) }) else { throw MirrorError("no Live Activity “\(arguments[0])”") }
                let element = Int(arguments[1]).flatMap { number in activity.elements.first { $0.number == number }?.id } ?? arguments[1]
                emit(InteractionEvent(report: await client.activate(.activity(activity.id), elementID: element, shown: { await self.publishChanges() })))
            case "gallery":
                guard case .catalog(let catalog) = try await client.request({ $0.catalogRequest = .init() }) else { throw MirrorError("no catalog") }
                emit(GalleryEvent(catalog: catalog))
            case "suggest":
                guard let type = arguments.first else { throw MirrorError("usage: suggest ENTITY_TYPE") }
                guard case .entityQueryReply(let reply) = try await client.request({ $0.entityQuery = .with { $0.entityType = type; $0.suggested = true } }) else {
                    throw MirrorError("no suggestions")
                }
                emit(SuggestionsEvent(entityType: type, entities: reply.entities.map { .init(id: $0.id, title: $0.display.title) }))
            case "add":
                guard arguments.count >= 2 else { throw MirrorError("usage: add KIND FAMILY [name=value…]") }
                guard let family = WidgetFamily(rawValue: arguments[1]) else {
                    throw MirrorError("unknown family “\(arguments[1])”; try \(WidgetFamily.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let configuration = try await configurationValues(kind: arguments[0], Array(arguments.dropFirst(2)))
                guard case .widgetInstance(let reply) = try await client.request({
                    $0.configureWidget = .with {
                        $0.kind = arguments[0]
                        $0.family = WireCodec.encode(family)
                        if let configuration { $0.configuration = WireCodec.encode(configuration) }
                    }
                }) else { throw MirrorError("no instance") }
                emit(MessageEvent(event: "added", message: reply.instance.instanceID))
            case "configure":
                guard arguments.count >= 2 else { throw MirrorError("usage: configure INSTANCE name=value…") }
                let instance = try await resolveInstance(arguments[0])
                let kind = await client.replica.state.instances[instance]?.instance.kind ?? ""
                let configuration = try await configurationValues(kind: kind, Array(arguments.dropFirst()))
                _ = try await client.request { $0.configureWidget = .with {
                    $0.instanceID = instance
                    if let configuration { $0.configuration = WireCodec.encode(configuration) }
                } }
                emit(MessageEvent(event: "configured", message: instance))
            case "remove":
                guard let name = arguments.first else { throw MirrorError("usage: remove INSTANCE") }
                let instance = try await resolveInstance(name)
                _ = try await client.request { $0.removeWidget = .with { $0.instanceID = instance } }
            case "open":
                guard let name = arguments.first else { throw MirrorError("usage: open INSTANCE") }
                let instance = try await resolveInstance(name)
                guard let url = await client.renderedWidgets().first(where: { $0.instance == instance })?.url else {
                    throw MirrorError("widget \(instance) has no URL")
                }
                guard let destination = URL(string: url) else { throw MirrorError("not a URL: \(url)") }
                emit(InteractionEvent(report: await client.open(destination, target: .widget(instance))))
            default:
                throw MirrorError("unknown command “\(command)”; try render, status, gallery, suggest, add, configure, remove, tap, control, activity, open, lock, unlock, quit")
            }
        } catch {
            emit(MessageEvent(event: "error", message: "\(error)"))
        }
        await publishChanges()
        return true
    }

    // MARK: Arguments

    /// An instance by id, id prefix, or kind (the first of that kind).
    private func resolveInstance(_ name: String) async throws -> String {
        let widgets = await client.renderedWidgets()
        if let exact = widgets.first(where: { $0.instance == name || $0.kind == name }) { return exact.instance }
        if let prefix = widgets.first(where: { $0.instance.hasPrefix(name) }) { return prefix.instance }
        throw MirrorError("no widget “\(name)”")
    }

    private func resolveElement(_ name: String, in instance: String) async throws -> String {
        guard let widget = await client.renderedWidgets().first(where: { $0.instance == instance }) else { throw MirrorError("no widget \(instance)") }
        if let number = Int(name), let element = widget.elements.first(where: { $0.number == number }) { return element.id }
        if let element = widget.elements.first(where: { $0.id == name || $0.label == name }) { return element.id }
        throw MirrorError("widget \(instance) has no element “\(name)”; it has \(widget.elements.map { "\($0.number) (\($0.label))" }.joined(separator: ", "))")
    }

    /// `name=value` pairs typed by the kind's configuration schema.
    private func configurationValues(kind: String, _ pairs: [String]) async throws -> IntentInvocation? {
        guard !pairs.isEmpty else { return nil }
        guard case .catalog(let catalog) = try await client.request({ $0.catalogRequest = .init() }),
              let widget = catalog.widgets.first(where: { $0.kind == kind }), widget.hasConfiguration else {
            throw MirrorError("\(kind) is not configurable here")
        }
        let schema = try WireCodec.decode(widget.configuration)
        var values: [NamedIntentValue] = []
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let parameter = schema.parameters.first(where: { $0.name == parts[0] }) else {
                throw MirrorError("“\(pair)” is not name=value for one of \(schema.parameters.map(\.name).joined(separator: ", "))")
            }
            values.append(NamedIntentValue(name: parameter.name, value: try Self.value(parts[1], for: parameter)))
        }
        return IntentInvocation(intentType: schema.intentType, parameters: values)
    }

    /// A typed value from text, for one configuration parameter.
    public static func value(_ text: String, for parameter: IntentParameterSchema) throws -> IntentValue {
        func bad() -> MirrorError { MirrorError("“\(text)” is not a valid \(parameter.title)") }
        switch parameter.kind {
        case .string: return .string(text)
        case .int: guard let v = Int(text) else { throw bad() }; return .int(v)
        case .double: guard let v = Double(text) else { throw bad() }; return .double(v)
        case .bool: guard let v = Bool(text) else { throw bad() }; return .bool(v)
        case .date: guard let v = ISO8601DateFormatter().date(from: text) else { throw bad() }; return .date(v)
        case .url: guard let v = URL(string: text) else { throw bad() }; return .url(v)
        case .enumeration(let type, let cases):
            guard let match = cases.first(where: { $0.rawValue == text }) else {
                throw MirrorError("\(parameter.title) is one of \(cases.map(\.rawValue).joined(separator: ", "))")
            }
            return .enumCase(EnumCaseValue(enumType: type, rawValue: match.rawValue, display: match.display))
        case .entity(let type): return .entity(EntityValue(entityType: type, id: text))
        }
    }

    /// Splits a command line on spaces, keeping "double quoted" words whole.
    static func split(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character == " " && !quoted {
                if started { words.append(current); current = ""; started = false }
                continue
            }
            current.append(character)
            started = true
        }
        if started { words.append(current) }
        return words
    }

    // MARK: Events

    private func statusEvent() async -> StatusEvent {
        StatusEvent(reachable: await client.isReachable, synced: await client.replica.isSynced, stale: await client.isStale,
                    locked: await client.isLocked, epoch: await client.replica.state.epoch, seq: await client.replica.state.seq,
                    quarantined: await client.quarantined)
    }

    private func emit(_ event: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(event) else { return }
        write(String(decoding: data, as: UTF8.self))
    }
}

/// One Smart Stack card, for the `stack` event.
struct StackEntry: Encodable, Equatable {
    let type: String
    let id: String
    let kind: String
    let score: Double
    let pinned: Bool
    let text: String
}

struct StackEvent: Encodable {
    var event = "stack"
    let items: [StackEntry]
}

struct RecommendationsEvent: Encodable {
    var event = "recommendations"
    let kinds: [Kind]
    struct Kind: Encodable, Equatable {
        let kind: String
        let items: [Item]
    }
    struct Item: Encodable, Equatable {
        let number: Int
        let description: String
    }
}

struct StatusEvent: Encodable, Equatable {
    var event = "status"
    let reachable: Bool
    let synced: Bool
    let stale: Bool
    let locked: Bool
    let epoch: UInt64
    let seq: UInt64
    /// Items of the phone's state set aside because they could not be used.
    let quarantine: [QuarantinedItem]
    init(reachable: Bool, synced: Bool, stale: Bool, locked: Bool, epoch: UInt64, seq: UInt64, quarantined: [QuarantinedItem]) {
        (self.reachable, self.synced, self.stale, self.locked, self.epoch, self.seq) = (reachable, synced, stale, locked, epoch, seq)
        quarantine = quarantined
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(event, forKey: .event)
        try container.encode(reachable, forKey: .reachable)
        try container.encode(synced, forKey: .synced)
        try container.encode(stale, forKey: .stale)
        try container.encode(locked, forKey: .locked)
        try container.encode(epoch, forKey: .epoch)
        try container.encode(seq, forKey: .seq)
        try container.encode(quarantine.count, forKey: .quarantined)
        try container.encode(quarantine, forKey: .quarantine)
    }
    enum Key: String, CodingKey { case event, reachable, synced, stale, locked, epoch, seq, quarantined, quarantine }
}

struct WidgetEvent: Encodable {
    var event = "widget"
    let widget: RenderedWidget
    func encode(to encoder: any Encoder) throws {
        try widget.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(event, forKey: .event)
        try container.encode(widget.text, forKey: .text)
    }
    enum Key: String, CodingKey { case event, text }
}

struct InteractionEvent: Encodable {
    var event = "interaction"
    /// The interaction's id, as the phone records it (empty for an opened URL).
    let interaction: String
    let instance: String
    let element: String
    let outcome: String
    let message: String?
    init(report: InteractionReport) {
        interaction = report.interactionID
        instance = report.instanceID
        element = report.elementID
        outcome = report.outcome.rawValue
        message = report.message
    }
}

struct MessageEvent: Encodable {
    let event: String
    let message: String
}

struct ActivitiesEvent: Encodable {
    var event = "activities"
    let activities: [RenderedActivity]
}

struct ControlsEvent: Encodable {
    var event = "controls"
    let controls: [RenderedControl]
}

struct SuggestionsEvent: Encodable {
    var event = "suggestions"
    let entityType: String
    let entities: [Entity]
    struct Entity: Encodable { let id: String; let title: String }
}

struct GalleryEvent: Encodable {
    var event = "gallery"
    let kinds: [Kind]
    struct Kind: Encodable {
        let kind: String
        let name: String
        let description: String
        let families: [String]
        let parameters: [String]
        /// The snapshot preview of the first family, as text.
        let preview: [String]
    }
    init(catalog: Relay_V1_WidgetCatalog) {
        kinds = catalog.widgets.map { widget in
            let preview = widget.previews.first.flatMap { try? WireCodec.decode($0) }
                .map { TextRenderer.render($0, RenderOptions(now: Date())).lines } ?? []
            return Kind(kind: widget.kind, name: widget.displayName, description: widget.description_p,
                        families: widget.supportedFamilies.compactMap { try? WireCodec.decode($0).rawValue },
                        parameters: widget.configuration.parameters.map { "\($0.name): \($0.title)" }, preview: preview)
        }
    }
}
