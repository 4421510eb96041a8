import CoreLocation
import Foundation

/// `@Parameter var location: CLPlacemark` (HomeAssistant's location update intent): Apple's App
/// Intents take a placemark as a parameter value. relay.v1 has no location value, so a placemark
/// travels as its coordinate in text, "latitude,longitude" (degrees, the decimal point a full
/// stop); a mirror sets one the same way. Its name and address do not travel.
extension CLPlacemark: IntentParameterValue {
    public static var parameterKind: IntentParameterKind { .string }

    /// "latitude,longitude", or nothing for a placemark without a location.
    public var intentValue: IntentValue {
        guard let coordinate = location?.coordinate else { return .null }
        return .string("\(coordinate.latitude),\(coordinate.longitude)")
    }

    /// A placemark at the coordinate the text names; anything but two finite numbers within
    /// ±90° and ±180° is refused, naming the parameter.
    public static func decode(_ value: IntentValue, parameter: String) throws -> Self {
        guard case .string(let text) = value else {
            throw IntentRebuildError.wrongType(parameter: parameter, expected: "CLPlacemark", got: value.kindName)
        }
        let parts = text.utf8.count <= 64 ? text.split(separator: ",", omittingEmptySubsequences: false) : []
        guard parts.count == 2,
            let latitude = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let longitude = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180,
            let placemark = CLPlacemark(location: CLLocation(latitude: latitude, longitude: longitude)) as? Self
        else {
            throw IntentRebuildError.wrongType(
                parameter: parameter, expected: "a placemark as \"latitude,longitude\"", got: "“\(text.prefix(64))”")
        }
        return placemark
    }
}
