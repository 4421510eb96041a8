// `import EventKit`: the calendar store widget code reads (Clendar's widgets list the day's
// events): `EKEventStore` with its authorisation as a widget meets it, calendars, their sources,
// events and their participants, `predicateForEvents(withStart:end:calendars:)` and
// `events(matching:)`.
//
// What it is not: a calendar database. Linux has no calendar store, and a widget extension
// cannot show the permission prompt: the store holds what the host sets
// (`EKEventStore.simulated`: the authorisation the phone's owner gave, the calendars and their
// events as values), and is empty and `.notDetermined` otherwise — so a widget shows its "grant
// access" state, as a freshly installed one does on iOS. Saving and removing change this
// store's own objects, not the host's values.
import Foundation

/// `EKEntityType`: events or reminders.
public enum EKEntityType: UInt, Sendable, Hashable {
    case event = 0
    case reminder = 1
}

/// `EKEntityMask`: a set of entity types.
public struct EKEntityMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1)
    public static let reminder = EKEntityMask(rawValue: 2)
}

/// `EKAuthorizationStatus`: what the person granted for an entity type (iOS 17's values).
public enum EKAuthorizationStatus: Int, Sendable, Hashable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case fullAccess = 3
    case writeOnly = 4

    /// `.authorized` (deprecated in iOS 17): `.fullAccess`, the same raw value.
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// `EKSpan`: which occurrences of a recurring event a change applies to.
public enum EKSpan: Int, Sendable, Hashable {
    case thisEvent = 0
    case futureEvents = 1
}

/// `EKCalendarType`
public enum EKCalendarType: Int, Sendable, Hashable {
    case local = 0, calDAV, exchange, subscription, birthday
}

/// `EKSourceType`
public enum EKSourceType: Int, Sendable, Hashable {
    case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays
}

/// `EKEventAvailability`
public enum EKEventAvailability: Int, Sendable, Hashable {
    case notSupported = -1, busy = 0, free, tentative, unavailable
}

/// `EKEventStatus`
public enum EKEventStatus: Int, Sendable, Hashable {
    case none = 0, confirmed, tentative, canceled
}

/// `EKParticipantRole`
public enum EKParticipantRole: Int, Sendable, Hashable {
    case unknown = 0, required, optional, chair, nonParticipant
}

/// `EKParticipantStatus`
public enum EKParticipantStatus: Int, Sendable, Hashable {
    case unknown = 0, pending, accepted, declined, tentative, delegated, completed, inProcess
}

/// `EKParticipantType`
public enum EKParticipantType: Int, Sendable, Hashable {
    case unknown = 0, person, room, resource, group
}

/// `EKError`'s domain and codes, for code that catches them.
public struct EKError: Error, Sendable, Hashable {
    /// `EKError.Code`
    public enum Code: Int, Sendable, Hashable {
        case eventNotMutable = 0
        case noCalendar = 1
        case noStartDate = 2
        case noEndDate = 3
        case datesInverted = 4
        case internalFailure = 5
        case calendarReadOnly = 6
        case calendarDoesNotAllowEvents = 17
        case objectBelongsToDifferentStore = 11
        case invalidEntityType = 27
    }
    /// `code`
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "EKErrorDomain"
}

/// `EKEventStoreRequestAccessCompletionHandler`
public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, (any Error)?) -> Void

extension Notification.Name {
    /// `.EKEventStoreChanged`: posted when the store's data changes (never here of its own accord).
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
