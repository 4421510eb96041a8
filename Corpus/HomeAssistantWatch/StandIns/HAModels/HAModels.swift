// Stand-in for HAModels, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import Foundation

/// What the watch's widgets need to reach one server, kept in the app group's defaults (as the
/// app's HAModels declares it).
public struct WatchWidgetServerCredential: Codable, Equatable {
    public let serverId: String
    public let baseURL: URL
    public let token: String
    public let expiration: Date
    public let refreshToken: String
    public let clientID: String
    public let clientCertLabel: String?
    public let trustExceptions: [Data]

    public init(serverId: String, baseURL: URL, token: String, expiration: Date, refreshToken: String, clientID: String,
                clientCertLabel: String?, trustExceptions: [Data]) {
        self.serverId = serverId
        self.baseURL = baseURL
        self.token = token
        self.expiration = expiration
        self.refreshToken = refreshToken
        self.clientID = clientID
        self.clientCertLabel = clientCertLabel
        self.trustExceptions = trustExceptions
    }

    public static let defaultsKey = "watchWidgetServerCredentials"

    public static func write(_ credentials: [WatchWidgetServerCredential], to defaults: UserDefaults?) {
        guard let defaults, let data = try? JSONEncoder().encode(credentials) else { return }
        defaults.set(data, forKey: defaultsKey)
    }

    public static func read(from defaults: UserDefaults?) -> [WatchWidgetServerCredential] {
        guard let data = defaults?.data(forKey: defaultsKey) else { return [] }
        return (try? JSONDecoder().decode([WatchWidgetServerCredential].self, from: data)) ?? []
    }
}

/// A watch complication's configuration (the app keeps them in its database).
public struct WatchComplicationConfig: Codable, Equatable, Identifiable {
    public enum Kind: String, Codable, CaseIterable { case entity, customTemplate }
    public enum Family: String, Codable, CaseIterable, Identifiable {
        case circular, rectangular, inline, corner
        public var id: String { rawValue }
    }

    public var id: String
    public var serverId: String
    public var widgetFamily: Family
    public var kind: Kind
    public var name: String?
    public var entityId: String?
    public var entityDisplayName: String?
    public var iconName: String?
    public var iconColor: String?
    public var gaugeAttribute: String?
    public var valueAttribute: String?
    public var valuePrecision: Int?
    public var unitOverride: String?
    public var showValue: Bool
    public var sortOrder: Int

    /// The name shown for it.
    public var displayName: String { name ?? entityDisplayName ?? entityId ?? id }
}
