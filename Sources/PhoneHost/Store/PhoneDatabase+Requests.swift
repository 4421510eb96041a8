import DomainModel
import Foundation
import GRDB
import PhoneCore
import Codec

/// The reply to a state-changing request, kept for a retry with the same message
/// id (requests.proto: "Retries"); written in the same transaction as the change.
package struct StoredReply: Sendable {
    /// The device that sent the request, and the request's message id.
    package let device: String
    package let messageID: String
    /// The reply as the codec encoded it; replayed under a fresh envelope.
    package let reply: EncodedReply
    /// Until when a retry gets it back (on the phone's clock).
    package let expires: Date

    package init(device: String, messageID: String, reply: EncodedReply, expires: Date) {
        self.device = device
        self.messageID = messageID
        self.reply = reply
        self.expires = expires
    }

    func insert(in db: Database, now: Date) throws {
        let blob = reply.keptBytes
        try db.cachedStatement(sql: "DELETE FROM replies WHERE expires < ?").execute(arguments: [
            now.timeIntervalSince1970
        ])
        try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO replies (device, message_id, reply, expires) VALUES (?, ?, ?, ?)"
        )
        .execute(arguments: [device, messageID, blob, expires.timeIntervalSince1970])
    }
}

extension PhoneDatabase {
    /// v2: interaction ids per device; kept replies; each device's last Hello.
    static func migrateToV2(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE interactions_v2 (
                    device TEXT NOT NULL, id TEXT NOT NULL, result BLOB NOT NULL, at REAL NOT NULL, PRIMARY KEY (device, id));
                INSERT INTO interactions_v2 (device, id, result, at) SELECT device, id, result, at FROM interactions;
                DROP TABLE interactions;
                ALTER TABLE interactions_v2 RENAME TO interactions;
                CREATE TABLE replies (
                    device TEXT NOT NULL, message_id TEXT NOT NULL, reply BLOB NOT NULL, expires REAL NOT NULL,
                    PRIMARY KEY (device, message_id));
                CREATE INDEX replies_expires ON replies(expires);
                CREATE TABLE hellos (device TEXT PRIMARY KEY NOT NULL, capabilities BLOB NOT NULL, at REAL NOT NULL);
                """)
    }

    // MARK: Interactions

    /// The stored result of an interaction `device` sent before (performed or failed), or nil.
    /// A failed read throws: it must never pass for "not performed yet".
    /// A new one is known new in memory (``InteractionFilter``), without a read.
    package func interactionResult(_ id: String, device: String) throws -> InteractionAnswer? {
        guard recorded.withLock({ $0.mayContain(device: device, id: id) }) else { return nil }
        return try pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(
                    sql: "SELECT outcome, reason, message, epoch, seq FROM interactions WHERE device = ? AND id = ?"),
                arguments: [device, id]
            )
            .map { try InteractionAnswer(id: id, row: $0) }
        }
    }

    // MARK: Kept replies

    /// The reply kept for `device`'s request `messageID`, if it has not expired at `now`.
    package func storedReply(device: String, messageID: String, now: Date) throws -> EncodedReply? {
        try pool.read { db in
            try Data.fetchOne(
                db.cachedStatement(
                    sql: "SELECT reply FROM replies WHERE device = ? AND message_id = ? AND expires >= ?"),
                arguments: [device, messageID, now.timeIntervalSince1970]
            )
            .map { try EncodedReply(kept: $0) }
        }
    }

    /// Keeps a reply on its own (for a change made elsewhere, e.g. a push).
    package func keep(_ reply: StoredReply, now: Date) throws {
        try pool.write { try reply.insert(in: $0, now: now) }
    }

    // MARK: Hellos

    /// Each device's last Hello capabilities.
    package func hellos() throws -> [String: DeviceCapabilities] {
        try pool.read { db in
            var hellos: [String: DeviceCapabilities] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT device, families, rendering_mode FROM hellos") {
                hellos[row["device"]] = DeviceCapabilities(row: row)
            }
            return hellos
        }
    }

    package func saveHello(device: String, _ capabilities: DeviceCapabilities, at date: Date) throws {
        try pool.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO hellos (device, families, rendering_mode, surfaces, at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    device, capabilities.familiesColumn, capabilities.renderingMode?.rawValue,
                    capabilities.surfacesColumn, date.timeIntervalSince1970,
                ])
        }
    }

    /// Forgets a device's Hello (it was removed or re-keyed): its next connection says Hello again.
    public func forgetHello(device: String) throws {
        try pool.write { try $0.execute(sql: "DELETE FROM hellos WHERE device = ?", arguments: [device]) }
    }
}
