// `import UserNotifications`: the part of Apple's User Notifications framework widget code meets —
// a notification's content (`UNMutableNotificationContent`), a request with its trigger
// (`UNNotificationRequest`, `UNTimeIntervalNotificationTrigger`, `UNCalendarNotificationTrigger`),
// authorisation, and the shared `UNUserNotificationCenter` — in Apple's names and shapes.
//
// What it is not: a notification service. Nothing is shown. The center keeps the requests it is
// given (`getPendingNotificationRequests` lists them, a request with an identifier already kept
// replaces it, as on iOS) and completes `add` without an error; authorisation is `.notDetermined`
// until the app asks, and asking grants what it asks for (the phone has no one to ask).
import Foundation

/// The content of a notification.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The localized text that provides the notification's primary description.
    open internal(set) var title = ""
    /// The localized text that provides the notification's secondary description.
    open internal(set) var subtitle = ""
    /// The localized message to display in the notification alert.
    open internal(set) var body = ""
    /// The custom data associated with the notification.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The number that your app's icon displays.
    open internal(set) var badge: NSNumber?
    /// The sound that plays when the system delivers the notification.
    open internal(set) var sound: UNNotificationSound?
    /// The identifier that groups related notifications.
    open internal(set) var threadIdentifier = ""
    /// The identifier of the notification's category.
    open internal(set) var categoryIdentifier = ""
}

/// Editable content of a notification.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The localized text that provides the notification's primary description.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The localized text that provides the notification's secondary description.
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    /// The localized message to display in the notification alert.
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    /// The custom data associated with the notification.
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    /// The number that your app's icon displays.
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    /// The sound that plays when the system delivers the notification.
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    /// The identifier that groups related notifications.
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
    /// The identifier of the notification's category.
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
}

/// A sound to play when the system delivers a notification.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's name (`nil` for the default sound).
    public let name: String?
    init(name: String?) { self.name = name }
    /// The default sound for notifications.
    public static let `default` = UNNotificationSound(name: nil)
    /// A sound from the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sound's name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What causes a notification's delivery.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the trigger repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// A trigger that delivers a notification after a time interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The time interval after which the notification is delivered.
    public let timeInterval: TimeInterval
    /// A trigger after an interval (at least 60 seconds when it repeats, as on iOS).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: the time interval must be greater than 0")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    /// The next date at which the trigger fires, from now.
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// A trigger that delivers a notification at a date and time.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date components that make up the trigger.
    public let dateComponents: DateComponents
    /// A trigger at the date components' next match.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    /// The next date matching the trigger's components.
    open func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// A request to deliver a notification.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// The notification's content.
    public let content: UNNotificationContent
    /// What causes delivery (`nil`: at once).
    public let trigger: UNNotificationTrigger?
    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// The options an app asks authorisation for.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Updating the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Displaying alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Displaying notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// Provisional, quiet delivery.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may schedule notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user hasn't chosen.
    case notDetermined = 0
    /// The app isn't authorised.
    case denied = 1
    /// The app is authorised.
    case authorized = 2
    /// Provisionally authorised.
    case provisional = 3
    /// Authorised for a limited time.
    case ephemeral = 4
}

/// Whether a notification-related setting is on.
public enum UNNotificationSetting: Int, Sendable {
    /// The setting is not available to the app.
    case notSupported = 0
    /// The setting is disabled.
    case disabled = 1
    /// The setting is enabled.
    case enabled = 2
}

/// How the app's alerts are presented.
public enum UNAlertStyle: Int, Sendable {
    /// No alert.
    case none = 0
    /// A banner.
    case banner = 1
    /// A modal alert.
    case alert = 2
}

/// When notification previews show their content.
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always.
    case always = 0
    /// Only when the device is unlocked.
    case whenAuthenticated = 1
    /// Never.
    case never = 2
}

/// The notification settings of the app: each setting `.enabled` when authorisation granted its option
/// (`.sound` for `soundSetting`…), `.disabled` otherwise (before the app asks, too).
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may schedule notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// The options authorisation granted.
    let granted: UNAuthorizationOptions
    init(authorizationStatus: UNAuthorizationStatus, granted: UNAuthorizationOptions = []) {
        self.authorizationStatus = authorizationStatus
        self.granted = granted
    }

    private func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
        granted.contains(option) ? .enabled : .disabled
    }

    /// Whether the app may play sounds for notifications.
    open var soundSetting: UNNotificationSetting { setting(.sound) }
    /// Whether the app may update its icon's badge.
    open var badgeSetting: UNNotificationSetting { setting(.badge) }
    /// Whether the app may display alerts.
    open var alertSetting: UNNotificationSetting { setting(.alert) }
    /// Whether notifications appear in Notification Center.
    open var notificationCenterSetting: UNNotificationSetting { setting(.alert) }
    /// Whether notifications appear on the Lock Screen.
    open var lockScreenSetting: UNNotificationSetting { setting(.alert) }
    /// Whether the app may play sounds for critical alerts.
    open var criticalAlertSetting: UNNotificationSetting { setting(.criticalAlert) }
    /// Whether notifications appear in CarPlay.
    open var carPlaySetting: UNNotificationSetting { setting(.carPlay) }
    /// Whether Siri may announce notifications (here: with `.alert`).
    open var announcementSetting: UNNotificationSetting { setting(.alert) }
    /// Whether time-sensitive notifications break through Focus (here: with `.alert`).
    open var timeSensitiveSetting: UNNotificationSetting { setting(.alert) }
    /// Whether notifications wait for the scheduled summary (here: never).
    open var scheduledDeliverySetting: UNNotificationSetting { .disabled }
    /// Whether communication notifications are allowed (here: never).
    open var directMessagesSetting: UNNotificationSetting { .disabled }
    /// How alerts are presented: banners once `.alert` is granted, as iOS's default.
    open var alertStyle: UNAlertStyle { granted.contains(.alert) ? .banner : .none }
    /// When previews show their content (iOS's default: always).
    open var showPreviewsSetting: UNShowPreviewsSetting { .always }
    /// Whether the app has its own notification settings screen (here: no).
    open var providesAppNotificationSettings: Bool { false }
}

/// A notification the system delivered (here: none ever is).
open class UNNotification: NSObject, @unchecked Sendable {
    /// The request that produced the notification.
    public let request: UNNotificationRequest
    /// When the notification was delivered.
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The central object for managing notification-related activities (here: it keeps the requests).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [UNNotificationRequest] = []
    private var status = UNAuthorizationStatus.notDetermined
    private var granted: UNAuthorizationOptions = []

    private static let shared = UNUserNotificationCenter()

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Schedules a notification's delivery (here: kept, listed as pending; nothing is shown).
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        lock.withLock {
            requests.removeAll { $0.identifier == request.identifier }
            requests.append(request)
        }
        completionHandler?(nil)
    }

    /// Schedules a notification's delivery (here: kept, listed as pending; nothing is shown).
    open func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }

    /// The requests kept and not yet delivered.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { requests })
    }

    /// The requests kept and not yet delivered.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { requests } }

    /// Removes the kept requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { requests.removeAll { identifiers.contains($0.identifier) } }
    }

    /// Removes every kept request.
    open func removeAllPendingNotificationRequests() { lock.withLock { requests.removeAll() } }

    /// Removes every delivered notification (here: none is ever delivered).
    open func removeAllDeliveredNotifications() {}

    /// Removes the delivered notifications with these identifiers (here: none is ever delivered).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// The notifications delivered and still shown in Notification Center (here: none).
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler([])
    }

    /// The notifications delivered and still shown in Notification Center (here: none).
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Asks for authorisation (here: granted, with no one to ask).
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        grant(options)
        completionHandler(true, nil)
    }

    /// Asks for authorisation (here: granted, with no one to ask).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        grant(options)
        return true
    }

    /// The app's notification settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(settings())
    }

    /// The app's notification settings.
    open func notificationSettings() async -> UNNotificationSettings { settings() }

    private func grant(_ options: UNAuthorizationOptions) {
        lock.withLock {
            status = .authorized
            granted.formUnion(options)
        }
    }

    private func settings() -> UNNotificationSettings {
        lock.withLock { UNNotificationSettings(authorizationStatus: status, granted: granted) }
    }
}
