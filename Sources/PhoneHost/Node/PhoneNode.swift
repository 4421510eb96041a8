import CoreMetrics
import Foundation
import Logging
import NodeClocks
import PhoneCore
import Codec
import NodeTransport
import Synchronization
import WidgetRelayKit

/// A phone node: runs a WidgetBundle and is the source of truth for its mirrors.
///
/// Everything happens on one event loop, in order: a request, a timer, a push
/// or an app's WidgetCenter call is handled whole before the next, so an
/// interaction's perform, commit and reload never interleave with another's.
///
/// Given an `executor` (the program passes the ZeroMQ loop its sockets live on), the
/// node runs on that thread: a request is handled on the thread that read it from the
/// socket, and its reply and updates leave from there, with no other thread woken on
/// the way. App code still runs on threads of its own (``AppCodeRunner``).
public actor PhoneNode {
    enum Event: Sendable {
        /// A request, or an interaction's step, waits in ``requests``.
        case request
        case control(TransportMessage)
        case tick
        case heartbeat
        case center(CenterRequest, free: Bool)
        case activityChanged(String)
        /// A batch of interaction records past the retention window was deleted: how many.
        case pruned(Result<Int, any Error>)
    }

    let configuration: PhoneConfiguration
    /// The transports, the clock, the store and the log (``IO``).
    let io: IO
    /// The bundle and the services app code reaches (``App``).
    let app: App
    /// Where the node is in its life; it owns the channels while it listens.
    var lifecycle: Lifecycle = .starting
    /// The inboxes, the endpoints once it listens, a stop asked for (``Signals``).
    nonisolated let signals = Signals()
    /// Tasks suspended until something happens on the loop (``Waiters``).
    var waiters = Waiters()
    /// Lanes and the timer (``Tasks``).
    var tasks = Tasks()
    /// The core's values and the policies that decide (``Decisions``).
    var decisions: Decisions
    /// The figures an operator scrapes (no-ops unless the program bootstrapped metrics).
    var metrics: PhoneMetrics

    /// Where the node runs: the loop it was given (its tasks prefer it too), or an actor's own.
    nonisolated let executor: (any LoopExecutor)?
    private nonisolated let fallback = DefaultActorExecutor()
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor?.asUnownedSerialExecutor() ?? fallback.unownedExecutor
    }

    /// A phone running `bundle` (its `items`), listening through `transport`
    /// (CURVE in the program) and taking admin commands through `controlTransport`;
    /// on `executor` when given (the thread the transport's sockets live on).
    public init(
        configuration: PhoneConfiguration, bundle items: [BundleItem], transport: any Transport,
        controlTransport: (any Transport)? = nil, clock: any NodeClock = SystemClock(),
        executor: (any LoopExecutor)? = nil
    ) throws {
        self.executor = executor
        self.configuration = configuration
        let clock = clock
        try FileManager.default.createDirectory(atPath: configuration.dataFolder, withIntermediateDirectories: true)
        let database = try PhoneDatabase(path: configuration.databasePath)
        io = IO(
            transport: transport, controlTransport: controlTransport ?? transport, clock: clock, database: database,
            logger: configuration.logger)
        let store = SQLiteAppGroupStore(database: database)

        var widgets: [String: WidgetKindDescriptor] = [:]
        var activityKinds: [String: ActivityKindDescriptor] = [:]
        var controlKinds: [String: ControlKindDescriptor] = [:]
        var queries: [String: EntityQueryRunner] = [:]
        for item in items {
            switch item {
            case .widget(let widget):
                widgets[widget.kind] = widget
                if let intent = widget.configurationIntent {
                    queries.merge(IntentRegistry.entityQueries(of: intent)) { a, _ in a }
                }
            case .activity(let activity): activityKinds[activity.attributesType] = activity
            case .control(let control): controlKinds[control.kind] = control
            }
        }
        decisions = Decisions(
            scheduler: ReloadScheduler(budgetPerDay: configuration.reloadBudget),
            idleTrim: IdleTrim(idleAfter: configuration.heartbeatInterval),
            pruning: PruneSchedule(configuration.interactionRetention))
        metrics = PhoneMetrics(factory: configuration.metricsFactory ?? MetricsSystem.factory)
        let mailbox = signals.mailbox
        let activityHost = PhoneActivityHost(database: database, clock: clock) { id in
            mailbox.post(.activityChanged(id))
        }
        let widgetInfoSource = WidgetInfoSource()
        let center = PhoneCenter(
            sink: { mailbox.post(.center($0, free: false)) }, configurations: widgetInfoSource.read)
        app = App(
            widgets: widgets, activityKinds: activityKinds, controlKinds: controlKinds,
            registry: IntentRegistry(bundle: items),
            entityQueries: queries, store: store,
            appCode: AppCodeRunner(limit: configuration.appCodeTimeLimit, clock: configuration.appCodeClock),
            activityHost: activityHost, widgetInfoSource: widgetInfoSource,
            environment: AppEnvironment(
                store: store, widgetCenter: center, controlCenter: center, activities: activityHost))
        app.widgetInfoSource.provide { [weak self] in try await self?.widgetInfos() ?? [] }
    }

    /// Returns once the node listens, with its real endpoints.
    public func waitUntilReady() async -> PhoneEndpoints? {
        for await endpoints in signals.readyStream { return endpoints }
        return nil
    }

    /// Runs until stopped: binds, restores state, serves. A start that fails closes
    /// what it opened and throws (``waitUntilReady()`` then returns nil); a stop during
    /// the start ends it early, and `run` returns.
    public func run() async throws {
        // Resumptions come back to the loop itself, not through the global pool.
        try await withTaskExecutorPreference(executor) { try await serve() }
    }

    private func serve() async throws {
        do {
            try await start()
        } catch {
            timerTask?.cancel()
            await shutdown()
            if error is CancellationError, signals.stopRequested.load(ordering: .relaxed) { return }
            throw error
        }
        let readers = startReaders()
        defer {
            for reader in readers { reader.cancel() }
            timerTask?.cancel()
        }
        while let event = await mailbox.next() {
            if Task.isCancelled { break }
            await handle(event)
            await drainPendingReloads()
            rescheduleTimer()
        }
        await shutdown()
    }

    /// Stops the loop (SIGTERM/SIGINT in the program), or a start in progress.
    public nonisolated func stop() {
        signals.stopRequested.store(true, ordering: .relaxed)
        mailbox.finish()
        signals.readySink.finish()
    }

    /// Throws `CancellationError` once ``stop()`` was called: a slow start checks between steps.
    private func checkStopped() throws {
        if signals.stopRequested.load(ordering: .relaxed) { throw CancellationError() }
    }

    private func start() async throws {
        sequencer = Sequencer(epoch: try database.nextEpoch(at: clock.now()))

        for device in try database.devices() { state.pair(device) }
        devicesDidChange()
        // The state keeps the Hellos of paired devices only.
        for (device, capabilities) in try database.hellos() { state.accept(capabilities, from: device) }
        for instance in try database.instances() { state.place(instance) }
        scheduler = ReloadScheduler(
            budgetPerDay: configuration.reloadBudget,
            ledger: try database.budgetLedger(since: clock.now().addingTimeInterval(-ReloadScheduler.window)))

        try checkStopped()
        let channels = try await bindAll()
        lifecycle = .restoring(channels)

        // Restore what mirrors see: every timeline, activity, control, recommendation and relevance.
        let restoring = state.instances.keys.sorted()
        for (restored, id) in restoring.enumerated() {
            if signals.stopRequested.load(ordering: .relaxed) {
                logger.notice(
                    "stopped during start-up", metadata: ["restored": "\(restored)", "instances": "\(restoring.count)"])
                throw CancellationError()
            }
            await reload(id, reason: "start", publish: false)
        }
        try checkStopped()
        for record in activityHost.allRecords() {
            if let advanced = ActivityRules.advance(record, to: clock.now()) { try? activityHost.save(advanced) }
        }
        for record in activityHost.records() { await refreshActivity(record.id, publish: false) }
        for kind in controlKinds.keys.sorted() { await refreshControl(kind, publish: false) }
        for kind in widgets.keys.sorted() { await refreshRecommendations(kind, publish: false) }
        rescheduleTimer()

        lifecycle = .listening(channels)
        resumeListeningWaiters(listening: true)
        metrics.heartbeat(store: database.size())
        let endpoints = PhoneEndpoints(
            router: channels.router.endpoint, publisher: channels.publisher.endpoint,
            control: channels.control?.endpoint)
        logger.info(
            "phone ready",
            metadata: [
                "router": "\(endpoints.router)", "publisher": "\(endpoints.publisher)",
                "control": "\(endpoints.control ?? "-")",
                "epoch": "\(sequencer.epoch)", "instances": "\(state.instances.count)",
                "devices": "\(state.devices.count)",
            ])
        signals.readySink.yield(endpoints)
    }

    /// Binds the router, the publisher and the control endpoint; if one fails, closes those bound.
    private func bindAll() async throws -> Channels {
        var bound: [any MessageChannel] = []
        do {
            // Requests go straight from the socket's thread to the fair queue and the loop.
            let (mailbox, requests) = (mailbox, requests)
            let router = try await Self.bind(.router, "router", configuration.routerEndpoint, on: transport) {
                message in
                // By the key that authenticated the connection (one device's connections share
                // a turn), else by routing id (refused later as not paired).
                let peer = message.peer ?? message.frames.first.map { $0.map { String($0, radix: 16) }.joined() } ?? ""
                requests.push(message, peer: peer)
                mailbox.post(.request)
            }
            bound.append(router)
            let publisher = try await Self.bind(.publisher, "publisher", configuration.publisherEndpoint, on: transport)
            bound.append(publisher)
            var control: (any MessageChannel)?
            if let endpoint = configuration.controlEndpoint {
                control = try await Self.bind(.router, "control", endpoint, on: controlTransport)
            }
            return Channels(router: router, publisher: publisher, control: control)
        } catch {
            for channel in bound { await channel.close() }
            throw error
        }
    }

    /// Binds one endpoint; a failure names it (``PhoneStartupError/cannotListen(role:endpoint:detail:)``).
    private static func bind(
        _ role: ChannelRole, _ name: String, _ endpoint: String, on transport: any Transport,
        receive: (@Sendable (TransportMessage) -> Void)? = nil
    ) async throws -> any MessageChannel {
        do {
            if let receive { return try await transport.open(role, .bind(endpoint), receive: receive) }
            return try await transport.open(role, .bind(endpoint))
        } catch {
            throw PhoneStartupError.cannotListen(role: name, endpoint: endpoint, detail: "\(error)")
        }
    }

    private func startReaders() -> [Task<Void, Never>] {
        guard let channels else { return [] }
        var readers: [Task<Void, Never>] = []
        let mailbox = mailbox
        if let control = channels.control {
            readers.append(
                Task(executorPreference: executor) {
                    for await message in control.incoming { mailbox.post(.control(message)) }
                })
        }
        let publisher = channels.publisher
        // subscription notices: nothing to do
        readers.append(Task(executorPreference: executor) { for await _ in publisher.incoming {} })
        let (interval, heartbeatClock) = (configuration.heartbeatInterval, configuration.heartbeatClock)
        readers.append(
            Task(executorPreference: executor) {
                while !Task.isCancelled {
                    try? await heartbeatClock.sleep(for: interval, tolerance: nil)
                    mailbox.post(.heartbeat)
                }
            })
        return readers
    }

    private func shutdown() async {
        logger.info("phone stopping")
        // App code still running is cancelled; its lanes end without waiting for it.
        for lane in lanes.values { lane.task.cancel() }
        releaseTurns()
        releaseSteps()
        if let channels {
            await channels.router.close()
            await channels.publisher.close()
            await channels.control?.close()
        }
        lifecycle = .stopped
        resumeListeningWaiters(listening: false)
        signals.readySink.finish()
    }

    private func handle(_ event: Event) async {
        if case .heartbeat = event {
            if idleTrim.heartbeat(at: .now) { MallocTrim.trim() }
        } else {
            idleTrim.worked(at: .now)
        }
        switch event {
        case .request:
            switch requests.pop() {
            case .request(let message)?:
                guard let router = channels?.router else { return }
                await handleRequest(message, on: router)
                router.consumed(1)
            case .step(let number)?:
                resumeStep(number)
            case nil:
                return
            }
        case .control(let message): await handleControl(message)
        case .tick: await processTimers()
        case .heartbeat:
            publishHeartbeats()
            pruneIfDue()
            metrics.loopTurned()
            metrics.heartbeat(store: database.size())
            metrics.lags(updateLag, at: sequencer)
            configuration.loopTurned()
        case .pruned(let result): pruningFinished(result)
        case .center(let request, let free): await handleCenter(request, free: free || appForeground)
        case .activityChanged(let id): await refreshActivity(id, publish: true)
        }
    }

    /// Tells the directory (which authorises every message and subscription by key)
    /// and the program (its ZAP allow-list) that the paired devices changed.
    func devicesDidChange() {
        let list = Array(state.devices.values)
        configuration.directory.replace(with: list)
        updateLag.keep(only: state.devices.keys)
        metrics.paired(state.devices.values)
        configuration.devicesChanged(list)
    }

    /// Runs app code (providers, intents, entity queries, app actions) with the phone's
    /// services, on app threads, for at most the configured time limit (``AppCodeRunner``).
    func inApp<T: Sendable>(
        _ what: @autoclosure () -> String, _ environment: AppEnvironment? = nil,
        _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let what = what()
        // The loop may poll for the answer a moment instead of sleeping until woken.
        let loop = executor as? any AnswerExpecting
        loop?.expectAnswer()
        defer { loop?.answerCame() }
        do {
            return try await appCode.run(what, environment: environment ?? self.environment, body)
        } catch let error as AppCodeTimedOut {
            metrics.appCodeTimedOut()
            throw error
        }
    }
}
