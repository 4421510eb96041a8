import Foundation
import GRDB
import PhoneCore
import Codec
import WidgetRelayKit

/// Runs the apps' Live Activities on the phone: records in the database, the
/// 4 KB limit, dismissal policies, push tokens; tells the node of every change.
final class PhoneActivityHost: ActivityHost {
    private let database: PhoneDatabase
    private let clock: any NodeClock
    private let changed: @Sendable (String) -> Void

    init(database: PhoneDatabase, clock: any NodeClock, changed: @escaping @Sendable (String) -> Void) {
        self.database = database
        self.clock = clock
        self.changed = changed
    }

    var areActivitiesEnabled: Bool { true }

    func request(attributesType: String, attributesJSON: Data, content: ActivityContentRecord, pushType: PushType?)
        throws -> ActivityRecord
    {
        try Self.checkSize(attributesJSON.count)
        try Self.checkSize(content.contentStateJSON.count)
        let now = clock.now()
        let record = ActivityRecord(
            id: UUID().uuidString.lowercased(), attributesType: attributesType, attributesJSON: attributesJSON,
            contentStateJSON: content.contentStateJSON, staleDate: content.staleDate,
            relevanceScore: content.relevanceScore,
            state: .active, pushToken: pushType == .token ? Self.newToken() : nil, startedAt: now, contentUpdatedAt: now
        )
        try save(record)
        changed(record.id)
        return record
    }

    func update(id: String, content: ActivityContentRecord) async throws {
        try apply(id: id, content: content, at: clock.now(), end: nil)
    }

    func end(id: String, content: ActivityContentRecord?, dismissalPolicy: ActivityUIDismissalPolicy) async throws {
        try apply(id: id, content: content, at: clock.now(), end: dismissalPolicy)
    }

    /// Updates or ends an activity with content made at `timestamp`; content older
    /// than the activity's last update is ignored (returns false).
    @discardableResult
    func apply(id: String, content: ActivityContentRecord?, at timestamp: Date, end policy: ActivityUIDismissalPolicy?)
        throws -> Bool
    {
        if let content { try Self.checkSize(content.contentStateJSON.count) }
        guard var record = record(id), record.state == .active || record.state == .stale else {
            throw ActivityError.unknownActivity(id)
        }
        if let content {
            guard timestamp >= record.contentUpdatedAt else { return false }
            record.contentStateJSON = content.contentStateJSON
            record.staleDate = content.staleDate
            record.relevanceScore = content.relevanceScore
            record.contentUpdatedAt = timestamp
            record.state = .active
        }
        if let policy {
            let now = clock.now()
            record.state = .ended
            record.endedAt = now
            record.dismissalDate = ActivityRules.dismissalDate(for: policy, endedAt: now)
            if policy == .immediate { record.state = .dismissed }
        }
        if let advanced = ActivityRules.advance(record, to: clock.now()) { record = advanced }
        try save(record)
        changed(id)
        return true
    }

    func records() -> [ActivityRecord] { allRecords().filter { $0.state != .dismissed } }

    func pushTokens(id: String) -> AsyncStream<Data> {
        let token = record(id)?.pushToken
        return AsyncStream { continuation in
            if let token { continuation.yield(token) }
            continuation.finish()
        }
    }

    // MARK: Storage

    func record(_ id: String) -> ActivityRecord? { allRecords().first { $0.id == id } }

    func record(pushToken: Data) -> ActivityRecord? { allRecords().first { $0.pushToken == pushToken } }

    func allRecords() -> [ActivityRecord] {
        (try? database.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM activities ORDER BY started_at").map(Self.record(from:))
        }) ?? []
    }

    func save(_ record: ActivityRecord) throws {
        try database.pool.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO activities (id, attributes_type, attributes_json, content_json, stale_date, relevance, state,
                        push_token, started_at, content_updated_at, ended_at, dismissal_date)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    record.id, record.attributesType, record.attributesJSON, record.contentStateJSON,
                    record.staleDate?.timeIntervalSince1970, record.relevanceScore, record.state.rawValue,
                    record.pushToken,
                    record.startedAt.timeIntervalSince1970, record.contentUpdatedAt.timeIntervalSince1970,
                    record.endedAt?.timeIntervalSince1970, record.dismissalDate?.timeIntervalSince1970,
                ])
        }
    }

    private static func record(from row: Row) -> ActivityRecord {
        // A stored date is read back clamped into the wire's range: a damaged file cannot make a date that traps later.
        func date(_ column: String) -> Date? {
            (row[column] as Double?).map { WireTime.clamped(Date(timeIntervalSince1970: $0)) }
        }
        return ActivityRecord(
            id: row["id"], attributesType: row["attributes_type"], attributesJSON: row["attributes_json"],
            contentStateJSON: row["content_json"], staleDate: date("stale_date"), relevanceScore: row["relevance"],
            state: ActivityState(rawValue: row["state"]) ?? .dismissed, pushToken: row["push_token"],
            startedAt: date("started_at") ?? WireTime.earliest,
            contentUpdatedAt: date("content_updated_at") ?? WireTime.earliest,
            endedAt: date("ended_at"), dismissalDate: date("dismissal_date"))
    }

    private static func checkSize(_ bytes: Int) throws {
        guard bytes <= ActivityError.maximumContentBytes else { throw ActivityError.contentTooLarge(bytes: bytes) }
    }

    private static func newToken() -> Data {
        Data((0..<16).map { _ in UInt8.random(in: 0...255) })
    }
}
