/// Where app code's views run: on the main actor, as iOS runs a widget's content closure, the
/// `body` of its views and a Live Activity's views (SwiftUI's `View` and WidgetKit's `Widget`
/// are `@MainActor` protocols), while a timeline provider and an intent's `perform()` run off it.
///
/// The kit archives an entry, a timeline or a Live Activity's presentations here. A phone puts
/// a ``MainActorDoor`` in front of the main actor for the app code it runs (``door``): one
/// unit of views that does not return holds the one main actor, so the door decides what may
/// still go in. With no door (a test, a preview) the views go straight to the main actor.
public enum MainActorViews {
    /// The door app code's views pass to reach the main actor; nil: straight in.
    @TaskLocal public static var door: (any MainActorDoor)?

    /// Runs `views` on the main actor for `owner` (a widget's kind, a Live Activity's
    /// attributes type), through the task's ``door`` if it has one.
    /// - Throws: what the door throws when it keeps `owner` out (``MainActorRefusal``).
    static func run<T: Sendable>(for owner: String, _ views: AppCodeValue<() -> T>) async throws -> T {
        guard let door else { return await MainActor.run { views.value() } }
        return try await door.run(for: owner) { views.value() }
    }
}

/// What stands in front of the main actor for app code's views: it runs a unit of views there,
/// or refuses it (``MainActorRefusal``) while the main actor is held by a unit past its time or
/// once the unit's owner has been quarantined for holding it.
public protocol MainActorDoor: Sendable {
    /// Runs `views` on the main actor for `owner`, or throws why not.
    func run<T: Sendable>(for owner: String, _ views: @escaping @MainActor @Sendable () -> T) async throws -> T
}

/// Why a unit of views was kept off the main actor.
public enum MainActorRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// `owner`'s views once held the main actor past the time limit: as iOS kills an extension
    /// whose views do not return, the phone runs them no more.
    case quarantined(owner: String)
    /// The main actor is held, past the time limit, by `holder`'s views, which have not returned.
    case held(by: String)

    public var description: String {
        switch self {
        case .quarantined(let owner):
            "the views of \(owner) are quarantined: they held the main actor past the time limit"
        case .held(let holder): "the main actor is held by the views of \(holder), past the time limit"
        }
    }
}
