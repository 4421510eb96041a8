import DomainModel
import Foundation
import PhoneCore
import Codec
import WidgetRelayKit

extension PhoneNode {
    /// The surface an instance is archived for: its family, in its owner's rendering mode —
    /// except a watch's rectangular widgets, which live in the Smart Stack in full colour
    /// (the face's complications are accented) — its colour scheme (a watch's is dark), and the
    /// other places its owner draws it in (its Hello's surfaces: StandBy, CarPlay), each entry
    /// archived for those too.
    func context(for instance: StoredInstance, preview: Bool = false) -> TimelineProviderContext {
        let smartStack = state.devices[instance.owner]?.kind == .watch && instance.family == .accessoryRectangular
        return TimelineProviderContext(
            family: instance.family, isPreview: preview,
            renderingMode: smartStack ? .fullColor : renderingMode(of: instance.owner),
            colorScheme: colorScheme(of: instance.owner), surfaces: state.hellos[instance.owner]?.surfaces ?? [])
    }

    /// The colour scheme widgets are drawn in on `device`: dark on a watch, as watchOS draws
    /// every widget; light elsewhere (the phone's own setting is not modelled).
    func colorScheme(of device: String) -> ColorScheme {
        state.devices[device]?.kind == .watch ? .dark : .light
    }

    func renderingMode(of device: String) -> WidgetRenderingMode {
        state.deviceModes[device] ?? state.devices[device].map { DeviceSurface.renderingMode(for: $0.kind) }
            ?? .fullColor
    }

    /// Rebuilds an instance's configuration intent (nil for static widgets).
    func configurationIntent(of instance: StoredInstance) async throws -> (any AppIntent)? {
        guard let type = widgets[instance.kind]?.configurationIntent else { return nil }
        let given = instance.configuration
        return try await inApp("the configuration of \(instance.kind)") { [registry] in
            try await registry.rebuild(await IntentRegistry.completeConfiguration(of: type, given: given))
        }
    }

    /// Reloads one instance's timeline, archives it for its family, remembers the
    /// elements it offers its owner, and publishes it. Returns the update's seq.
    @discardableResult
    func reload(_ id: String, reason: String, publish: Bool = true) async -> UInt64? {
        guard let update = await archiveTimeline(id, reason: reason), publish, let owner = state.instances[id]?.owner
        else { return nil }
        return self.publish(to: owner, update)
    }

    /// Reloads one instance's timeline and archives it, publishing nothing: the update to
    /// publish, or nil when there is no such instance or its provider failed (the last
    /// timeline stays; the next reload tries again).
    func archiveTimeline(_ id: String, reason: String, interactionID: String = "") async -> PhoneChange? {
        guard let instance = state.instances[id], let widget = widgets[instance.kind] else { return nil }
        let context = context(for: instance)
        let configuration: (any AppIntent)?
        do {
            configuration = try await configurationIntent(of: instance)
        } catch {
            logger.warning(
                "configuration no longer valid; using defaults", metadata: ["instance": "\(id)", "error": "\(error)"])
            configuration = nil
        }
        let timeline: ArchivedTimeline
        do {
            if state.placeholders[id] == nil {
                state.setPlaceholder(
                    try await inApp("the placeholder of \(instance.kind)") { try await widget.placeholder(in: context) }
                        .view, for: id)
            }
            timeline = try await inApp("the timeline provider of \(instance.kind)") {
                try await widget.timeline(for: configuration, in: context)
            }
        } catch {
            logger.warning(
                "reload failed", metadata: ["instance": "\(id)", "reason": "\(reason)", "error": "\(error)"])
            return nil
        }
        return adoptTimeline(timeline, for: id, reason: reason, interactionID: interactionID)
    }

    /// Keeps a reloaded timeline (the elements it offers its owner are what the phone checks
    /// interactions against) and returns the update to publish; nil when the instance was
    /// removed while app code ran, or when the timeline is larger than the phone publishes
    /// (`ArchiveLimits.maxTimelineBytes`, encoded): refused as a failed reload, the last one stays.
    func adoptTimeline(_ timeline: ArchivedTimeline, for id: String, reason: String, interactionID: String = "")
        -> PhoneChange?
    {
        var timeline = timeline
        var encoded = EncodedTimeline(timeline, instanceID: id)
        if encoded.size > ArchiveLimits.maxTimelineBytes, timeline.entries.contains(where: { !$0.surfaceViews.isEmpty })
        {
            // Too large with the other surfaces' views: kept without them (those places repaint the device's own).
            for index in timeline.entries.indices { timeline.entries[index].surfaceViews = [:] }
            encoded = EncodedTimeline(timeline, instanceID: id)
        }
        let size = encoded.size
        guard size <= ArchiveLimits.maxTimelineBytes else {
            logger.warning(
                "timeline refused: larger than the phone publishes",
                metadata: [
                    "instance": "\(id)", "reason": "\(reason)", "bytes": "\(size)",
                    "limit": "\(ArchiveLimits.maxTimelineBytes)",
                ])
            return nil
        }
        guard state.setTimeline(timeline, for: id) else { return nil }
        lastEncoded = (id, timeline, encoded)  // published as these bytes (publish(to:_:))
        scheduler.timelineReloaded(id, timeline: timeline, at: clock.now())
        return .timeline(timeline, instanceID: id, reason: reason, interactionID: interactionID)
    }

    /// Reloads what is waiting, once each (requests coalesce).
    func drainPendingReloads() async {
        while let (id, reason) = pendingReloads.first {
            pendingReloads[id] = nil
            await reload(id, reason: reason)
        }
    }

    /// A WidgetCenter / ControlCenter call from app code. Reloads outside the
    /// foreground spend budget, like policy reloads.
    func handleCenter(_ request: CenterRequest, free: Bool) async {
        switch request {
        case .reloadKind(let kind):
            requestReload(
                state.instances.values.filter { $0.kind == kind }.map(\.id), reason: "widget-center", free: free)
        case .reloadAll: requestReload(Array(state.instances.keys), reason: "widget-center", free: free)
        case .invalidateRecommendations:
            for kind in widgets.keys.sorted() { await refreshRecommendations(kind, publish: true) }
        case .reloadControls(let kind):
            for kind in kind.map({ [$0] }) ?? controlKinds.keys.sorted() { await refreshControl(kind, publish: true) }
        }
    }

    func requestReload(_ ids: [String], reason: String, free: Bool) {
        let now = clock.now()
        for id in ids.sorted() {
            if !free {
                guard scheduler.spend(id, at: now) else {
                    logger.notice("reload skipped: budget spent", metadata: ["instance": "\(id)"])
                    continue
                }
                try? database.recordBudget(id, at: now)
            }
            pendingReloads[id] = reason
        }
    }

    /// Due policy reloads and Live Activity transitions at the clock's now.
    func processTimers() async {
        let now = clock.now()
        for id in scheduler.takeDue(at: now) {
            try? database.recordBudget(id, at: now)
            pendingReloads[id] = "policy"
        }
        for record in activityHost.allRecords() where record.state != .dismissed {
            if let advanced = ActivityRules.advance(record, to: now) {
                try? activityHost.save(advanced)
                await refreshActivity(advanced.id, publish: true)
            }
        }
        await drainPendingReloads()
    }

    /// Keeps one timer waiting for the next due reload or activity change.
    func rescheduleTimer() {
        let now = clock.now()
        // The activities this node holds are current (every change refreshes them): no database read per event.
        let candidates =
            [scheduler.nextWake(after: now)] + state.activities.values.map { ActivityRules.nextChange(of: $0.record) }
        let next = candidates.compactMap { $0 }.min()
        guard next != timerTarget || timerTask == nil else { return }
        timerTask?.cancel()
        timerTarget = next
        guard let next else { timerTask = nil; return }
        let (clock, mailbox) = (clock, mailbox)
        timerTask = Task(executorPreference: executor) {
            do {
                try await clock.wait(until: next)
                mailbox.post(.tick)
            } catch {}
        }
    }

    /// Archives an activity's presentations for its current content and publishes it.
    func refreshActivity(_ id: String, publish: Bool) async {
        guard let update = await archiveActivity(id), publish else { return }
        self.publish(to: nil, update)
    }

    /// Archives an activity's presentations for its current content (a dismissal forgets
    /// it): the update to publish, or nil when there is none. Its views are app code, run on
    /// the main actor as iOS runs them, within app code's time limit (``inApp(_:_:_:)``).
    func archiveActivity(_ id: String) async -> PhoneChange? {
        guard let record = activityHost.record(id) else { return nil }
        if record.state == .dismissed {
            state.removeActivity(id)
            var update = LiveActivity(bare: record)
            update.record.state = .dismissed
            return .activity(update)
        }
        guard let kind = activityKinds[record.attributesType] else {
            logger.warning("no ActivityConfiguration for \(record.attributesType)")
            return nil
        }
        do {
            let presentations = try await inApp("the Live Activity views of \(record.attributesType)") {
                try await kind.archivePresentations(for: record, isStale: record.state == .stale)
            }
            // Changed while its views were archived: the refresh the change asked for publishes it.
            guard activityHost.record(id) == record else { return nil }
            let activity = LiveActivity(record: record, presentations: presentations)
            state.setActivity(activity)
            return .activity(activity)
        } catch {
            logger.error("cannot archive Live Activity", metadata: ["activity": "\(id)", "error": "\(error)"])
            return nil
        }
    }

    func refreshControl(_ kind: String, publish: Bool) async {
        guard let update = await archiveControl(kind), publish else { return }
        self.publish(to: nil, update)
    }

    /// Asks a control's value provider for its state: the update to publish, or nil when it failed.
    func archiveControl(_ kind: String) async -> PhoneChange? {
        guard let control = controlKinds[kind] else { return nil }
        let value: ControlState
        do { value = try await inApp("the value provider of control \(kind)") { await control.state() } } catch {
            logger.warning("control not refreshed", metadata: ["control": "\(kind)", "error": "\(error)"])
            return nil
        }
        return adoptControl(value, for: kind)
    }

    /// Keeps a control's refreshed value (what the phone checks its interactions against) and
    /// returns the update to publish.
    func adoptControl(_ value: ControlState, for kind: String) -> PhoneChange {
        state.setControl(value, for: kind)
        return .control(value)
    }

    func refreshRecommendations(_ kind: String, publish: Bool) async {
        guard let widget = widgets[kind] else { return }
        guard let newRelevances = try? await inApp("relevances() of \(kind)", nil, { await widget.relevances() }) else {
            return
        }
        if state.setRelevances(newRelevances, for: kind), publish {
            self.publish(to: nil, .relevances(newRelevances, kind: kind))
        }
        guard widget.configurationIntent != nil else { return }
        guard let list = try? await inApp("recommendations() of \(kind)", nil, { await widget.recommendations() })
        else { return }
        state.setRecommendations(list, for: kind)
        if publish { self.publish(to: nil, .recommendations(list, kind: kind)) }
    }

    /// `WidgetCenter.currentConfigurations()`: every placed widget with its configuration.
    func widgetInfos() async throws -> [WidgetInfo] {
        var infos: [WidgetInfo] = []
        for instance in state.orderedInstances {
            infos.append(
                WidgetInfo(
                    kind: instance.kind, family: instance.family, deviceID: instance.owner,
                    configuration: instance.configuration,
                    configurationIntent: try? await configurationIntent(of: instance)))
        }
        return infos
    }
}

extension LiveActivity {
    /// An activity with no presentations archived: for a dismissal notice or a status line.
    init(bare record: ActivityRecord) {
        self.init(
            record: record,
            presentations: ActivityPresentations(
                lockScreen: ArchivedView(root: ViewNode(.group([])), family: nil, renderingMode: .fullColor)))
    }
}
