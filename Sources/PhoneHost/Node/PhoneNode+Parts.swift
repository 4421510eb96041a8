import DomainModel
import Foundation
import Logging
import PhoneCore
import Codec
import NodeTransport
import Synchronization
import WidgetRelayKit

// PhoneNode's stored properties, grouped by what they are (#48: a driver that holds resources
// and decides nothing). The groups' members keep their names through the accessors below, so
// the driver's extensions read as before.

extension PhoneNode {
    /// What the node talks, keeps time and writes through.
    struct IO: Sendable {
        let transport: any Transport
        let controlTransport: any Transport
        let clock: any NodeClock
        let database: PhoneDatabase
        let logger: Logger
    }

    /// The apps: the bundle's kinds, and the services app code reaches and where it runs.
    struct App {
        let widgets: [String: WidgetKindDescriptor]
        let activityKinds: [String: ActivityKindDescriptor]
        let controlKinds: [String: ControlKindDescriptor]
        let registry: IntentRegistry
        let entityQueries: [String: EntityQueryRunner]
        let store: SQLiteAppGroupStore
        let appCode: AppCodeRunner
        let activityHost: PhoneActivityHost
        /// What `WidgetCenter.currentConfigurations()` reads (set once the node exists).
        let widgetInfoSource: WidgetInfoSource
        /// The services app code sees outside interactions.
        let environment: AppEnvironment
    }

    /// What other tasks hand the node and how they learn of it: the inboxes, the endpoints once
    /// it listens, and a stop asked for (shared, so reached from any task).
    final class Signals: Sendable {
        /// Requests read from the router and interactions' steps, per device, served round-robin.
        let requests = RequestInbox()
        /// What the loop handles next: requests, timers, pushes, WidgetCenter calls.
        let mailbox = Mailbox<Event>()
        let readyStream: AsyncStream<PhoneEndpoints>
        let readySink: AsyncStream<PhoneEndpoints>.Continuation
        /// Set by ``PhoneNode/stop()``: a start still in progress gives up.
        let stopRequested = Atomic<Bool>(false)

        init() {
            (readyStream, readySink) = AsyncStream.makeStream(
                of: PhoneEndpoints.self, bufferingPolicy: .bufferingNewest(1))
        }
    }

    /// Tasks suspended until something happens on the loop.
    struct Waiters {
        /// Those waiting for the node to listen (a relay's dump asked for during the restore):
        /// resumed with true once it listens, false once it stops without having listened.
        var listening: [CheckedContinuation<Bool, Never>] = []
        /// Interactions waiting for their device's turn (``PhoneNode/takeTurn(of:)``), by number.
        var steps: [Int: CheckedContinuation<Void, Never>] = [:]
        /// Steps that took a turn so far; none waits once the node stops (``PhoneNode/releaseSteps()``).
        var stepsQueued = 0
        var stepsReleased = false
        /// Interactions suspended until their turn to perform alone (``PerformTurns``), by turn.
        var turns: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    /// The tasks the node runs beside its loop: lanes (requests that run app code, each lane in
    /// order, lanes side by side) and the timer.
    struct Tasks {
        var lanes: [Lane: (number: Int, task: Task<Void, Never>)] = [:]
        var lanesStarted = 0
        var timer: Task<Void, Never>?
        var timerTarget: Date?
    }

    /// What the core's values and the driver's bookkeeping hold between events: what the phone
    /// knows and shows, the sequencer, and the policies that decide (PhoneCore's values).
    struct Decisions {
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
        /// Requests in lanes, per device, and the BUSY rule.
        var inFlight = InFlightLimit()
        /// Refused requests: counted, and logged at a bounded rate.
        var refusals = RefusalLog()
        /// Which interaction runs alone, after losing to others' commits (``PerformTurns``).
        var turns = PerformTurns()
        /// When to give freed memory back, after a spell of work.
        var idleTrim: IdleTrim
        /// Interactions waiting to be committed together, and how many were.
        var batch = CommitBatch()
        var commitStatistics = CommitStatistics()
        /// When interaction records past the retention window are pruned.
        var pruning: PruneSchedule
        /// What each paired device confirmed having applied (its update lag, for the metrics).
        var updateLag = UpdateLag()
    }
}

extension PhoneNode {
    var transport: any Transport { io.transport }
    var controlTransport: any Transport { io.controlTransport }
    nonisolated var clock: any NodeClock { io.clock }
    nonisolated var database: PhoneDatabase { io.database }
    nonisolated var logger: Logger { io.logger }

    var widgets: [String: WidgetKindDescriptor] { app.widgets }
    var activityKinds: [String: ActivityKindDescriptor] { app.activityKinds }
    var controlKinds: [String: ControlKindDescriptor] { app.controlKinds }
    var registry: IntentRegistry { app.registry }
    var entityQueries: [String: EntityQueryRunner] { app.entityQueries }
    var store: SQLiteAppGroupStore { app.store }
    var appCode: AppCodeRunner { app.appCode }
    var activityHost: PhoneActivityHost { app.activityHost }
    var widgetInfoSource: WidgetInfoSource { app.widgetInfoSource }
    var environment: AppEnvironment { app.environment }

    nonisolated var requests: RequestInbox { signals.requests }
    nonisolated var mailbox: Mailbox<Event> { signals.mailbox }

    var listeningWaiters: [CheckedContinuation<Bool, Never>] {
        get { waiters.listening }
        _modify { yield &waiters.listening }
    }
    var stepWaiters: [Int: CheckedContinuation<Void, Never>] {
        get { waiters.steps }
        _modify { yield &waiters.steps }
    }
    var stepsQueued: Int {
        get { waiters.stepsQueued }
        _modify { yield &waiters.stepsQueued }
    }
    var stepsReleased: Bool {
        get { waiters.stepsReleased }
        _modify { yield &waiters.stepsReleased }
    }
    var turnWaiters: [Int: CheckedContinuation<Void, Never>] {
        get { waiters.turns }
        _modify { yield &waiters.turns }
    }

    var lanes: [Lane: (number: Int, task: Task<Void, Never>)] {
        get { tasks.lanes }
        _modify { yield &tasks.lanes }
    }
    var lanesStarted: Int {
        get { tasks.lanesStarted }
        _modify { yield &tasks.lanesStarted }
    }
    var timerTask: Task<Void, Never>? {
        get { tasks.timer }
        _modify { yield &tasks.timer }
    }
    var timerTarget: Date? {
        get { tasks.timerTarget }
        _modify { yield &tasks.timerTarget }
    }

    var state: PhoneState {
        get { decisions.state }
        _modify { yield &decisions.state }
    }
    var sequencer: Sequencer {
        get { decisions.sequencer }
        _modify { yield &decisions.sequencer }
    }
    var scheduler: ReloadScheduler {
        get { decisions.scheduler }
        _modify { yield &decisions.scheduler }
    }
    var pendingReloads: [String: String] {
        get { decisions.pendingReloads }
        _modify { yield &decisions.pendingReloads }
    }
    var lastEncoded: (instanceID: String, timeline: ArchivedTimeline, encoded: EncodedTimeline)? {
        get { decisions.lastEncoded }
        _modify { yield &decisions.lastEncoded }
    }
    var appForeground: Bool {
        get { decisions.appForeground }
        _modify { yield &decisions.appForeground }
    }
    var archivedPreviews: [CatalogPreview]? {
        get { decisions.archivedPreviews }
        _modify { yield &decisions.archivedPreviews }
    }
    var inFlight: InFlightLimit {
        get { decisions.inFlight }
        _modify { yield &decisions.inFlight }
    }
    var refusals: RefusalLog {
        get { decisions.refusals }
        _modify { yield &decisions.refusals }
    }
    var turns: PerformTurns {
        get { decisions.turns }
        _modify { yield &decisions.turns }
    }
    var idleTrim: IdleTrim {
        get { decisions.idleTrim }
        _modify { yield &decisions.idleTrim }
    }
    var batch: CommitBatch {
        get { decisions.batch }
        _modify { yield &decisions.batch }
    }
    var commitStatistics: CommitStatistics {
        get { decisions.commitStatistics }
        _modify { yield &decisions.commitStatistics }
    }
    var pruning: PruneSchedule {
        get { decisions.pruning }
        _modify { yield &decisions.pruning }
    }
    var updateLag: UpdateLag {
        get { decisions.updateLag }
        _modify { yield &decisions.updateLag }
    }
}
