// Stand-in for NetworkProtection, BrowserServicesKit's VPN module the app uses (ours, not the
// project's): the snooze store and the defaults the widget reads, as BrowserServicesKit declares them.
import Foundation

/// How long the VPN is snoozed, kept in the VPN's app-group defaults.
public struct NetworkProtectionSnoozeTimingStore {
    public struct SnoozeTiming: Codable, Equatable {
        public let startDate: Date
        public let duration: TimeInterval
        public var endDate: Date { startDate.addingTimeInterval(duration) }
        public init(startDate: Date, duration: TimeInterval) {
            self.startDate = startDate
            self.duration = duration
        }
    }

    let userDefaults: UserDefaults
    public init(userDefaults: UserDefaults) { self.userDefaults = userDefaults }

    public var activeTiming: SnoozeTiming? {
        get {
            guard let data = userDefaults.data(forKey: "com.duckduckgo.network-protection.snooze-timing") else { return nil }
            return try? JSONDecoder().decode(SnoozeTiming.self, from: data)
        }
        nonmutating set {
            userDefaults.set(newValue.flatMap { try? JSONEncoder().encode($0) }, forKey: "com.duckduckgo.network-protection.snooze-timing")
        }
    }

    public var isSnoozing: Bool { activeTiming.map { $0.endDate > Date() } ?? false }
    public func reset() { activeTiming = nil }
}
