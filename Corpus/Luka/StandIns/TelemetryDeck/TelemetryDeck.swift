// Stand-in for TelemetryDeck's SwiftSDK (TelemetryDeck/SwiftSDK 2.11.0, MIT), a third-party package (ours,
// not the project's): `TelemetryDeck.signal(_:parameters:)` as Luka calls it; nothing is sent.
import Foundation

public enum TelemetryDeck {
    public static func signal(
        _ signalName: String, parameters: [String: String] = [:], floatValue: Double? = nil, customUserID: String? = nil
    ) {}
}
