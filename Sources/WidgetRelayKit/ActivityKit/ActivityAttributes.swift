import Foundation

/// A Live Activity's static data and its dynamic `ContentState` (`ActivityAttributes`).
public protocol ActivityAttributes: Codable, Sendable {
    associatedtype ContentState: Codable & Hashable & Sendable
}

extension ActivityAttributes {
    /// The name the wire uses for this attributes type.
    public static var attributesTypeName: String { String(describing: Self.self) }
}

/// A content state with its stale date and relevance (`ActivityContent`).
public struct ActivityContent<State: Codable & Hashable & Sendable>: Sendable, Hashable {
    public var state: State
    /// After this date the activity shows as out of date.
    public var staleDate: Date?
    /// Orders several activities; higher is more prominent.
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// Where a Live Activity is in its life (`ActivityState`), in the order it passes through them.
public enum ActivityState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Scheduled to start at a date, not started yet (iOS 26). This host starts every activity
    /// when it is requested, so none of its activities is pending.
    case pending
    /// Visible, and updated.
    case active
    /// Its content is out of date and needs an update.
    case stale
    /// Ended: visible with its last content, not updated any more.
    case ended
    /// Gone: removed by the person or the system.
    case dismissed
}

/// When an ended activity leaves the Lock Screen (`ActivityUIDismissalPolicy`).
public enum ActivityUIDismissalPolicy: Sendable, Hashable {
    /// Up to four hours after it ends.
    case `default`
    /// At once.
    case immediate
    /// At the date (capped at four hours after it ends).
    case after(Date)
}

/// How a Live Activity receives pushes (`PushType`).
public enum PushType: Sendable, Hashable {
    /// A token per activity, published through `pushTokenUpdates`.
    case token
}

/// Whether the app may start Live Activities (`ActivityAuthorizationInfo`).
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { AppEnvironment.current.activities.areActivitiesEnabled }
}

/// Why an activity request failed (`ActivityAuthorizationError` and friends).
public enum ActivityError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Live Activities are turned off.
    case notAuthorized
    /// The content state encodes to more than 4 KB.
    case contentTooLarge(bytes: Int)
    /// The activity no longer exists.
    case unknownActivity(String)
    /// The host refused, saying why.
    case refused(String)

    /// ActivityKit's limit on an encoded content state (and on attributes).
    public static let maximumContentBytes = 4096

    public var description: String {
        switch self {
        case .notAuthorized: "Live Activities are not enabled"
        case .contentTooLarge(let bytes):
            "the Live Activity content is \(bytes) bytes; at most \(Self.maximumContentBytes) are allowed"
        case .unknownActivity(let id): "no Live Activity with id \(id)"
        case .refused(let reason): reason
        }
    }
}
