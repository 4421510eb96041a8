// Stand-in for Shift (vinhnx/Shift, MIT), the author's own EventKit wrapper (ours, not the project's):
// `Shift.shared` as Clendar's files call it (fetchEventsRangeUntilEndOfDay(from:), defaultCalendar),
// on Apple's EventKit, with no events (no calendar store here).
import EventKit
import Foundation

public final class Shift {
    public static let shared = Shift()
    public let eventStore = EKEventStore()
    public var defaultCalendar: EKCalendar? { eventStore.defaultCalendarForNewEvents }
    public func fetchEventsRangeUntilEndOfDay(from startDate: Date) async throws -> [EKEvent] { [] }
    public func fetchEvents(for date: Date, filterCalendarIDs: [String] = []) async throws -> [EKEvent] { [] }
}
