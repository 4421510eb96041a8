import Foundation

/// A Live Activity as the host keeps it: everything as data.
public struct ActivityRecord: Sendable, Hashable {
    public var id: String
    public var attributesType: String
    public var attributesJSON: Data
    public var contentStateJSON: Data
    public var staleDate: Date?
    public var relevanceScore: Double
    public var state: ActivityState
    public var pushToken: Data?
    public var startedAt: Date
    public var contentUpdatedAt: Date
    public var endedAt: Date?
    public var dismissalDate: Date?

    public init(
        id: String, attributesType: String, attributesJSON: Data, contentStateJSON: Data, staleDate: Date?,
        relevanceScore: Double, state: ActivityState, pushToken: Data?, startedAt: Date, contentUpdatedAt: Date,
        endedAt: Date? = nil, dismissalDate: Date? = nil
    ) {
        self.id = id
        self.attributesType = attributesType
        self.attributesJSON = attributesJSON
        self.contentStateJSON = contentStateJSON
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.state = state
        self.pushToken = pushToken
        self.startedAt = startedAt
        self.contentUpdatedAt = contentUpdatedAt
        self.endedAt = endedAt
        self.dismissalDate = dismissalDate
    }
}

/// A content change as data.
public struct ActivityContentRecord: Sendable, Hashable {
    public var contentStateJSON: Data
    public var staleDate: Date?
    public var relevanceScore: Double
    public init(contentStateJSON: Data, staleDate: Date?, relevanceScore: Double) {
        self.contentStateJSON = contentStateJSON
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// What runs Live Activities: the phone host in a node, ``InMemoryActivityHost`` in tests.
public protocol ActivityHost: Sendable {
    var areActivitiesEnabled: Bool { get }
    /// Starts an activity; returns its record (with a push token if asked for).
    func request(attributesType: String, attributesJSON: Data, content: ActivityContentRecord, pushType: PushType?)
        throws -> ActivityRecord
    /// Replaces an active activity's content.
    func update(id: String, content: ActivityContentRecord) async throws
    /// Ends an activity, with optional final content.
    func end(id: String, content: ActivityContentRecord?, dismissalPolicy: ActivityUIDismissalPolicy) async throws
    /// Every activity not yet dismissed.
    func records() -> [ActivityRecord]
    /// The push tokens of an activity as they are issued.
    func pushTokens(id: String) -> AsyncStream<Data>
}
