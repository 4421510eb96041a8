import DomainModel
import Foundation
import GRDB
import PhoneCore
@testable import PhoneHost
import Codec
import TestSupport
import RelayWire
import Testing

/// A store written by the phone before schema v3 (interaction results and Hellos as relay.v1
/// bytes) opened by today's code: every answer replays the same, and every Hello is kept.
@Suite struct StoreMigrationTests {
    /// The v1 and v2 schema exactly as the phone created it, and GRDB's record of both.
    static let v2Schema = """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations (identifier) VALUES ('v1'), ('v2');
        CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
        CREATE TABLE kv (key TEXT PRIMARY KEY NOT NULL, value BLOB NOT NULL);
        CREATE TABLE devices (
            id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, kind INTEGER NOT NULL,
            public_key TEXT NOT NULL UNIQUE, added_at REAL NOT NULL);
        CREATE TABLE instances (
            id TEXT PRIMARY KEY NOT NULL, kind TEXT NOT NULL, family TEXT NOT NULL, configuration BLOB,
            owner TEXT NOT NULL, created_at REAL NOT NULL, pinned INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE activities (
            id TEXT PRIMARY KEY NOT NULL, attributes_type TEXT NOT NULL, attributes_json BLOB NOT NULL,
            content_json BLOB NOT NULL, stale_date REAL, relevance REAL NOT NULL, state TEXT NOT NULL,
            push_token BLOB, started_at REAL NOT NULL, content_updated_at REAL NOT NULL,
            ended_at REAL, dismissal_date REAL);
        CREATE TABLE budget (instance TEXT NOT NULL, at REAL NOT NULL);
        CREATE INDEX budget_instance ON budget(instance);
        CREATE TABLE opened_urls (
            seq INTEGER PRIMARY KEY AUTOINCREMENT, url TEXT NOT NULL, instance TEXT NOT NULL,
            configuration BLOB, device TEXT NOT NULL, at REAL NOT NULL);
        CREATE TABLE interactions (
            device TEXT NOT NULL, id TEXT NOT NULL, result BLOB NOT NULL, at REAL NOT NULL, PRIMARY KEY (device, id));
        CREATE TABLE replies (
            device TEXT NOT NULL, message_id TEXT NOT NULL, reply BLOB NOT NULL, expires REAL NOT NULL,
            PRIMARY KEY (device, message_id));
        CREATE INDEX replies_expires ON replies(expires);
        CREATE TABLE hellos (device TEXT PRIMARY KEY NOT NULL, capabilities BLOB NOT NULL, at REAL NOT NULL);
        """

    /// Results as the phone stored them: every outcome, every reject reason, large positions.
    static let results: [(device: String, result: Relay_V1_InteractionResult)] = {
        let rejections: [Relay_V1_RejectReason] = [
            .unknownTarget, .notOffered, .unknownIntent, .badParameter, .notPaired, .notOwner,
        ]
        var results: [(String, Relay_V1_InteractionResult)] = [
            (
                "desk",
                .with {
                    $0.interactionID = "tap-1"; $0.performed = Relay_V1_Performed(); $0.epoch = 3; $0.seq = 41
                }
            ),
            (
                "watch",
                .with {
                    $0.interactionID = "tap-1"; $0.failed = .with { $0.message = "Not synced: “offline”" };
                    $0.epoch = 3; $0.seq = 42
                }
            ),
            (
                "desk",
                .with {
                    $0.interactionID = "big"; $0.performed = Relay_V1_Performed(); $0.epoch = .max;
                    $0.seq = UInt64(Int64.max) + 5
                }
            ),
            (
                "desk",
                .with {
                    $0.interactionID = "undecided"; $0.epoch = 1; $0.seq = 1
                }
            ),
        ]
        for (index, reason) in rejections.enumerated() {
            results.append(
                (
                    "watch",
                    .with {
                        $0.interactionID = "refused-\(index)"
                        $0.rejected = .with {
                            $0.reason = reason; $0.message = "refused: \(reason)"
                        }
                        $0.epoch = 2
                        $0.seq = UInt64(index)
                    }
                ))
        }
        return results
    }()

    static func oldStore(
        in folder: String, hellos: [(String, Data)], results: [(device: String, result: Relay_V1_InteractionResult)]
    ) throws -> String {
        let path = folder + "/phone.sqlite"
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: Self.v2Schema)
            for (index, stored) in results.enumerated() {
                try db.execute(
                    sql: "INSERT INTO interactions (device, id, result, at) VALUES (?, ?, ?, ?)",
                    arguments: [
                        stored.device, stored.result.interactionID, try stored.result.serializedBytes() as Data,
                        Double(index),
                    ])
            }
            for (device, blob) in hellos {
                try db.execute(
                    sql: "INSERT INTO hellos (device, capabilities, at) VALUES (?, ?, 1)", arguments: [device, blob])
            }
        }
        return path
    }

    @Test func everyStoredAnswerReplaysTheSameAfterTheMigration() throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk: Data = try Relay_V1_Capabilities.with {
            $0.families = [.systemSmall, .systemLarge]; $0.renderingMode = .accented
        }.serializedBytes()
        let watch: Data = try Relay_V1_Capabilities.with { $0.families = [.accessoryInline, .unspecified] }
            .serializedBytes()
        let path = try Self.oldStore(
            in: folder, hellos: [("desk", desk), ("watch", watch), ("broken", Data([0xff, 0xff, 0xff]))],
            results: Self.results)

        let database = try PhoneDatabase(path: path)
        for (device, original) in Self.results {
            let answer = try #require(
                try database.interactionResult(original.interactionID, device: device),
                "\(device)/\(original.interactionID)")
            #expect(answer == InteractionAnswer(wire: original), "\(device)/\(original.interactionID)")
            #expect(answer.wire == original, "the reply a retry gets: \(device)/\(original.interactionID)")
        }
        #expect(try database.interactionResult("tap-1", device: "phone") == nil)
        #expect(
            try database.hellos() == [
                "desk": DeviceCapabilities(families: [.systemSmall, .systemLarge], renderingMode: .accented),
                "watch": DeviceCapabilities(families: [.accessoryInline]),
            ], "a Hello that does not read is dropped: the device says Hello again")

        // What today's code writes reads back the same, beside the converted rows.
        let answer = InteractionAnswer(
            interactionID: "new", outcome: .rejected(InteractionRefusal(.notOwner, "not yours")), epoch: 9, seq: 10)
        try database.commitInteraction(
            answer, device: "desk", changes: [:], at: Date(timeIntervalSince1970: 1_795_000_000))
        try database.saveHello(
            device: "phone", DeviceCapabilities(families: [], renderingMode: .fullColor),
            at: Date(timeIntervalSince1970: 1_795_000_000))
        #expect(try database.interactionResult("new", device: "desk") == answer)
        #expect(try database.hellos()["phone"] == DeviceCapabilities(families: [], renderingMode: .fullColor))
    }

    @Test func aResultThatDoesNotReadStopsTheMigrationRatherThanForgetWhatWasPerformed() throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let path = try Self.oldStore(in: folder, hellos: [], results: Self.results)
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "INSERT INTO interactions (device, id, result, at) VALUES ('desk', 'garbled', ?, 0)",
                arguments: [Data([0xff, 0xff, 0xff])])
        }
        #expect(throws: PhoneStartupError.self) { try PhoneDatabase(path: path) }
        // Nothing was half-converted: the old tables are there as they were.
        let count = try DatabaseQueue(path: path).read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM interactions WHERE result IS NOT NULL")
        }
        #expect(count == Self.results.count + 1)
    }
}
