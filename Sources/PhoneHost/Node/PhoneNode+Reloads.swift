import Foundation
import RelayCore
import RelayWire
import WidgetRelayKit

extension PhoneNode {
    /// The surface an instance is archived for: its family, in its owner's rendering mode —
    /// except a watch's rectangular widgets, which live in the Smart Stack in full colour
    /// (the face's complications are accented).
    func context(for instance: StoredInstance, preview: Bool = false) -> TimelineProviderContext {
        let smartStack = devices[instance.owner]?.kind == .watch && instance.family == .accessoryRectangular
        return TimelineProviderContext(family: instance.family, isPreview: preview,
                                       renderingMode: smartStack ? .fullColor : renderingMode(of: instance.owner))
    }

    func renderingMode(of device: String) -> WidgetRenderingMode {
        deviceModes[device] ?? devices[device].map { DeviceSurface.renderingMode(for: $0.kind) } ?? .fullColor
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
    func reload(_ id: String, reason: String, interactionID: String = "", publish: Bool = true) async -> UInt64? {
        guard let instance = instances[id], let widget = widgets[instance.kind] else { return nil }
        let context = context(for: instance)
        let configuration: (any AppIntent)?
        do {
            configuration = try await configurationIntent(of: instance)
        } catch {
            logger.warning("configuration no longer valid; using defaults", metadata: ["instance": "\(id)", "error": "\(error)"])
            configuration = nil
        }
        let timeline: ArchivedTimeline
        do {
            if placeholders[id] == nil {
                placeholders[id] = try await inApp("the placeholder of \(instance.kind)") { await widget.placeholder(in: context) }.view
            }
            timeline = try await inApp("the timeline provider of \(instance.kind)") { try await widget.timeline(for: configuration, in: context) }
        } catch {
            // The last timeline stays; the next reload tries again.
            logger.warning("reload failed", metadata: ["instance": "\(id)", "reason": "\(reason)", "error": "\(error)"])
            return nil
        }
        timelines[id] = timeline
        offered[id] = timeline.entries.flatMap(\.view.interactiveElements)
        scheduler.timelineReloaded(id, timeline: timeline, at: clock.now())
        guard publish else { return nil }
        let seq = self.publish(to: instance.owner) {
            var update = WireCodec.encode(timeline, instanceID: id)
            update.reason = reason
            update.interactionID = interactionID
            $0.timeline = update
        }
        timelineSeqs[id] = seq
        return seq
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
        case .reloadKind(let kind): requestReload(instances.values.filter { $0.kind == kind }.map(\.id), reason: "widget-center", free: free)
        case .reloadAll: requestReload(Array(instances.keys), reason: "widget-center", free: free)
        case .invalidateRecommendations: for kind in widgets.keys.sorted() { await refreshRecommendations(kind, publish: true) }
        case .reloadControls(let kind): for kind in kind.map({ [$0] }) ?? controlKinds.keys.sorted() { await refreshControl(kind, publish: true) }
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
                refreshActivity(advanced.id, publish: true)
            }
        }
        await drainPendingReloads()
    }

    /// Keeps one timer waiting for the next due reload or activity change.
    func rescheduleTimer() {
        let now = clock.now()
        // The activities this node holds are current (every change refreshes them): no database read per event.
        let candidates = [scheduler.nextWake(after: now)] + activities.values.map { ActivityRules.nextChange(of: $0.record) }
        let next = candidates.compactMap { $0 }.min()
        guard next != timerTarget || timerTask == nil else { return }
        timerTask?.cancel()
        timerTarget = next
        guard let next else { timerTask = nil; return }
        let (clock, sink) = (clock, sink)
        timerTask = Task {
            do {
                try await clock.wait(until: next)
                sink.yield(.tick)
            } catch {}
        }
    }

    /// Archives an activity's presentations for its current content and publishes it.
    func refreshActivity(_ id: String, publish: Bool) {
        guard let record = activityHost.record(id) else { return }
        if record.state == .dismissed {
            guard activities.removeValue(forKey: id) != nil || publish else { return }
            var update = LiveActivity(bare: record)
            update.record.state = .dismissed
            if publish { self.publish(to: nil) { $0.activity = WireCodec.encode(update) } }
            return
        }
        guard let kind = activityKinds[record.attributesType] else {
            logger.warning("no ActivityConfiguration for \(record.attributesType)")
            return
        }
        do {
            let activity = LiveActivity(record: record, presentations: try kind.presentations(for: record, isStale: record.state == .stale))
            activities[id] = activity
            if publish { self.publish(to: nil) { $0.activity = WireCodec.encode(activity) } }
        } catch {
            logger.error("cannot archive Live Activity", metadata: ["activity": "\(id)", "error": "\(error)"])
        }
    }

    func refreshControl(_ kind: String, publish: Bool) async {
        guard let control = controlKinds[kind] else { return }
        let state: ControlState
        do { state = try await inApp("the value provider of control \(kind)") { await control.state() } } catch {
            logger.warning("control not refreshed", metadata: ["control": "\(kind)", "error": "\(error)"])
            return
        }
        controls[kind] = state
        if publish { self.publish(to: nil) { $0.control = WireCodec.encode(state) } }
    }

    func refreshRecommendations(_ kind: String, publish: Bool) async {
        guard let widget = widgets[kind] else { return }
        guard let newRelevances = try? await inApp("relevances() of \(kind)", nil, { await widget.relevances() }) else { return }
        if !newRelevances.rules.isEmpty, relevances[kind] != newRelevances {
            relevances[kind] = newRelevances
            if publish { self.publish(to: nil) { $0.relevances = WireCodec.encode(newRelevances, kind: kind) } }
        }
        guard widget.configurationIntent != nil else { return }
        guard let list = try? await inApp("recommendations() of \(kind)", nil, { await widget.recommendations() }) else { return }
        recommendations[kind] = list
        if publish { self.publish(to: nil) { $0.recommendations = WireCodec.encode(list, kind: kind) } }
    }

    /// `WidgetCenter.currentConfigurations()`: every placed widget with its configuration.
    func widgetInfos() async throws -> [WidgetInfo] {
        var infos: [WidgetInfo] = []
        for instance in orderedInstances {
            infos.append(WidgetInfo(kind: instance.kind, family: instance.family, deviceID: instance.owner,
                                    configuration: instance.configuration, configurationIntent: try? await configurationIntent(of: instance)))
        }
        return infos
    }
}

extension LiveActivity {
    /// An activity with no presentations archived: for a dismissal notice or a status line.
    init(bare record: ActivityRecord) {
        self.init(record: record, presentations: ActivityPresentations(
            lockScreen: ArchivedView(root: ViewNode(.group([])), family: nil, renderingMode: .fullColor)))
    }
}
