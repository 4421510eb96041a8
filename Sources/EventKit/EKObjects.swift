import Foundation
import UIKit

/// `EKObject`: the base of EventKit's objects (an `NSObject`: equal and hashed by identity).
open class EKObject: NSObject {
    /// `hasChanges`: false (changes are saved at once here).
    open var hasChanges: Bool { false }
    /// `isNew`
    open var isNew: Bool { false }
    /// `reset()`
    open func reset() {}
    /// `rollback()`
    open func rollback() {}
    /// `refresh()`: true (the object is still in its store).
    open func refresh() -> Bool { true }
}

/// `EKSource`: an account calendars belong to (iCloud, Exchange, on the device…).
open class EKSource: EKObject {
    /// `sourceIdentifier`
    public let sourceIdentifier: String
    /// `sourceType`
    public let sourceType: EKSourceType
    /// `title`
    public let title: String
    weak var store: EKEventStore?

    init(identifier: String, type: EKSourceType, title: String, store: EKEventStore?) {
        sourceIdentifier = identifier
        sourceType = type
        self.title = title
        self.store = store
    }

    /// `calendars(for:)`: its calendars of that entity type.
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
        Set(
            (store?.allCalendars ?? []).filter { $0.source === self && $0.allowedEntityTypes.contains(entityType.mask) }
        )
    }
}

/// `EKCalendar`: a calendar of events (or reminders).
open class EKCalendar: EKObject {
    /// `calendarIdentifier`
    public let calendarIdentifier: String
    /// `title`
    open var title: String
    /// `type`
    public let type: EKCalendarType
    /// `source`
    open var source: EKSource!
    /// `cgColor`: its colour (Core Graphics' colour is UIKit's `UIColor` here).
    open var cgColor: CGColor!
    /// `allowsContentModifications`
    open var allowsContentModifications: Bool
    /// `isSubscribed`
    open var isSubscribed: Bool { type == .subscription }
    /// `isImmutable`
    open var isImmutable: Bool { !allowsContentModifications }
    /// `allowedEntityTypes`
    public let allowedEntityTypes: EKEntityMask
    /// `supportedEventAvailabilities`: none reported.
    open var supportedEventAvailabilities: Int { 0 }

    init(
        identifier: String, title: String, type: EKCalendarType, color: CGColor?, allowsContentModifications: Bool,
        entityTypes: EKEntityMask
    ) {
        calendarIdentifier = identifier
        self.title = title
        self.type = type
        cgColor = color
        self.allowsContentModifications = allowsContentModifications
        allowedEntityTypes = entityTypes
    }

    /// `EKCalendar(for:eventStore:)`: a new local calendar of the store.
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(
            identifier: UUID().uuidString, title: "", type: .local, color: nil, allowsContentModifications: true,
            entityTypes: entityType.mask)
    }
}

/// `EKParticipant`: an attendee or organiser of an event.
open class EKParticipant: EKObject {
    /// `name`
    public let name: String?
    /// `url`: a `mailto:` URL, usually.
    public let url: URL
    /// `participantRole`
    public let participantRole: EKParticipantRole
    /// `participantStatus`
    public let participantStatus: EKParticipantStatus
    /// `participantType`
    public let participantType: EKParticipantType
    /// `isCurrentUser`
    public let isCurrentUser: Bool

    init(_ value: EKEventStore.Simulated.Participant) {
        name = value.name
        url = value.url
        participantRole = value.role
        participantStatus = value.status
        participantType = value.type
        isCurrentUser = value.isCurrentUser
    }
}

/// `EKCalendarItem`: what events and reminders share.
open class EKCalendarItem: EKObject {
    /// `calendarItemIdentifier`
    public let calendarItemIdentifier: String
    /// `calendarItemExternalIdentifier`
    open var calendarItemExternalIdentifier: String! { calendarItemIdentifier }
    /// `calendar`
    open var calendar: EKCalendar!
    /// `title`
    open var title: String!
    /// `location`
    open var location: String?
    /// `notes`
    open var notes: String?
    /// `url`
    open var url: URL?
    /// `timeZone`
    open var timeZone: TimeZone?
    /// `creationDate`
    open var creationDate: Date?
    /// `lastModifiedDate`
    open var lastModifiedDate: Date?
    /// `attendees`
    open var attendees: [EKParticipant]?
    /// `hasAttendees`
    open var hasAttendees: Bool { !(attendees ?? []).isEmpty }
    /// `hasNotes`
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    /// `hasAlarms`: none here.
    open var hasAlarms: Bool { false }
    /// `hasRecurrenceRules`: each occurrence is its own event here.
    open var hasRecurrenceRules: Bool { false }

    init(identifier: String) { calendarItemIdentifier = identifier }
}

/// `EKEvent`: an event of a calendar.
open class EKEvent: EKCalendarItem {
    /// `eventIdentifier`
    open var eventIdentifier: String! { calendarItemIdentifier }
    /// `startDate`
    open var startDate: Date!
    /// `endDate`
    open var endDate: Date!
    /// `isAllDay`
    open var isAllDay = false
    /// `occurrenceDate`: the start.
    open var occurrenceDate: Date! { startDate }
    /// `isDetached`
    open var isDetached: Bool { false }
    /// `availability`
    open var availability: EKEventAvailability = .busy
    /// `status`
    open var status: EKEventStatus = .none
    /// `organizer`
    open var organizer: EKParticipant?
    /// `birthdayContactIdentifier`
    open var birthdayContactIdentifier: String?
    /// `structuredLocation`: none.
    open var structuredLocation: AnyObject? { nil }

    override init(identifier: String) { super.init(identifier: identifier) }

    /// `EKEvent(eventStore:)`: a new event, in no calendar until one is set.
    public convenience init(eventStore: EKEventStore) { self.init(identifier: UUID().uuidString) }

    /// `compareStartDate(with:)`
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let lhs = startDate ?? .distantPast, rhs = other.startDate ?? .distantPast
        return lhs == rhs ? .orderedSame : lhs < rhs ? .orderedAscending : .orderedDescending
    }
}

extension EKEntityType {
    var mask: EKEntityMask { self == .event ? .event : .reminder }
}
