import DomainModel
import Foundation
import GRDB
import PhoneCore
import Codec
import RelayWire
import SwiftProtobuf

extension PhoneDatabase {
    /// v3: interaction answers and Hellos in plain columns of their domain values
    /// (``InteractionAnswer``, ``DeviceCapabilities``), where v2 kept relay.v1 bytes
    /// (`InteractionResult`, `Capabilities`). Every row is converted; this is the one place
    /// the store still reads those messages. An answer that does not read fails the
    /// migration (the phone does not start on a store that would forget what it performed);
    /// a Hello that does not read is dropped, as v2 read it: the device says Hello again.
    static func migrateToV3(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE interactions_v3 (
                    device TEXT NOT NULL, id TEXT NOT NULL, outcome TEXT, reason TEXT, message TEXT NOT NULL,
                    epoch INTEGER NOT NULL, seq INTEGER NOT NULL, at REAL NOT NULL, PRIMARY KEY (device, id));
                CREATE TABLE hellos_v3 (device TEXT PRIMARY KEY NOT NULL, families TEXT NOT NULL, rendering_mode TEXT, at REAL NOT NULL);
                """)
        let answers = try Row.fetchCursor(db, sql: "SELECT device, id, result, at FROM interactions")
        while let row = try answers.next() {
            let (device, id, at): (String, String, Double) = (row["device"], row["id"], row["at"])
            let answer: InteractionAnswer
            do {
                answer = try InteractionAnswer(storedV2: row["result"] as Data)
            } catch {
                throw PhoneError.internal(
                    "the stored result of interaction \(id) from \(device) does not read", cause: error)
            }
            try db.cachedStatement(
                sql: """
                    INSERT INTO interactions_v3 (device, id, outcome, reason, message, epoch, seq, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: StatementArguments([device, id] + answer.columns + [at]))
        }
        let hellos = try Row.fetchCursor(db, sql: "SELECT device, capabilities, at FROM hellos")
        while let row = try hellos.next() {
            guard let capabilities = try? DeviceCapabilities(storedV2: row["capabilities"] as Data) else { continue }
            try db.cachedStatement(
                sql: "INSERT INTO hellos_v3 (device, families, rendering_mode, at) VALUES (?, ?, ?, ?)"
            )
            .execute(arguments: [
                row["device"] as String, capabilities.familiesColumn, capabilities.renderingMode?.rawValue,
                row["at"] as Double,
            ])
        }
        try db.execute(
            sql: """
                DROP TABLE interactions;
                ALTER TABLE interactions_v3 RENAME TO interactions;
                DROP TABLE hellos;
                ALTER TABLE hellos_v3 RENAME TO hellos;
                """)
    }
}
