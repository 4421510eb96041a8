import Foundation
import NodeRuntime

/// `<data>/phone.json`: the phone a mirror is paired with — its id for this device, the
/// phone's key, fingerprint, name and endpoints. Written by `pair` (or a first `run`
/// given them), read by every later command, removed by `unpair`.
public struct PhoneFile: Sendable {
    public let path: String
    public init(dataFolder: String) { path = "\(dataFolder)/phone.json" }

    /// The settings, or nil if the mirror is not paired.
    public func read() -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: String]
    }

    public func write(_ settings: [String: String]) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys, .prettyPrinted])
        try FilePrivacy.writePrivately(data, to: path)
    }

    public func remove() throws { try FileManager.default.removeItem(atPath: path) }
}
