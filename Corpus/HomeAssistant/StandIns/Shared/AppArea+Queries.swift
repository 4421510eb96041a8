// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Environment/AppArea+Queries.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation
import GRDB

public extension AppArea {
    /// Fetch all areas for a specific server
    static func fetchAreas(for serverId: String) throws -> [AppArea] {
        try Current.database().read { db in
            try AppArea
                .filter(Column(DatabaseTables.AppArea.serverId.rawValue) == serverId)
                .fetchAll(db)
                .sorted(by: sortForDisplay(_:_:))
        }
    }

    /// The areas of a server that contain at least one entity the watch can render. Areas without
    /// one are dropped everywhere on the watch — browsing them would only ever show an empty screen,
    /// and adding one as an item would create a dead entry.
    static func fetchWatchPopulatedAreas(for serverId: String) throws -> [AppArea] {
        let entityIds = try HAAppEntity.watchAreaEntityIds(serverId: serverId)
        return try fetchAreas(for: serverId).filter { !$0.entities.isDisjoint(with: entityIds) }
    }

    /// Fetch all areas across every server, each server's areas in display order
    static func fetchAllAreas() throws -> [AppArea] {
        try Current.database().read { db in
            try AppArea.fetchAll(db)
        }
        .sorted(by: sortForDisplay(_:_:))
    }

    /// Fetch a specific area by ID
    static func fetchArea(id: String) throws -> AppArea? {
        try Current.database().read { db in
            try AppArea
                .filter(Column(DatabaseTables.AppArea.id.rawValue) == id)
                .fetchOne(db)
        }
    }

    /// Fetch area by areaId and serverId
    static func fetchArea(areaId: String, serverId: String) throws -> AppArea? {
        let id = "\(serverId)-\(areaId)"
        return try fetchArea(id: id)
    }

    /// Fetch all areas that contain a specific entity
    static func fetchAreas(containingEntity entityId: String, serverId: String) throws -> [AppArea] {
        try Current.database().read { db in
            let areas = try AppArea
                .filter(Column(DatabaseTables.AppArea.serverId.rawValue) == serverId)
                .fetchAll(db)

            return areas.filter { area in
                area.entities.contains(entityId)
            }.sorted(by: sortForDisplay(_:_:))
        }
    }

    private static func sortForDisplay(_ lhs: AppArea, _ rhs: AppArea) -> Bool {
        switch (lhs.sortOrder, rhs.sortOrder) {
        case let (lhsSortOrder?, rhsSortOrder?) where lhsSortOrder != rhsSortOrder:
            return lhsSortOrder < rhsSortOrder
        case (_?, nil):
            return true
        case (nil, _?):
            return false
        default:
            return lhs.name.localizedCaseInsensitiveCompare(rhs.name) == .orderedAscending
        }
    }
}
