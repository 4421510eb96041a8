// Stand-in for Shared (ours, not the project's): from the app's own Sources/Shared/API/Models/HACalendarsModel.swift
// (home-assistant/iOS at d722d781, Apache-2.0, Licence/LICENSE.md), the protocol and the event-record extensions
// copied as published; the class HACalendarsModel is ours: it fetches from the server, and here there is none
// (no calendars, no events).
import Foundation
import HAKit

public protocol HACalendarsModelProtocol {
    /// Rebuilds the stored calendars for `server` from an already-fetched `/states` payload.
    func updateModel(_ entities: [HAEntity], server: Server) async
    /// Fetches `/states` and rebuilds the stored calendars for `server`.
    /// Returns `false` when the server could not be reached or the write failed.
    @discardableResult
    func refresh(server: Server) async -> Bool
    /// Live events for `calendar` in `[start, end)`, cached as a side effect.
    func events(for calendar: HACalendar, start: Date, end: Date) async -> [HACalendarEvent]
}

final class HACalendarsModel: HACalendarsModelProtocol {
    static let shared = HACalendarsModel()
    func updateModel(_ entities: [HAEntity], server: Server) async {}
    @discardableResult
    func refresh(server: Server) async -> Bool { false }
    func events(for calendar: HACalendar, start: Date, end: Date) async -> [HACalendarEvent] { [] }
}

extension HACalendarEvent {
    func record(for calendar: HACalendar) -> HACalendarEventRecord {
        .init(
            id: HACalendarEventRecord.uniqueId(
                serverId: calendar.serverId,
                calendarEntityId: calendar.entityId,
                uid: uid,
                recurrenceId: recurrenceId,
                start: start
            ),
            serverId: calendar.serverId,
            calendarEntityId: calendar.entityId,
            uid: uid,
            recurrenceId: recurrenceId,
            summary: summary,
            start: start,
            end: end,
            isAllDay: isAllDay,
            eventDescription: description,
            location: location,
            rrule: rrule
        )
    }
}

extension HACalendarEventRecord {
    var event: HACalendarEvent {
        .init(
            summary: summary,
            start: start,
            end: end,
            isAllDay: isAllDay,
            description: eventDescription,
            location: location,
            uid: uid,
            recurrenceId: recurrenceId,
            rrule: rrule
        )
    }
}
