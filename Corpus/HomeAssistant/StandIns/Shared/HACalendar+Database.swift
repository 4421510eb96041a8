// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Database/HACalendar+Database.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
// Cut: replaceAll(_:serverId:) (the app's refresh: it writes the database and the app's event log).
import Foundation
import GRDB

// `HACalendar` itself lives in the `HAModels` package; these are its `Current.database()`-backed
// queries.
public extension HACalendar {
    /// Every calendar stored for a server, in the order the frontend lists them (entity id).
    static func all(serverId: String) -> [HACalendar] {
        do {
            return try Current.database().read { db in
                try HACalendar
                    .filter(Column(DatabaseTables.HACalendar.serverId.rawValue) == serverId)
                    .order(Column(DatabaseTables.HACalendar.sortOrder.rawValue))
                    .fetchAll(db)
            }
        } catch {
            Current.Log.error("Failed to fetch calendars for server \(serverId), error: \(error)")
            return []
        }
    }

    /// Every stored calendar across every server, ordered by server then by the frontend's order.
    static func all() -> [HACalendar] {
        do {
            return try Current.database().read { db in
                try HACalendar
                    .order(
                        Column(DatabaseTables.HACalendar.serverId.rawValue),
                        Column(DatabaseTables.HACalendar.sortOrder.rawValue)
                    )
                    .fetchAll(db)
            }
        } catch {
            Current.Log.error("Failed to fetch calendars, error: \(error)")
            return []
        }
    }

    static func get(id: String) -> HACalendar? {
        do {
            return try Current.database().read { db in
                try HACalendar.fetchOne(db, key: id)
            }
        } catch {
            Current.Log.error("Failed to fetch calendar \(id), error: \(error)")
            return nil
        }
    }

    // (cut: replaceAll(_:serverId:), the app's refresh writing the database and its event log)
}
