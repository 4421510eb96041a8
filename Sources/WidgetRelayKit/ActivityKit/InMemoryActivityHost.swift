import Foundation

/// Runs Live Activities in memory, for tests and previews: request, update and
/// end with ActivityKit's rules for content size and dismissal, no clock.
public final class InMemoryActivityHost: ActivityHost, @unchecked Sendable {
    private let lock = NSLock()
    private var activities: [String: ActivityRecord] = [:]
    private var order: [String] = []
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = { Date() }) { self.now = now }

    public var areActivitiesEnabled: Bool { true }

    public func request(
        attributesType: String, attributesJSON: Data, content: ActivityContentRecord, pushType: PushType?
    ) throws -> ActivityRecord {
        guard attributesJSON.count <= ActivityError.maximumContentBytes else {
            throw ActivityError.contentTooLarge(bytes: attributesJSON.count)
        }
        let date = now()
        let record = ActivityRecord(
            id: UUID().uuidString, attributesType: attributesType, attributesJSON: attributesJSON,
            contentStateJSON: content.contentStateJSON, staleDate: content.staleDate,
            relevanceScore: content.relevanceScore,
            state: .active, pushToken: pushType == .token ? Data(UUID().uuidString.utf8.prefix(16)) : nil,
            startedAt: date, contentUpdatedAt: date)
        lock.withLock {
            activities[record.id] = record
            order.append(record.id)
        }
        return record
    }

    public func update(id: String, content: ActivityContentRecord) async throws {
        try lock.withLock {
            guard var record = activities[id], record.state == .active || record.state == .stale else {
                throw ActivityError.unknownActivity(id)
            }
            record.contentStateJSON = content.contentStateJSON
            record.staleDate = content.staleDate
            record.relevanceScore = content.relevanceScore
            record.state = .active
            record.contentUpdatedAt = now()
            activities[id] = record
        }
    }

    public func end(id: String, content: ActivityContentRecord?, dismissalPolicy: ActivityUIDismissalPolicy)
        async throws
    {
        try lock.withLock {
            guard var record = activities[id] else { throw ActivityError.unknownActivity(id) }
            let date = now()
            if let content {
                record.contentStateJSON = content.contentStateJSON
                record.staleDate = content.staleDate
                record.relevanceScore = content.relevanceScore
                record.contentUpdatedAt = date
            }
            record.endedAt = date
            switch dismissalPolicy {
            case .immediate: record.state = .dismissed
            case .default: record.state = .ended; record.dismissalDate = date.addingTimeInterval(4 * 3600)
            case .after(let when):
                record.state = .ended
                record.dismissalDate = min(when, date.addingTimeInterval(4 * 3600))
            }
            activities[id] = record
        }
    }

    public func records() -> [ActivityRecord] {
        lock.withLock { order.compactMap { activities[$0] }.filter { $0.state != .dismissed } }
    }

    public func pushTokens(id: String) -> AsyncStream<Data> {
        let token = lock.withLock { activities[id]?.pushToken }
        return AsyncStream { continuation in
            if let token { continuation.yield(token) }
            continuation.finish()
        }
    }
}
