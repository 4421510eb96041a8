import CoreLocation
import Foundation
import Testing

/// Core Location as a widget meets it: values, distances, a manager without a location service.
@Suite("CoreLocation")
struct CoreLocationTests {
    @Test("distance(from:) along the Earth: Paris to London about 343.5 km")
    func distance() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_550) < 1_000)
        #expect(paris.distance(from: paris) == 0)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    final class Delegate: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        var heard: [String] = []
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            heard.append("\(locations.count) location")
        }
        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            heard.append("failed")
        }
    }

    @Test(
        "a manager has no location and is not authorised until the host says so; requestLocation answers the delegate")
    func manager() {
        let manager = CLLocationManager()
        let delegate = Delegate()
        manager.delegate = delegate
        #expect(manager.location == nil && manager.authorizationStatus == .notDetermined)
        #expect(!manager.isAuthorizedForWidgetUpdates)
        manager.requestLocation()
        #expect(delegate.heard == ["failed"])
    }
}
