import Synchronization
import WidgetRelayKit

/// The phone's door to the main actor for app code's views (WidgetRelayKit's `MainActorDoor`):
/// runs each unit of views there, as iOS runs a widget's `body`, and keeps out, with the reason
/// (`MainActorRefusal`), what ``MainActorWatch`` refuses: the views of an owner that held the
/// main actor past app code's time limit, and everyone's while such a unit still holds it.
///
/// The caller is not held either way: ``AppCodeRunner`` answers it with ``AppCodeTimedOut`` at
/// the limit, whether its app code is stuck in a provider or on the main actor.
final class MainActorGate<C: Clock>: MainActorDoor where C.Duration == Duration {
    private let clock: C
    private let watch: Mutex<MainActorWatch<C.Instant>>

    init(limit: Duration, clock: C) {
        self.clock = clock
        watch = Mutex(MainActorWatch(limit: limit))
    }

    func run<T: Sendable>(for owner: String, _ views: @escaping @MainActor @Sendable () -> T) async throws -> T {
        let now = clock.now
        let unit = try watch.withLock { try $0.admit(owner, at: now).get() }
        return await MainActor.run {
            let start = self.clock.now
            self.watch.withLock { $0.started(unit, at: start) }
            defer {
                let end = self.clock.now
                self.watch.withLock { $0.ended(unit, at: end) }
            }
            return views()
        }
    }

    /// Owners whose views are quarantined (for tests; the phone logs each refusal as a failed reload).
    var quarantined: Set<String> { watch.withLock { $0.quarantined } }
}
