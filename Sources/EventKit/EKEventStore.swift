import Foundation
import UIKit

/// `EKEventStore`: the calendars and events the host set (``Simulated``), read as a widget reads
/// them: nothing without full access, as on iOS.
open class EKEventStore: NSObject {
    /// What the phone's calendar holds, as values: the authorisation the person gave the app, and
    /// its calendars and events. Empty and `.notDetermined` unless the host sets it.
    public struct Simulated: Sendable, Hashable {
        /// A calendar.
        public struct Calendar: Sendable, Hashable {
            public var identifier: String
            public var title: String
            public var type: EKCalendarType
            /// Its colour's sRGB components, 0…1.
            public var red: Double, green: Double, blue: Double
            public var sourceTitle: String
            public var sourceType: EKSourceType
            public var allowsContentModifications: Bool
            public init(
                identifier: String, title: String, type: EKCalendarType = .local, red: Double = 0,
                green: Double = 0.478, blue: Double = 1, sourceTitle: String = "On My iPhone",
                sourceType: EKSourceType = .local, allowsContentModifications: Bool = true
            ) {
                self.identifier = identifier
                self.title = title
                self.type = type
                self.red = red
                self.green = green
                self.blue = blue
                self.sourceTitle = sourceTitle
                self.sourceType = sourceType
                self.allowsContentModifications = allowsContentModifications
            }
        }

        /// An attendee or organiser.
        public struct Participant: Sendable, Hashable {
            public var name: String?
            public var url: URL
            public var role: EKParticipantRole
            public var status: EKParticipantStatus
            public var type: EKParticipantType
            public var isCurrentUser: Bool
            public init(
                name: String?, url: URL, role: EKParticipantRole = .required, status: EKParticipantStatus = .accepted,
                type: EKParticipantType = .person, isCurrentUser: Bool = false
            ) {
                self.name = name
                self.url = url
                self.role = role
                self.status = status
                self.type = type
                self.isCurrentUser = isCurrentUser
            }
        }

        /// An event (each occurrence of a recurring one is its own).
        public struct Event: Sendable, Hashable {
            public var identifier: String
            public var calendarIdentifier: String
            public var title: String
            public var start: Date
            public var end: Date
            public var isAllDay: Bool
            public var location: String?
            public var notes: String?
            public var url: URL?
            public var organizer: Participant?
            public var attendees: [Participant]
            public init(
                identifier: String, calendarIdentifier: String, title: String, start: Date, end: Date,
                isAllDay: Bool = false, location: String? = nil, notes: String? = nil, url: URL? = nil,
                organizer: Participant? = nil, attendees: [Participant] = []
            ) {
                self.identifier = identifier
                self.calendarIdentifier = calendarIdentifier
                self.title = title
                self.start = start
                self.end = end
                self.isAllDay = isAllDay
                self.location = location
                self.notes = notes
                self.url = url
                self.organizer = organizer
                self.attendees = attendees
            }
        }

        public var eventAuthorization: EKAuthorizationStatus
        public var reminderAuthorization: EKAuthorizationStatus
        public var calendars: [Calendar]
        /// The calendar new events go to (`defaultCalendarForNewEvents`): the first when nil.
        public var defaultCalendarIdentifier: String?
        public var events: [Event]

        public init(
            eventAuthorization: EKAuthorizationStatus = .notDetermined,
            reminderAuthorization: EKAuthorizationStatus = .notDetermined, calendars: [Calendar] = [],
            defaultCalendarIdentifier: String? = nil, events: [Event] = []
        ) {
            self.eventAuthorization = eventAuthorization
            self.reminderAuthorization = reminderAuthorization
            self.calendars = calendars
            self.defaultCalendarIdentifier = defaultCalendarIdentifier
            self.events = events
        }

        func authorization(for type: EKEntityType) -> EKAuthorizationStatus {
            type == .event ? eventAuthorization : reminderAuthorization
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var simulatedState = Simulated()

    /// What stores made from now on hold (the host sets it; Linux has no calendar store).
    public static var simulated: Simulated {
        get { lock.withLock { simulatedState } }
        set { lock.withLock { simulatedState = newValue } }
    }

    private let state: Simulated
    /// `sources`
    public private(set) var sources: [EKSource] = []
    private(set) var allCalendars: [EKCalendar] = []
    private var allEvents: [EKEvent] = []

    /// `EKEventStore()`: the host's calendars and events as they are now.
    public override init() {
        state = Self.simulated
        super.init()
        var sourcesByTitle: [String: EKSource] = [:]
        for value in state.calendars {
            let source =
                sourcesByTitle[value.sourceTitle]
                ?? EKSource(
                    identifier: "source-\(sourcesByTitle.count)", type: value.sourceType, title: value.sourceTitle,
                    store: self)
            if sourcesByTitle[value.sourceTitle] == nil {
                sourcesByTitle[value.sourceTitle] = source
                sources.append(source)
            }
            let calendar = EKCalendar(
                identifier: value.identifier, title: value.title, type: value.type,
                color: UIColor(red: value.red, green: value.green, blue: value.blue, alpha: 1),
                allowsContentModifications: value.allowsContentModifications, entityTypes: .event)
            calendar.source = source
            allCalendars.append(calendar)
        }
        for value in state.events {
            guard let calendar = allCalendars.first(where: { $0.calendarIdentifier == value.calendarIdentifier })
            else { continue }
            let event = EKEvent(identifier: value.identifier)
            event.calendar = calendar
            event.title = value.title
            event.startDate = value.start
            event.endDate = value.end
            event.isAllDay = value.isAllDay
            event.location = value.location
            event.notes = value.notes
            event.url = value.url
            event.organizer = value.organizer.map(EKParticipant.init)
            event.attendees = value.attendees.isEmpty ? nil : value.attendees.map(EKParticipant.init)
            allEvents.append(event)
        }
    }

    private var canRead: Bool { state.eventAuthorization == .fullAccess }

    /// `authorizationStatus(for:)`: what the person granted (the host's ``Simulated``).
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        simulated.authorization(for: entityType)
    }

    /// `requestFullAccessToEvents()`: a widget cannot show the prompt; true when full access
    /// was granted already.
    open func requestFullAccessToEvents() async throws -> Bool { Self.simulated.eventAuthorization == .fullAccess }

    /// `requestFullAccessToEvents(completion:)`
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(Self.simulated.eventAuthorization == .fullAccess, nil)
    }

    /// `requestWriteOnlyAccessToEvents()`: true when write-only or full access was granted.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool {
        [.fullAccess, .writeOnly].contains(Self.simulated.eventAuthorization)
    }

    /// `requestFullAccessToReminders()`
    open func requestFullAccessToReminders() async throws -> Bool {
        Self.simulated.reminderAuthorization == .fullAccess
    }

    /// `requestAccess(to:completion:)` (deprecated in iOS 17).
    open func requestAccess(
        to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler
    ) {
        completion(Self.simulated.authorization(for: entityType) == .fullAccess, nil)
    }

    /// `requestAccess(to:)` (deprecated in iOS 17).
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        Self.simulated.authorization(for: entityType) == .fullAccess
    }

    /// `calendars(for:)`: none without full access.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        guard canRead else { return [] }
        return allCalendars.filter { $0.allowedEntityTypes.contains(entityType.mask) }
    }

    /// `calendar(withIdentifier:)`
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        canRead ? allCalendars.first { $0.calendarIdentifier == identifier } : nil
    }

    /// `defaultCalendarForNewEvents`: the host's default calendar, else the first; nil without
    /// full access.
    open var defaultCalendarForNewEvents: EKCalendar? {
        guard canRead else { return nil }
        return allCalendars.first { $0.calendarIdentifier == state.defaultCalendarIdentifier } ?? allCalendars.first
    }

    /// `predicateForEvents(withStart:end:calendars:)`: the events that overlap the interval, in
    /// those calendars (all when nil).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate
    {
        let identifiers = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else {
                return false
            }
            let overlaps = start < endDate && (end > startDate || (end == start && start >= startDate))
            return overlaps && (identifiers?.contains(event.calendar.calendarIdentifier) ?? true)
        }
    }

    /// `events(matching:)`: by start date; none without full access.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard canRead else { return [] }
        return allEvents.filter { predicate.evaluate(with: $0) }.sorted { $0.startDate < $1.startDate }
    }

    /// `enumerateEvents(matching:using:)`
    open func enumerateEvents(
        matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { break }
        }
    }

    /// `event(withIdentifier:)`
    open func event(withIdentifier identifier: String) -> EKEvent? {
        canRead ? allEvents.first { $0.eventIdentifier == identifier } : nil
    }

    /// `calendarItem(withIdentifier:)`
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { event(withIdentifier: identifier) }

    /// `save(_:span:commit:)`: kept in this store; refused without access or a calendar.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        guard [.fullAccess, .writeOnly].contains(state.eventAuthorization) else {
            throw EKError(.internalFailure)
        }
        guard let calendar = event.calendar else { throw EKError(.noCalendar) }
        guard calendar.allowsContentModifications else { throw EKError(.calendarReadOnly) }
        guard let start = event.startDate else { throw EKError(.noStartDate) }
        guard let end = event.endDate else { throw EKError(.noEndDate) }
        guard start <= end else { throw EKError(.datesInverted) }
        if !allEvents.contains(where: { $0 === event }) { allEvents.append(event) }
    }

    /// `remove(_:span:commit:)`
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
        guard canRead else { throw EKError(.internalFailure) }
        allEvents.removeAll { $0 === event }
    }

    /// `commit()`: nothing to write.
    open func commit() throws {}
    /// `reset()`
    open func reset() {}
    /// `refreshSourcesIfNecessary()`
    open func refreshSourcesIfNecessary() {}
}
