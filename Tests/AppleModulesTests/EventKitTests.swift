import EventKit
import Foundation
import Testing
import UIKit

/// EventKit as a widget reads it: the host's calendar, nothing without full access.
@Suite("EventKit", .serialized)
struct EventKitTests {
    static let work = EKEventStore.Simulated.Calendar(
        identifier: "work", title: "Work", red: 1, green: 0.23, blue: 0.19, sourceTitle: "iCloud",
        sourceType: .calDAV)
    static let home = EKEventStore.Simulated.Calendar(identifier: "home", title: "Home")
    static func date(_ hour: Int, _ minute: Int = 0) -> Date {
        Date(timeIntervalSinceReferenceDate: 86_400 * 9_000 + Double(hour * 3600 + minute * 60))
    }
    static let phone = EKEventStore.Simulated(
        eventAuthorization: .fullAccess, calendars: [work, home], defaultCalendarIdentifier: "home",
        events: [
            .init(identifier: "lunch", calendarIdentifier: "home", title: "Lunch", start: date(12), end: date(13)),
            .init(
                identifier: "standup", calendarIdentifier: "work", title: "Stand-up", start: date(9), end: date(9, 15),
                attendees: [
                    .init(name: "Ana", url: URL(string: "mailto:ana@example.com")!, isCurrentUser: true),
                    .init(name: "Room 2", url: URL(string: "mailto:room2@example.com")!, type: .room),
                ]),
            .init(
                identifier: "yesterday", calendarIdentifier: "work", title: "Review", start: date(-15), end: date(-14)),
        ])

    /// Every test sets the host's calendar it needs, and leaves the empty one behind.
    func with<T>(_ simulated: EKEventStore.Simulated, _ body: () throws -> T) rethrows -> T {
        EKEventStore.simulated = simulated
        defer { EKEventStore.simulated = EKEventStore.Simulated() }
        return try body()
    }

    @Test("an empty store is .notDetermined, refuses the prompt a widget cannot show, and lists nothing")
    func emptyByDefault() async throws {
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        let store = EKEventStore()
        #expect(try await store.requestFullAccessToEvents() == false)
        #expect(store.calendars(for: .event).isEmpty)
        #expect(store.defaultCalendarForNewEvents == nil)
        let predicate = store.predicateForEvents(withStart: .distantPast, end: .distantFuture, calendars: nil)
        #expect(store.events(matching: predicate).isEmpty)
    }

    @Test("with full access: the day's events in start order, by calendar, with their calendar's colour and source")
    func readsTheHostsCalendar() throws {
        try with(Self.phone) {
            #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess)
            let store = EKEventStore()
            let today = store.predicateForEvents(withStart: Self.date(0), end: Self.date(24), calendars: nil)
            #expect(store.events(matching: today).map(\.title) == ["Stand-up", "Lunch"])
            let work = try #require(store.calendars(for: .event).first { $0.title == "Work" })
            let workOnly = store.predicateForEvents(withStart: Self.date(-24), end: Self.date(24), calendars: [work])
            #expect(store.events(matching: workOnly).map(\.eventIdentifier) == ["yesterday", "standup"])
            #expect(store.defaultCalendarForNewEvents?.calendarIdentifier == "home")
            #expect(work.cgColor == UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1))
            #expect(work.source.title == "iCloud" && work.source.sourceType == .calDAV)
            #expect(work.source.calendars(for: .event) == [work])
            let standUp = try #require(store.event(withIdentifier: "standup"))
            #expect(standUp.attendees?.map(\.participantType) == [.person, .room])
            #expect(standUp.attendees?.first?.isCurrentUser == true)
            #expect(standUp.calendar === work && !standUp.isAllDay && !standUp.hasRecurrenceRules)
        }
    }

    @Test("without full access the same calendar reads as nothing; write-only may save, not read")
    func accessDecides() {
        var denied = Self.phone
        denied.eventAuthorization = .denied
        with(denied) {
            let store = EKEventStore()
            #expect(store.calendars(for: .event).isEmpty)
            #expect(store.event(withIdentifier: "lunch") == nil)
            #expect(throws: EKError.self) { try store.save(EKEvent(eventStore: store), span: .thisEvent) }
        }
        var writeOnly = Self.phone
        writeOnly.eventAuthorization = .writeOnly
        with(writeOnly) {
            let store = EKEventStore()
            let event = EKEvent(eventStore: store)
            #expect(throws: EKError(.noCalendar)) { try store.save(event, span: .thisEvent) }
            let all = store.predicateForEvents(withStart: .distantPast, end: .distantFuture, calendars: nil)
            #expect(store.events(matching: all).isEmpty)
        }
    }
}
