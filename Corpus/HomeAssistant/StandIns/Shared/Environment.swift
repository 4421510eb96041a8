// Stand-in for Shared, a module of the app that is not its widget extension (ours, not the project's):
// the app's environment (`Current`), its servers and its log, as the extension uses them.
import Foundation
import GRDB
import HAKit

/// The app's environment: every service the extension reaches through `Current`.
public final class AppEnvironment {
    public init() {}
    /// Now, replaceable in the app's tests.
    public var date: () -> Date = Date.init
    public var calendar: () -> Calendar = { Calendar.autoupdatingCurrent }
    /// The Home Assistant servers the app is connected to.
    public var servers: ServerManager = ServerManagerImpl()
    /// The app's logger (XCGLogger's interface).
    public var Log = XCGLogger()
    public var connectivity = ConnectivityWrapper()
    /// The app's database (GRDB), shared with its extensions through the app group.
    public var database: () -> DatabaseQueue = { AppEnvironment.inMemoryDatabase }
    static let inMemoryDatabase: DatabaseQueue = try! DatabaseQueue()
    /// Sends the app's local notifications.
    public var notificationDispatcher: LocalNotificationDispatcherProtocol = LocalNotificationDispatcher()
    /// The API of each server the app has one for.
    public var apis: [HomeAssistantAPI] { servers.all.compactMap(api(for:)) }
    public func api(for server: Server) -> HomeAssistantAPI? { HomeAssistantAPI(server: server) }
    /// The app's translations (the app's LocalizedManager, copied).
    public var localized = LocalizedManager()
    /// The app's settings, in the app group's defaults.
    public var settingsStore = SettingsStore()
    /// Whether this process is an app extension (the widget extension is).
    public var isAppExtension: Bool { true }
    /// The app's items (entities, scripts, scenes…) a custom widget shows, resolved from its database.
    public var magicItemProvider: () -> MagicItemProviderProtocol = { MagicItemProvider() }
    /// The custom widgets the person made in the app, from its database.
    public var customWidgets: () throws -> [CustomWidget] = { try CustomWidget.widgets() ?? [] }
    /// The calendars and their events, as the app stores them.
    public var calendarsModel: () -> HACalendarsModelProtocol = { HACalendarsModel.shared }
    /// The app's webhook sessions to its servers (none here).
    public lazy var webhooks = WebhookManager()
}

/// The app's settings (its SettingsStore, as the extension reads it): the app group's defaults.
public final class SettingsStore {
    public init() {}
    public let prefs = UserDefaults(suiteName: AppConstants.AppGroupID) ?? .standard
    /// The token a widget's deep link carries, so the app knows it came from a widget (as published).
    public var widgetAuthenticityToken: String {
        let key = "widgetAuthenticityToken"

        if let existing = prefs.string(forKey: key) {
            return existing
        } else {
            let string = UUID().uuidString
            prefs.set(string, forKey: key)
            return string
        }
    }
}

/// The app's webhook manager: background URL sessions to its servers' webhooks (none here).
public final class WebhookManager {
    public init() {}
    /// Called when the system wakes the extension for a background session's events: none here.
    public func handleBackground(for identifier: String, completionHandler: @escaping () -> Void) { completionHandler() }
}

/// The app's one environment.
public var Current = AppEnvironment()

/// The servers the app knows.
public protocol ServerManager: AnyObject {
    var all: [Server] { get }
    func server(for identifier: Identifier<Server>) -> Server?
}

public extension ServerManager {
    // As the app's HANetworking package declares it (Sources/HANetworking/Sources/ServerManager.swift).
    func server(forServerIdentifier rawIdentifier: String?) -> Server? {
        if let rawIdentifier {
            return server(for: .init(rawValue: rawIdentifier))
        } else {
            return nil
        }
    }
}

final class ServerManagerImpl: ServerManager {
    var all: [Server] = []
    func server(for identifier: Identifier<Server>) -> Server? { all.first { $0.identifier == identifier } }
}

/// A typed identifier (the app's `Identifier<T>`), its raw value a string.
public struct Identifier<ObjectType>: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// A Home Assistant server.
public final class Server: Hashable, Identifiable {
    public let identifier: Identifier<Server>
    public var info: ServerInfo
    public init(identifier: Identifier<Server>, info: ServerInfo) {
        self.identifier = identifier
        self.info = info
    }
    public var id: Identifier<Server> { identifier }
    /// The URL the app would use now (internal or external), if any; here none is configured.
    public func activeURL() async -> URL? { nil }
    public static func == (lhs: Server, rhs: Server) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// What the app knows of a server.
public struct ServerInfo: Hashable {
    public var name: String
    /// The name the server gives itself (`name` may be the person's own).
    public var remoteName: String
    public var version: Version
    public init(name: String, remoteName: String? = nil, version: Version) {
        self.name = name
        self.remoteName = remoteName ?? name
        self.version = version
    }
}

/// A server's API (the app's `HomeAssistantAPI`: its connection, and the calls the extension makes).
public final class HomeAssistantAPI {
    /// Why a call could not be made (as the app declares it).
    public enum APIError: Error, Equatable {
        case managerNotAvailable
        case invalidResponse
        case cantBuildURL
        case notConfigured
        case updateNotPossible
        case mobileAppComponentNotLoaded
        case mustUpgradeHomeAssistant(current: Version, minimum: Version)
        case noAPIAvailable
        case unknown
    }

    public let server: Server
    /// The server's HAKit connection.
    public internal(set) var connection: HAConnection
    public init(server: Server, connection: HAConnection? = nil) {
        self.server = server
        self.connection = connection ?? UnconnectedConnection()
    }
}

/// The app's network information, refreshed before a request.
public struct ConnectivityWrapper {
    public init() {}
    public func refreshNetworkInformation() async {}
}

/// XCGLogger's interface, as the app logs: a message made only when logged.
public struct XCGLogger {
    public init() {}
    public func verbose(_ closure: @autoclosure () -> Any?, functionName: StaticString = #function, fileName: StaticString = #file, lineNumber: Int = #line) {}
    public func debug(_ closure: @autoclosure () -> Any?, functionName: StaticString = #function, fileName: StaticString = #file, lineNumber: Int = #line) {}
    public func info(_ closure: @autoclosure () -> Any?, functionName: StaticString = #function, fileName: StaticString = #file, lineNumber: Int = #line) {}
    public func warning(_ closure: @autoclosure () -> Any?, functionName: StaticString = #function, fileName: StaticString = #file, lineNumber: Int = #line) {}
    public func error(_ closure: @autoclosure () -> Any?, functionName: StaticString = #function, fileName: StaticString = #file, lineNumber: Int = #line) {}
}
