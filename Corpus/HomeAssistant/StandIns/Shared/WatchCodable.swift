// Stand-in for Shared (ours, not the project's): `WatchCodable`, from the app's own Sources/Shared/Watch/WatchConfig.swift,
// copied as published from home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); the rest of that file
// (the watch's configuration) is not taken.
import Foundation

public protocol WatchCodable: Codable {
    func encodeForWatch() throws -> Data
    static func decodeForWatch(_ data: Data) -> Self?
}

public extension WatchCodable {
    /// Encode for a WatchConnectivity transfer. A failure throws so the sender can skip the
    /// transfer (and log why) instead of crashing — a codec problem in a communication path must
    /// never take the app down.
    func encodeForWatch() throws -> Data {
        try PropertyListEncoder().encode(self)
    }

    static func decodeForWatch(_ data: Data) -> Self? {
        do {
            return try PropertyListDecoder().decode(Self.self, from: data)
        } catch {
            Current.Log.error("Failed to decode watch config for watch, error: \(error.localizedDescription)")
            return nil
        }
    }

    /// Throwing variant so callers can surface *why* a decode failed (e.g. to the watch client-event
    /// log) instead of only seeing a `nil`.
    static func decodeForWatchThrowing(_ data: Data) throws -> Self {
        try PropertyListDecoder().decode(Self.self, from: data)
    }
}
