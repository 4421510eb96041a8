// `import NetworkExtension`: the part of Apple's Network Extension framework a widget or control
// of a VPN app meets — the VPN's status (`NEVPNStatus`), its errors (`NEVPNError`, caught by code
// as on iOS: `catch NEVPNError.configurationDisabled`), and the tunnel managers it loads from the
// system's preferences (`NETunnelProviderManager`, its `NEVPNConnection`/`NETunnelProviderSession`)
// — in Apple's names and shapes.
//
// What it is not: a VPN. Linux gives an extension no system VPN configurations: loading them from
// the preferences finds none (an empty list, no error), so an app's widget shows its "not
// configured" state; a manager an app makes itself keeps what it is told (`isEnabled`, its
// description) and its connection stays `.disconnected` — starting one throws
// `NEVPNError.configurationInvalid`, the error iOS gives a configuration it does not hold.
import Foundation

/// The status of a VPN connection.
public enum NEVPNStatus: Int, Sendable, Hashable {
    /// The VPN isn't configured.
    case invalid = 0
    /// The VPN is disconnected.
    case disconnected = 1
    /// The VPN is in the process of connecting.
    case connecting = 2
    /// The VPN is connected.
    case connected = 3
    /// The VPN is in the process of reconnecting.
    case reasserting = 4
    /// The VPN is in the process of disconnecting.
    case disconnecting = 5
}

/// An error in the `NEVPNErrorDomain`: its `Code` is what a `catch` matches, as Apple's imported error
/// codes are (`catch NEVPNError.configurationDisabled`).
public struct NEVPNError: Error, Hashable, Sendable, CustomNSError {
    /// The domain of VPN errors.
    public static let errorDomain = "NEVPNErrorDomain"
    /// The codes of VPN configuration and connection errors.
    public enum Code: Int, Sendable, Hashable {
        /// The VPN configuration is invalid.
        case configurationInvalid = 1
        /// The VPN configuration isn't enabled.
        case configurationDisabled = 2
        /// The connection to the VPN server failed.
        case connectionFailed = 3
        /// The VPN configuration is stale and needs loading.
        case configurationStale = 4
        /// Reading or writing the VPN configuration failed.
        case configurationReadWriteFailed = 5
        /// An unknown configuration error.
        case configurationUnknown = 6

        /// `catch NEVPNError.configurationDisabled`: matches an `NEVPNError` with that code, or an
        /// `NSError` of its domain with that code.
        public static func ~= (code: Code, error: any Error) -> Bool {
            if let error = error as? NEVPNError { return error.code == code }
            let bridged = error as NSError
            return bridged.domain == NEVPNError.errorDomain && bridged.code == code.rawValue
        }
    }

    /// The error's code.
    public let code: Code
    /// An error with a code.
    public init(_ code: Code) { self.code = code }

    /// The code as an integer (`CustomNSError`).
    public var errorCode: Int { code.rawValue }

    /// The VPN configuration is invalid.
    public static var configurationInvalid: Code { .configurationInvalid }
    /// The VPN configuration isn't enabled.
    public static var configurationDisabled: Code { .configurationDisabled }
    /// The connection to the VPN server failed.
    public static var connectionFailed: Code { .connectionFailed }
    /// The VPN configuration is stale and needs loading.
    public static var configurationStale: Code { .configurationStale }
    /// Reading or writing the VPN configuration failed.
    public static var configurationReadWriteFailed: Code { .configurationReadWriteFailed }
    /// An unknown configuration error.
    public static var configurationUnknown: Code { .configurationUnknown }

}

/// A VPN connection's status and control.
open class NEVPNConnection: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var current: NEVPNStatus

    /// A connection in a status.
    init(status: NEVPNStatus) { current = status }

    /// The current status of the VPN.
    open var status: NEVPNStatus { lock.withLock { current } }
    /// The date and time when the connection reached the connected state (here: never).
    open var connectedDate: Date? { nil }

    /// Starts the VPN connection (here: no system VPN, so the configuration is invalid).
    open func startVPNTunnel() throws { throw NEVPNError(.configurationInvalid) }
    /// Starts the VPN connection with options (here: no system VPN, so the configuration is invalid).
    open func startVPNTunnel(options: [String: NSObject]?) throws { throw NEVPNError(.configurationInvalid) }
    /// Stops the VPN connection (here: it is already disconnected).
    open func stopVPNTunnel() {}
}

/// The connection of a packet tunnel provider, to which the app can send messages.
open class NETunnelProviderSession: NEVPNConnection, @unchecked Sendable {
    /// Starts the tunnel (here: no system VPN, so the configuration is invalid).
    open func startTunnel(options: [String: Any]? = nil) throws { throw NEVPNError(.configurationInvalid) }
    /// Stops the tunnel (here: it is already disconnected).
    open func stopTunnel() {}
    /// Sends a message to the tunnel provider (here: there is none, so the configuration is invalid).
    open func sendProviderMessage(_ messageData: Data, responseHandler: ((Data?) -> Void)? = nil) throws {
        throw NEVPNError(.configurationInvalid)
    }
}

/// A VPN configuration of the system's preferences.
open class NEVPNManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = false
    private var name: String?

    /// A manager of a configuration the app has not saved.
    public override init() { connection = NETunnelProviderSession(status: .disconnected) }

    /// The VPN's connection.
    public let connection: NEVPNConnection
    /// Whether the configuration is enabled.
    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }
    /// The configuration's name, shown in Settings.
    open var localizedDescription: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// Loads the configuration (here: there is none to load; no error).
    open func loadFromPreferences(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(nil)
    }
    /// Loads the configuration (here: there is none to load; no error).
    open func loadFromPreferences() async throws {}
    /// Saves the configuration (here: the system keeps no VPN configuration).
    open func saveToPreferences(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(NEVPNError(.configurationReadWriteFailed))
    }
    /// Saves the configuration (here: the system keeps no VPN configuration).
    open func saveToPreferences() async throws { throw NEVPNError(.configurationReadWriteFailed) }
    /// Removes the configuration (here: there is none).
    open func removeFromPreferences(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    /// Removes the configuration (here: there is none).
    open func removeFromPreferences() async throws {}
}

/// A packet tunnel provider's configuration in the system's preferences.
open class NETunnelProviderManager: NEVPNManager, @unchecked Sendable {
    /// Loads every tunnel configuration the app created (here: none, and no error).
    open class func loadAllFromPreferences(
        completionHandler: @escaping @Sendable ([NETunnelProviderManager]?, (any Error)?) -> Void
    ) {
        completionHandler([], nil)
    }

    /// Loads every tunnel configuration the app created (here: none).
    open class func loadAllFromPreferences() async throws -> [NETunnelProviderManager] { [] }
}

extension Notification.Name {
    /// Posted when a VPN connection's status changes (here: never).
    public static let NEVPNStatusDidChange = Notification.Name("NEVPNStatusDidChangeNotification")
}
