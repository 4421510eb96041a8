// Stand-in for OBAKitCore, the app's own framework (ours, not the project's): the stop link of its
// `URLSchemeRouter` (OBAKitCore/DeepLinks/URLSchemeRouter.swift, OneBusAway/onebusaway-ios at c9dadbd8,
// Apache-2.0), `encodeViewStop` as published; the decoding and the analytics configuration are not taken.
import Foundation

public class URLSchemeRouter: NSObject {
    private let scheme: String
    private let viewStopHost = "view-stop"

    public init(scheme: String) {
        self.scheme = scheme
    }

    public func encodeViewStop(stopID: StopID, regionID: Int) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = viewStopHost
        components.queryItems = [URLQueryItem(name: "stopID", value: stopID), URLQueryItem(name: "regionID", value: String(regionID))]

        return components.url!
    }
}
