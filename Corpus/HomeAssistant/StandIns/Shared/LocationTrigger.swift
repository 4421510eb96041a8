// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Location/LocationTrigger.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
// Cut: notificationOptionsFor(zoneName:), which reads the app's settings and strings.
import CoreLocation
import Foundation

public enum LocationUpdateTrigger: String, CaseIterable {
    public struct NotificationOptions {
        public let shouldNotify: Bool
        public let identifier: String?
        public let title: String
        public let body: String
    }

    case RegionEnter = "Region Entered"
    case RegionExit = "Region Exited"
    case GPSRegionEnter = "Geographic Region Entered"
    case GPSRegionExit = "Geographic Region Exited"
    case BeaconRegionEnter = "iBeacon Region Entered"
    case BeaconRegionExit = "iBeacon Region Exited"
    case Manual = "Manual"
    case SignificantLocationUpdate = "Significant Location Change"
    case BackgroundFetch = "Background Fetch"
    case PushNotification = "Push Notification"
    case URLScheme = "URL Scheme"
    case XCallbackURL = "X-Callback-URL"
    case Siri = "Siri"
    case Visit = "Visit"
    case AppShortcut = "App Shortcut"
    case Launch = "Launch"
    case Periodic = "Periodic"
    case Signaled = "Signaled"
    case Unknown = "Unknown"
    case watchContext = "Watch Context"

    public func oneShotTimeout(maximum: TimeInterval?) -> TimeInterval {
        if let maximum {
            // the system appears to have given us a reasonable baseline, leave some time for network call
            return max(maximum - 5.0, 1.0)
        }

        switch self {
        case .RegionEnter, .RegionExit, .GPSRegionEnter, .GPSRegionExit, .BeaconRegionEnter, .BeaconRegionExit, .Visit:
            // location events, we've probably got a bit more freedom
            return 20.0
        case .SignificantLocationUpdate, .BackgroundFetch, .PushNotification, .watchContext:
            // background events we know are usually time sensitive
            return 10.0
        case .Manual, .URLScheme, .XCallbackURL, .AppShortcut, .Siri, .Launch, .Periodic, .Signaled:
            // user is actively doing this, so wait a little longer
            return 30.0
        case .Unknown:
            return 10.0
        }
    }

    public var notificationPreferenceKey: String? {
        switch self {
        case .BeaconRegionEnter: return "beaconEnterNotifications"
        case .BeaconRegionExit: return "beaconExitNotifications"
        case .GPSRegionEnter: return "enterNotifications"
        case .GPSRegionExit: return "exitNotifications"
        case .SignificantLocationUpdate: return "significantLocationChangeNotifications"
        case .BackgroundFetch: return "backgroundFetchLocationChangeNotifications"
        case .PushNotification: return "pushLocationRequestNotifications"
        case .URLScheme: return "urlSchemeLocationRequestNotifications"
        case .XCallbackURL: return "xCallbackURLLocationRequestNotifications"
        case .AppShortcut: return nil
        case .Visit: return nil
        case .Manual: return nil
        case .Siri: return nil
        case .RegionExit, .RegionEnter, .Unknown: return nil
        case .Launch: return nil
        case .Periodic: return nil
        case .Signaled: return nil
        case .watchContext: return nil
        }
    }

}
