// Stand-in for OBAKitCore, the app's own framework (ours, not the project's): the models and
// services the widget reads — `Bookmark`, `ArrivalDeparture`, `Formatters`, `ThemeColors`,
// `CoreApplication` and its REST service, `LocationService`, the app's `Logger` — with
// OBAKitCore's names and signatures as the widget calls them (OneBusAway/onebusaway-ios at
// c9dadbd8, Apache-2.0). The app fetches arrivals from a OneBusAway server; here no region is
// configured, so there are no bookmarks and no service.
import Foundation
import CoreLocation
import UIKit

public typealias StopID = String
public typealias RouteID = String
public typealias TripIdentifier = String

/// A saved stop or trip (OBAKitCore's `Bookmark`; `@unchecked Sendable` as the app declares it).
public final class Bookmark: NSObject, Codable, Identifiable, @unchecked Sendable {
    public let id: UUID
    public var name: String
    public let regionIdentifier: Int
    public let stopID: StopID
    public var isFavorite: Bool
    public var routeShortName: String?
    public var tripHeadsign: String?
    public var routeID: RouteID?
    public var sortOrder: Int = .max
    public var isTripBookmark: Bool { routeShortName != nil && tripHeadsign != nil && routeID != nil }

    public init(name: String, regionIdentifier: Int, stopID: StopID, routeShortName: String? = nil, tripHeadsign: String? = nil, routeID: RouteID? = nil) {
        id = UUID()
        self.name = name
        self.regionIdentifier = regionIdentifier
        self.stopID = stopID
        isFavorite = true
        self.routeShortName = routeShortName
        self.tripHeadsign = tripHeadsign
        self.routeID = routeID
    }
}

/// Whether a vehicle arrives at or departs from the stop.
public enum ArrivalDepartureStatus: Int, Codable { case arriving, departing }
/// Whether an arrival or departure is past, now or to come.
public enum TemporalState: Int, Codable { case past, present, future }
/// How a vehicle keeps to its schedule.
public enum ScheduleStatus: Int, Codable { case unknown, onTime, early, delayed }

/// A vehicle's arrival at or departure from a stop (OBAKitCore's `ArrivalDeparture`).
public final class ArrivalDeparture: NSObject, Identifiable {
    public let routeID: RouteID
    public let routeShortName: String
    public let tripHeadsign: String?
    public let stopID: StopID
    public let tripID: TripIdentifier
    public let predicted: Bool
    public let arrivalDepartureStatus: ArrivalDepartureStatus
    public let arrivalDepartureDate: Date
    public let scheduledDate: Date

    public init(routeID: RouteID, routeShortName: String, tripHeadsign: String?, stopID: StopID, tripID: TripIdentifier, predicted: Bool,
                arrivalDepartureStatus: ArrivalDepartureStatus, arrivalDepartureDate: Date, scheduledDate: Date) {
        self.routeID = routeID
        self.routeShortName = routeShortName
        self.tripHeadsign = tripHeadsign
        self.stopID = stopID
        self.tripID = tripID
        self.predicted = predicted
        self.arrivalDepartureStatus = arrivalDepartureStatus
        self.arrivalDepartureDate = arrivalDepartureDate
        self.scheduledDate = scheduledDate
    }

    public var id: String { "\(tripID)-\(stopID)-\(arrivalDepartureStatus.rawValue)" }
    public var routeName: String { routeShortName }
    public var routeAndHeadsign: String { [routeShortName, tripHeadsign].compactMap { $0 }.joined(separator: " - ") }
    public var arrivalDepartureMinutes: Int { Int((arrivalDepartureDate.timeIntervalSinceNow / 60).rounded(.down)) }
    public var deviationFromScheduleInMinutes: Int { Int((arrivalDepartureDate.timeIntervalSince(scheduledDate) / 60).rounded()) }
    public var temporalState: TemporalState {
        let minutes = arrivalDepartureMinutes
        return minutes < 0 ? .past : (minutes == 0 ? .present : .future)
    }
    public var scheduleStatus: ScheduleStatus {
        guard predicted else { return .unknown }
        let deviation = deviationFromScheduleInMinutes
        return deviation > 1 ? .delayed : (deviation < -1 ? .early : .onTime)
    }
}

/// A stop's arrivals and departures (OBAKitCore's `StopArrivals`).
public struct StopArrivals {
    public let arrivalsAndDepartures: [ArrivalDeparture]
}

/// A REST response's entry.
public struct RESTAPIResponse<T> {
    public let entry: T
}

/// The OneBusAway server's REST API (OBAKitCore's `RESTAPIService`: an actor whose fetches are
/// `nonisolated`, as the app declares it, so the widget's main-actor provider may send it to a task).
public actor RESTAPIService {
    public nonisolated func getArrivalsAndDeparturesForStop(id: StopID, minutesBefore: UInt, minutesAfter: UInt) async throws -> RESTAPIResponse<StopArrivals> {
        throw URLError(.notConnectedToInternet)
    }
}

/// The app's colours (OBAKitCore's `ThemeColors`).
public final class ThemeColors {
    public static let shared = ThemeColors()
    public let brand = UIColor(red: 0.471, green: 0.667, blue: 0.212, alpha: 1)
    public let departureOnTime = UIColor(red: 0.263, green: 0.627, blue: 0.278, alpha: 1)
    public let departureEarly = UIColor(red: 0.898, green: 0.224, blue: 0.208, alpha: 1)
    public let departureLate = UIColor(red: 0.118, green: 0.533, blue: 0.898, alpha: 1)
    public let departureUnknown = UIColor(white: 0.5, alpha: 1)
    public init() {}
}

/// The app's formatting of times and statuses (OBAKitCore's `Formatters`).
public final class Formatters {
    public let locale: Locale
    public let calendar: Calendar
    public let themeColors: ThemeColors
    public init(locale: Locale, calendar: Calendar, themeColors: ThemeColors) {
        self.locale = locale
        self.calendar = calendar
        self.themeColors = themeColors
    }

    public lazy var timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()

    public func shortFormattedTime(untilMinutes minutes: Int, temporalState: TemporalState) -> String {
        temporalState == .present ? "NOW" : "\(minutes)m"
    }

    public func shortFormattedTime(until arrivalDeparture: ArrivalDeparture) -> String {
        shortFormattedTime(untilMinutes: arrivalDeparture.arrivalDepartureMinutes, temporalState: arrivalDeparture.temporalState)
    }

    public func explanationForArrivalDeparture(tempuraState: TemporalState, arrivalDepartureStatus: ArrivalDepartureStatus, arrivalDepartureMinutes: Int) -> String {
        let verb = arrivalDepartureStatus == .arriving ? "Arriving" : "Departing"
        switch tempuraState {
        case .past: return "\(arrivalDepartureStatus == .arriving ? "Arrived" : "Departed") \(abs(arrivalDepartureMinutes)) min ago"
        case .present: return "\(verb) now"
        case .future: return "\(verb) in \(arrivalDepartureMinutes) min"
        }
    }

    public func explanation(from arrivalDeparture: ArrivalDeparture) -> String {
        explanationForArrivalDeparture(tempuraState: arrivalDeparture.temporalState, arrivalDepartureStatus: arrivalDeparture.arrivalDepartureStatus,
                                       arrivalDepartureMinutes: arrivalDeparture.arrivalDepartureMinutes)
    }

    public func colorForScheduleStatus(_ status: ScheduleStatus) -> UIColor {
        switch status {
        case .onTime: return themeColors.departureOnTime
        case .early: return themeColors.departureEarly
        case .delayed: return themeColors.departureLate
        case .unknown: return themeColors.departureUnknown
        }
    }

    public func backgroundColorForScheduleStatus(_ status: ScheduleStatus) -> UIColor { colorForScheduleStatus(status) }

    public func formattedScheduleDeviation(temporalState: TemporalState, arrivalDepartureStatus: ArrivalDepartureStatus, scheduleDeviation: Int) -> String {
        let verb: String
        switch (temporalState, arrivalDepartureStatus) {
        case (.past, .arriving): verb = "arrived"
        case (.past, .departing): verb = "departed"
        case (_, .arriving): verb = "arrives"
        case (_, .departing): verb = "departs"
        }
        if scheduleDeviation == 0 { return "\(verb) on time" }
        return scheduleDeviation > 0 ? "\(verb) \(scheduleDeviation) min late" : "\(verb) \(-scheduleDeviation) min early"
    }

    public func deviationLabel(for arrivalDeparture: ArrivalDeparture) -> String {
        guard arrivalDeparture.predicted else { return Strings.scheduledNotRealTime }
        let deviation = arrivalDeparture.deviationFromScheduleInMinutes
        if deviation == 0 { return "on time" }
        return deviation > 0 ? "\(deviation) min late" : "\(-deviation) min early"
    }
}

public extension UIColor {
    /// Black or white, whichever reads better on the colour (OBAKitCore's `contrastingTextColor`).
    var contrastingTextColor: UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (0.299 * red + 0.587 * green + 0.114 * blue) > 0.6 ? .black : .white
    }
}

/// The person's saved data (OBAKitCore's `UserDataStore`).
public final class UserDataStore {
    public var favoritedBookmarks: [Bookmark] = []
}

/// A OneBusAway region.
public struct Region: Codable, Identifiable {
    public let id: Int
    public let name: String
}

/// The regions the app knows (OBAKitCore's `RegionsService`).
public final class RegionsService {
    public var currentRegion: Region?
}

/// The app's configuration (OBAKitCore's `CoreAppConfig`).
public final class CoreAppConfig {
    public let appBundle: Bundle
    public let userDefaults: UserDefaults
    public let bundledRegionsFilePath: String
    public init(appBundle: Bundle, userDefaults: UserDefaults, bundledRegionsFilePath: String) {
        self.appBundle = appBundle
        self.userDefaults = userDefaults
        self.bundledRegionsFilePath = bundledRegionsFilePath
    }
}

/// The app's services, by region (OBAKitCore's `CoreApplication`).
@MainActor
public final class CoreApplication {
    public let config: CoreAppConfig
    public let userDataStore = UserDataStore()
    public let regionsService = RegionsService()
    public private(set) var apiService: RESTAPIService?
    public init(config: CoreAppConfig) { self.config = config }
    /// Rebuilds the services for the current region (none is configured here).
    public func refreshServices() { apiService = nil }
}

/// The person's location (OBAKitCore's `LocationService`).
public final class LocationService {
    public let userDefaults: UserDefaults
    public let locationManager: CLLocationManager
    public init(userDefaults: UserDefaults, locationManager: CLLocationManager) {
        self.userDefaults = userDefaults
        self.locationManager = locationManager
    }
    public var currentLocation: CLLocation? { locationManager.location }
}

/// The app's log (OBAKitCore's `Logger`, on os_log in the app).
public enum Logger {
    public static func info(_ message: @autoclosure () -> String) {}
    public static func warn(_ message: @autoclosure () -> String) {}
    public static func error(_ message: @autoclosure () -> String) {}
}

public extension Bundle {
    /// The app group's identifier, from the Info.plist (OBAKitCore's `Bundle.appGroup`).
    var appGroup: String? { object(forInfoDictionaryKey: "OBAKitConfig.AppGroup") as? String ?? "group.org.onebusaway.iphone" }
    /// The URL scheme the extension's links use.
    var extensionURLScheme: String? { object(forInfoDictionaryKey: "OBAKitConfig.ExtensionURLScheme") as? String ?? "onebusaway" }
}

/// The app's localised strings that the widget's shared code names (OBAKitCore's `Strings`).
public enum Strings {
    public static let scheduledNotRealTime = "Scheduled/not real-time"
}

extension Set {
    /// Returns all objects contained within the receiver (OBAKitCore/Extensions/Collections.swift, as published).
    public var allObjects: [Element] {
        return map {$0}
    }
}
