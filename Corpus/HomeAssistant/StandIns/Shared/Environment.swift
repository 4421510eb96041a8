// Stand-in for Shared, a module of the app that is not its widget extension (ours, not the project's):
// the app's environment (`Current`), its servers and its log, as the extension uses them.
import Foundation

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
    /// The API of each server the app has one for.
    public var apis: [HomeAssistantAPI] { servers.all.compactMap(api(for:)) }
    public func api(for server: Server) -> HomeAssistantAPI? { HomeAssistantAPI(server: server) }
}

/// The app's one environment.
public var Current = AppEnvironment()

/// The servers the app knows.
public protocol ServerManager: AnyObject {
    var all: [Server] { get }
    func server(for identifier: Identifier<Server>) -> Server?
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
    public static func == (lhs: Server, rhs: Server) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// What the app knows of a server.
public struct ServerInfo: Hashable {
    public var name: String
    public var version: String
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}

/// A server's API.
public final class HomeAssistantAPI {
    public let server: Server
    public init(server: Server) { self.server = server }
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
