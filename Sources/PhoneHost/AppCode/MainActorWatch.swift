import WidgetRelayKit

/// Who holds the main actor for app code's views, and whose views may go in: the decisions of
/// the phone's door to the main actor (``MainActorGate``), a value given the time.
///
/// A unit of views (a widget's entries, a Live Activity's presentations) runs on the main
/// actor, which cannot be interrupted and is one for the whole process: a `body` that does not
/// return holds it for every widget. iOS kills an extension whose views do not return; the phone
/// cannot kill part of itself, so it quarantines the owner whose unit held the main actor past
/// the limit (its views run no more until the phone restarts) and, while that unit still holds
/// it, refuses every other unit at once instead of queueing it behind (each would wait its
/// whole limit, and the queue would grow with every reload).
struct MainActorWatch<Instant: InstantProtocol> where Instant.Duration == Duration {
    /// One unit admitted, in front of or on the main actor.
    struct Unit: Hashable {
        let number: Int
        let owner: String
    }

    /// How long a unit may hold the main actor.
    let limit: Duration
    /// The unit on the main actor now, and since when.
    private(set) var running: (unit: Unit, since: Instant)?
    /// Owners whose views held the main actor past the limit.
    private(set) var quarantined: Set<String> = []
    private var last = 0

    init(limit: Duration) { self.limit = limit }

    /// Whether `owner`'s views may go to the main actor at `now`: a unit to report ``started``
    /// and ``ended``, or why not.
    mutating func admit(_ owner: String, at now: Instant) -> Result<Unit, MainActorRefusal> {
        if let running, running.since.duration(to: now) > limit {
            // The unit on the main actor is past its time: its owner is done, as iOS would be.
            quarantined.insert(running.unit.owner)
            if running.unit.owner != owner { return .failure(.held(by: running.unit.owner)) }
        }
        if quarantined.contains(owner) { return .failure(.quarantined(owner: owner)) }
        last += 1
        return .success(Unit(number: last, owner: owner))
    }

    /// `unit` began to run on the main actor at `now`.
    mutating func started(_ unit: Unit, at now: Instant) {
        running = (unit, now)
    }

    /// `unit` returned from the main actor at `now`: past the limit, its owner is quarantined.
    mutating func ended(_ unit: Unit, at now: Instant) {
        guard let running, running.unit == unit else { return }
        if running.since.duration(to: now) > limit { quarantined.insert(unit.owner) }
        self.running = nil
    }
}
