import Dispatch
import Foundation
import Synchronization
import WidgetRelayKit

/// App code ran out of its time limit (the mirror shows "timed out").
public struct AppCodeTimedOut: Error, Sendable, CustomStringConvertible {
    /// What was running (e.g. "perform() of ToggleTaskIntent").
    public let what: String
    public let limit: Duration
    public var description: String { "\(what) timed out after \(limit)" }
}

/// Runs app code — providers, intents, entity queries, app actions — beside the relay,
/// never in its way.
///
/// App code is the one part of the phone we do not control: it may await a slow
/// network call, or block its thread. So it runs on threads of its own (a Dispatch
/// queue that adds threads when some are blocked; on Linux they are Dispatch's default
/// pool, which Swift's global executor shares: docs/phone-node.md, "Views on the main
/// actor", says what stuck app code costs), and the phone waits for it at most ``limit``:
/// then the caller gets ``AppCodeTimedOut`` and the app code is cancelled. App code that
/// ignores cancellation keeps its thread until it returns; its result is dropped, and what
/// it wrote through an interaction's held-aside store is never committed.
///
/// Its views are the exception, as on iOS: a widget's content closure and `body`, a Live
/// Activity's and a control's views run on the main actor (Dispatch's main queue, which the
/// program's `dispatchMain()` hands to Dispatch's workers on Linux; measured, it is served at
/// once while stuck app code holds the default pool), through ``mainActor``, which keeps out
/// the views of an owner that held it past ``limit`` (``MainActorWatch``). Providers and
/// `perform()` stay on these threads.
public final class AppCodeRunner: Sendable {
    /// How long one piece of app code may run (WidgetKit gives its extensions seconds).
    public let limit: Duration
    private let deadlines: any DeadlineSet
    private let executor = AppCodeExecutor()
    /// The door app code's views take to the main actor.
    let mainActor: any MainActorDoor

    public init(limit: Duration, clock: some Clock<Duration> = ContinuousClock()) {
        self.limit = limit
        deadlines = Deadlines(clock: clock)
        mainActor = MainActorGate(limit: limit, clock: clock)
    }

    /// Runs `body` with `environment` as the app's environment, off the caller's threads,
    /// for at most ``limit``. Cancelling the caller cancels the app code. The caller waits on
    /// its own actor (`isolation`): the answer resumes it there, through no other thread.
    public func run<T: Sendable>(
        isolation: isolated (any Actor)? = #isolation, _ what: @autoclosure () -> String, environment: AppEnvironment?,
        _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let outcome = Once<T>()
        let what = what()
        let limit = limit
        // The app code answers the caller itself when it returns; the deadline answers if it
        // has not by then. Whichever comes second finds the answer given.
        let mainActor = mainActor
        let task = Task(executorPreference: executor) {
            let result: Result<T, any Error>
            do {
                result = .success(
                    try await MainActorViews.$door.withValue(mainActor) {
                        if let environment {
                            try await AppEnvironment.$current.withValue(environment) {
                                try await Self.withDefaults(body)
                            }
                        } else {
                            try await Self.withDefaults(body)
                        }
                    })
            } catch {
                result = .failure(error)
            }
            outcome.resume(with: result)
        }
        let deadline = deadlines.add(after: limit) {
            task.cancel()
            outcome.resume(with: .failure(AppCodeTimedOut(what: what, limit: limit)))
        }
        // Answered: the deadline goes at once (it would hold the result's captures for the whole limit).
        defer { deadlines.remove(deadline) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) { outcome.set($0) }
        } onCancel: {
            task.cancel()
            outcome.resume(with: .failure(CancellationError()))
        }
    }
}

extension AppCodeRunner {
    /// Runs app code with the app group's defaults up to date, and writes what it changed in
    /// them to its store when it returns (Foundation's `UserDefaults` keeps them in memory:
    /// see WidgetRelayKit's `AppGroupDefaults`). Inside `perform()` that store holds the
    /// writes aside, to commit with the interaction's result; what app code that failed or
    /// ran out of time wrote is not written.
    static func withDefaults<T>(_ body: () async throws -> T) async throws -> T {
        let store = AppEnvironment.current.store
        AppGroupDefaults.sync(store: store)
        let result = try await body()
        AppGroupDefaults.flush(store: store)
        return result
    }
}

/// ``Deadlines`` whatever its clock.
protocol DeadlineSet: Sendable {
    func add(after duration: Duration, _ fire: @escaping @Sendable () -> Void) -> Int
    func remove(_ number: Int)
}

extension Deadlines: DeadlineSet {}

/// A continuation resumed once, by whichever of several racers comes first (a racer
/// may even finish before the continuation is handed over).
private final class Once<Success: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Success, any Error>?
        var early: Result<Success, any Error>?
        var done = false
    }
    private let state = Mutex(State())

    func set(_ continuation: CheckedContinuation<Success, any Error>) {
        let early = state.withLock { state -> Result<Success, any Error>? in
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            state.early = nil
            return early
        }
        if let early { continuation.resume(with: early) }
    }

    func resume(with result: Result<Success, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Success, any Error>? in
            guard !state.done else { return nil }
            state.done = true
            guard let continuation = state.continuation else {
                state.early = result
                return nil
            }
            state.continuation = nil
            return continuation
        }
        continuation?.resume(with: result)
    }
}

/// The threads app code runs on: a concurrent Dispatch queue, which starts another
/// thread when its threads are blocked, so one stuck `perform()` holds one thread.
final class AppCodeExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "widgetrelay.app-code", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async {
            ThreadName.appCode.apply()
            job.runSynchronously(on: executor)
        }
    }
}
