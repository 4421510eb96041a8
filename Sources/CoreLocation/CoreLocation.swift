// `import CoreLocation`: the part of Apple's Core Location widget code meets — coordinates and
// locations as values (`CLLocationCoordinate2D`, `CLLocation` with its distance), a placemark,
// and a `CLLocationManager` an extension asks for its authorisation and last known location.
//
// What it is not: a source of positions. Linux has no location service: the manager's
// `location` is nil and its authorisation `.notDetermined` unless the host sets them
// (`CLLocationManager.simulated`), and it never calls its delegate of its own accord.
import Foundation

/// A latitude or longitude value, in degrees.
public typealias CLLocationDegrees = Double
/// A distance measurement, in meters, from an existing location.
public typealias CLLocationDistance = Double
/// The accuracy of a geographical coordinate, in meters.
public typealias CLLocationAccuracy = Double
/// The speed at which the device is moving, in meters per second.
public typealias CLLocationSpeed = Double
/// The direction of travel, in degrees from due north.
public typealias CLLocationDirection = Double

/// The latitude and longitude associated with a location, specified using the WGS 84 reference frame.
public struct CLLocationCoordinate2D: Sendable, Hashable, Codable {
    /// The latitude in degrees.
    public var latitude: CLLocationDegrees
    /// The longitude in degrees.
    public var longitude: CLLocationDegrees

    /// A coordinate of 0, 0.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether the coordinate is valid: latitude in ±90, longitude in ±180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// Formats a latitude and longitude into a coordinate data structure.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
    -> CLLocationCoordinate2D
{
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// The distance filter value that reports all movements.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The best level of accuracy available.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to within a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to within three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Accurate to within a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to within ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy reduced to what approximate location gives.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

/// The latitude, longitude, and course information reported by the system.
open class CLLocation: NSObject, @unchecked Sendable {
    /// The geographical coordinate information.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude above mean sea level, in meters.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty for the location, in meters (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The validity of the altitude values, in meters.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction in which the device is traveling, in degrees.
    public let course: CLLocationDirection
    /// The instantaneous speed of the device, in meters per second.
    public let speed: CLLocationSpeed
    /// The time at which this location was determined.
    public let timestamp: Date

    /// A location with the latitude and longitude.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
    }

    /// A location with coordinate, altitude and accuracy information.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        course = -1
        speed = -1
        self.timestamp = timestamp
    }

    /// A location with coordinate, altitude, accuracy, course and speed information.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The distance in meters from this location to the other, along the Earth's surface
    /// (a sphere of Core Location's mean radius, 6,371,009 m: haversine).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_009.0
        let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    open override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
    }
}

/// A user-friendly description of a geographic coordinate: the name of the place, its address.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The location object containing latitude and longitude information.
    public let location: CLLocation?
    /// The name of the placemark.
    public let name: String?
    /// The street address (thoroughfare).
    public let thoroughfare: String?
    /// The city.
    public let locality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The country or region name.
    public let country: String?
    /// The abbreviated country or region name.
    public let isoCountryCode: String?

    /// A placemark.
    public init(
        location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, locality: String? = nil,
        administrativeArea: String? = nil, postalCode: String? = nil, country: String? = nil,
        isoCountryCode: String? = nil
    ) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.locality = locality
        self.administrativeArea = administrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
    }

    /// A placemark from another one.
    public convenience init(placemark: CLPlacemark) {
        self.init(
            location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
            locality: placemark.locality, administrativeArea: placemark.administrativeArea,
            postalCode: placemark.postalCode, country: placemark.country, isoCountryCode: placemark.isoCountryCode)
    }
}

/// Constants indicating whether the app is authorized to use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not chosen whether the app can use location services.
    case notDetermined = 0
    /// The app is not authorized to use location services.
    case restricted = 1
    /// The user denied the use of location services for the app.
    case denied = 2
    /// The user authorized the app to start location services at any time.
    case authorizedAlways = 3
    /// The user authorized the app to start location services while it is in use.
    case authorizedWhenInUse = 4
}

/// Constants indicating the level of location accuracy the app has permission to use.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// The user authorized the app to access location data with full accuracy.
    case fullAccuracy = 0
    /// The user authorized the app to access location data with reduced accuracy.
    case reducedAccuracy = 1
}

/// The methods that you use to receive events from an associated location-manager object.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// Tells the delegate that new location data is available.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Tells the delegate that the location manager was unable to retrieve a location value.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Tells the delegate when the app creates the location manager and when the authorization status changes.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// The object you use to start and stop the delivery of location-related events to your app.
open class CLLocationManager: NSObject {
    /// What every manager of this process reports: the host's answer where Linux has no location service.
    public struct Simulated: Sendable {
        /// The authorisation every manager reports.
        public var authorizationStatus: CLAuthorizationStatus = .notDetermined
        /// The location every manager reports, if any.
        public var location: CLLocation?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var simulatedState = Simulated()

    /// What managers report (the host sets it; Linux has no location service).
    public static var simulated: Simulated {
        get { lock.withLock { simulatedState } }
        set { lock.withLock { simulatedState = newValue } }
    }

    /// The delegate object to receive update events.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The minimum distance in meters the device must move before an update event is generated.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The accuracy of the location data that your app wants to receive.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest

    /// A location manager.
    public override init() { super.init() }

    /// The current authorization status for the app.
    open var authorizationStatus: CLAuthorizationStatus { Self.simulated.authorizationStatus }
    /// The level of location accuracy the app has permission to use.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// The most recently retrieved user location.
    open var location: CLLocation? { Self.simulated.location }
    /// Whether the widget extension is eligible to receive location updates.
    open var isAuthorizedForWidgetUpdates: Bool {
        [.authorizedAlways, .authorizedWhenInUse].contains(authorizationStatus)
    }

    /// Whether location services are enabled on the device.
    open class func locationServicesEnabled() -> Bool { simulated.location != nil }
    /// The app's authorization status (the class method iOS 14 deprecated).
    open class func authorizationStatus() -> CLAuthorizationStatus { simulated.authorizationStatus }

    /// Requests the user's permission to use location services while the app is in use.
    open func requestWhenInUseAuthorization() {}
    /// Requests the user's permission to use location services regardless of whether the app is in use.
    open func requestAlwaysAuthorization() {}
    /// Requests the one-time delivery of the user's current location: the delegate hears the
    /// simulated location, or an error when there is none.
    open func requestLocation() {
        if let location {
            delegate?.locationManager(self, didUpdateLocations: [location])
        } else {
            delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
        }
    }
    /// Starts the generation of updates that report the user's current location.
    open func startUpdatingLocation() {}
    /// Stops the generation of location updates.
    open func stopUpdatingLocation() {}
}

/// An error Core Location reports.
public struct CLError: Error, Sendable, Hashable {
    /// Error codes returned by the location manager object.
    public enum Code: Int, Sendable {
        /// The location manager was unable to obtain a location value right now.
        case locationUnknown = 0
        /// The user denied access to the location service.
        case denied = 1
        /// The network was unavailable or a network error occurred.
        case network = 2
    }
    /// The error's code.
    public let code: Code
    /// An error with the code.
    public init(_ code: Code) { self.code = code }
}
