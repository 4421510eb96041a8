import CoreMetrics
import Foundation
import Logging
import NodeClocks
import PhoneCore
import RelayCore
import RelayTransport
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
    let transport: any Transport
    let controlTransport: any Transport
    let clock: any NodeClock
    let database: PhoneDatabase
    let logger: Logger

    // The bundle.
    let widgets: [String: WidgetKindDescriptor]
    let activityKinds: [String: ActivityKindDescriptor]
    let controlKinds: [String: ControlKindDescriptor]
    let registry: IntentRegistry
    let entityQueries: [String: EntityQueryRunner]

    // Services app code reaches, and where it runs.
    let store: SQLiteAppGroupStore
    let appCode: AppCodeRunner
    let activityHost: PhoneActivityHost
    /// What `WidgetCenter.currentConfigurations()` reads (set once the node exists).
    let widgetInfoSource = WidgetInfoSource()
    /// The services app code sees outside interactions.
    let environment: AppEnvironment

    /// Where the node is in its life; it owns the channels while it listens.
    var lifecycle: Lifecycle = .starting
    /// Those waiting for the node to listen (a relay's dump asked for during the restore):
    /// resumed with true once it listens, false once it stops without having listened.
    var listeningWaiters: [CheckedContinuation<Bool, Never>] = []
    /// Requests read from the router and interactions' steps, per device, served round-robin.
    nonisolated let requests = RequestInbox()
    /// Interactions waiting for their device's turn (``takeTurn(of:)``), by number.
    var stepWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    /// Steps that took a turn so far; none waits once the node stops (``releaseSteps()``).
    var stepsQueued = 0
    var stepsReleased = false
    /// What the loop handles next: requests, timers, pushes, WidgetCenter calls.
    nonisolated let mailbox = Mailbox<Event>()
    private let readyStream: AsyncStream<PhoneEndpoints>
    private let readySink: AsyncStream<PhoneEndpoints>.Continuation

    /// What the phone knows and shows (rebuilt from the database at start).
    var state = PhoneState()
    /// The Clone sequencer; its epoch is the database's next at start.
    var sequencer = Sequencer(epoch: 0)
    var scheduler: ReloadScheduler
    var pendingReloads: [String: String] = [:]
    /// The timeline adopted last, encoded once for its size check: its publish sends these bytes.
    var lastEncoded: (instanceID: String, timeline: ArchivedTimeline, encoded: EncodedTimeline)?
    var appForeground = false
    /// The bundle's `#Preview`s as archived on the first catalog (author data, made once; one
    /// that failed or hung stays left out rather than cost every catalog its time limit).
    var archivedPreviews: [CatalogPreview]?

    // Lanes: requests that run app code, each lane in order, lanes side by side.
    var lanes: [Lane: (number: Int, task: Task<Void, Never>)] = [:]
    var lanesStarted = 0
    /// Requests in lanes, per device, and the BUSY rule.
    var inFlight = InFlightLimit()

    // Timers.
    var timerTask: Task<Void, Never>?
    var timerTarget: Date?

    /// Refused requests: counted, and logged at a bounded rate.
    var refusals = RefusalLog()
    /// Which interaction runs alone, after losing to others' commits (``PerformTurns``), and
    /// the suspended interactions waiting for their turn, by turn.
    var turns = PerformTurns()
    var turnWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    /// When to give freed memory back, after a spell of work.
    var idleTrim: IdleTrim
    /// Interactions waiting to be committed together, and how many were.
    var batch = CommitBatch()
    var commitStatistics = CommitStatistics()
    /// When interaction records past the retention window are pruned.
    var pruning: PruneSchedule
    /// The figures an operator scrapes (no-ops unless the program bootstrapped metrics).
    var metrics: PhoneMetrics
    /// What each paired device confirmed having applied (its update lag, for the metrics).
    var updateLag = UpdateLag()
    /// Set by ``stop()``: a start still in progress gives up.
    private nonisolated let stopRequested = Atomic<Bool>(false)

    /// Where the node runs: the loop it was given (its tasks prefer it too), or an actor's own.
    nonisolated let executor: (any LoopExecutor)?
    private nonisolated let fallback = DefaultActorExecutor()
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor?.asUnownedSerialExecutor() ?? fallback.unownedExecutor
    }

    /// A phone running `bundle` (its `items`), listening through `transport`
    /// (CURVE in the program) and taking admin commands through `controlTransport`;
    /// on `executor` when given (the thread the transport's sockets live on).
    public init(configuration: PhoneConfiguration, bundle items: [BundleItem], transport: any Transport,
                controlTransport: (any Transport)? = nil, clock: any NodeClock = SystemClock(),
                executor: (any LoopExecutor)? = nil) throws {
        self.executor = executor
        self.configuration = configuration
        self.transport = transport
        self.controlTransport = controlTransport ?? transport
        self.clock = clock
        logger = configuration.logger
        try FileManager.default.createDirectory(atPath: configuration.dataFolder, withIntermediateDirectories: true)
        database = try PhoneDatabase(path: configuration.databasePath)
        store = SQLiteAppGroupStore(database: database)
        appCode = AppCodeRunner(limit: configuration.appCodeTimeLimit)

        var widgets: [String: WidgetKindDescriptor] = [:]
        var activityKinds: [String: ActivityKindDescriptor] = [:]
        var controlKinds: [String: ControlKindDescriptor] = [:]
        var queries: [String: EntityQueryRunner] = [:]
        for item in items {
            switch item {
            case .widget(let widget):
                widgets[widget.kind] = widget
                if let intent = widget.configurationIntent { queries.merge(IntentRegistry.entityQueries(of: intent)) { a, _ in a } }
            case .activity(let activity): activityKinds[activity.attributesType] = activity
            case .control(let control): controlKinds[control.kind] = control
            }
        }
        self.widgets = widgets
        self.activityKinds = activityKinds
        self.controlKinds = controlKinds
        entityQueries = queries
        registry = IntentRegistry(bundle: items)
        scheduler = ReloadScheduler(budgetPerDay: configuration.reloadBudget)
        idleTrim = IdleTrim(idleAfter: configuration.heartbeatInterval)
        pruning = PruneSchedule(configuration.interactionRetention)
        metrics = PhoneMetrics(factory: configuration.metricsFactory ?? MetricsSystem.factory)
        let mailbox = mailbox
        (readyStream, readySink) = AsyncStream.makeStream(of: PhoneEndpoints.self, bufferingPolicy: .bufferingNewest(1))
        activityHost = PhoneActivityHost(database: database, clock: clock) { id in mailbox.post(.activityChanged(id)) }
        let center = PhoneCenter(sink: { mailbox.post(.center($0, free: false)) }, configurations: widgetInfoSource.read)
        environment = AppEnvironment(store: store, widgetCenter: center, controlCenter: center, activities: activityHost)
        widgetInfoSource.provide { [weak self] in try await self?.widgetInfos() ?? [] }
    }

    /// Returns once the node listens, with its real endpoints.
    public func waitUntilReady() async -> PhoneEndpoints? {
        for await endpoints in readyStream { return endpoints }
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
            if error is CancellationError, stopRequested.load(ordering: .relaxed) { return }
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
        stopRequested.store(true, ordering: .relaxed)
        mailbox.finish()
        readySink.finish()
    }

    /// Throws `CancellationError` once ``stop()`` was called: a slow start checks between steps.
    private func checkStopped() throws {
        if stopRequested.load(ordering: .relaxed) { throw CancellationError() }
    }

    private func start() async throws {
        sequencer = Sequencer(epoch: try database.nextEpoch())

        for device in try database.devices() { state.pair(device) }
        devicesDidChange()
        // The state keeps the Hellos of paired devices only.
        for (device, capabilities) in try database.hellos() { state.accept(capabilities, from: device) }
        for instance in try database.instances() { state.place(instance) }
        scheduler = ReloadScheduler(budgetPerDay: configuration.reloadBudget,
                                    ledger: try database.budgetLedger(since: clock.now().addingTimeInterval(-ReloadScheduler.window)))

        try checkStopped()
        let channels = try await bindAll()
        lifecycle = .restoring(channels)

        // Restore what mirrors see: every timeline, activity, control, recommendation and relevance.
        let restoring = state.instances.keys.sorted()
        for (restored, id) in restoring.enumerated() {
            if stopRequested.load(ordering: .relaxed) {
                logger.notice("stopped during start-up", metadata: ["restored": "\(restored)", "instances": "\(restoring.count)"])
                throw CancellationError()
            }
            await reload(id, reason: "start", publish: false)
        }
        try checkStopped()
        for record in activityHost.allRecords() {
            if let advanced = ActivityRules.advance(record, to: clock.now()) { try? activityHost.save(advanced) }
        }
        for record in activityHost.records() { refreshActivity(record.id, publish: false) }
        for kind in controlKinds.keys.sorted() { await refreshControl(kind, publish: false) }
        for kind in widgets.keys.sorted() { await refreshRecommendations(kind, publish: false) }
        rescheduleTimer()

        lifecycle = .listening(channels)
        resumeListeningWaiters(listening: true)
        metrics.heartbeat(store: database.size())
        let endpoints = PhoneEndpoints(router: channels.router.endpoint, publisher: channels.publisher.endpoint, control: channels.control?.endpoint)
        logger.info("phone ready", metadata: [
            "router": "\(endpoints.router)", "publisher": "\(endpoints.publisher)", "control": "\(endpoints.control ?? "-")",
            "epoch": "\(sequencer.epoch)", "instances": "\(state.instances.count)", "devices": "\(state.devices.count)",
        ])
        readySink.yield(endpoints)
    }

    /// Binds the router, the publisher and the control endpoint; if one fails, closes those bound.
    private func bindAll() async throws -> Channels {
        var bound: [any MessageChannel] = []
        do {
            // Requests go straight from the socket's thread to the fair queue and the loop.
            let (mailbox, requests) = (mailbox, requests)
            let router = try await Self.bind(.router, "router", configuration.routerEndpoint, on: transport) { message in
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
    private static func bind(_ role: ChannelRole, _ name: String, _ endpoint: String, on transport: any Transport,
                             receive: (@Sendable (TransportMessage) -> Void)? = nil) async throws -> any MessageChannel {
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
            readers.append(Task(executorPreference: executor) { for await message in control.incoming { mailbox.post(.control(message)) } })
        }
        let publisher = channels.publisher
        readers.append(Task(executorPreference: executor) { for await _ in publisher.incoming {} })  // subscription notices: nothing to do
        let (interval, heartbeatClock) = (configuration.heartbeatInterval, configuration.heartbeatClock)
        readers.append(Task(executorPreference: executor) {
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
        readySink.finish()
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
        case .activityChanged(let id): refreshActivity(id, publish: true)
        }
    }

    /// Tells the directory (which authorises every message and subscription by key)
    /// and the program (its ZAP allow-list) that the paired devices changed.
    func devicesDidChange() {
        let list = Array(state.devices.values)
        configuration.directory.replace(with: list)
        updateLag.keep(only: state.devices.keys)
        metrics.paired(state.devices.keys)
        configuration.devicesChanged(list)
    }

    /// Runs app code (providers, intents, entity queries, app actions) with the phone's
    /// services, on app threads, for at most the configured time limit (``AppCodeRunner``).
    func inApp<T: Sendable>(_ what: @autoclosure () -> String, _ environment: AppEnvironment? = nil,
                            _ body: @escaping @Sendable () async throws -> T) async throws -> T {
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
