// Stand-in for LoopKit, the app's own package (ours, not the project's): the device-manager
// protocols as the app's shared code names them (LoopKit/DeviceManager/PumpManager.swift,
// CGMManager.swift, Service.swift), reduced to their identity and state.
import Foundation

/// A plug-in's identity (LoopKit's `Pluggable`).
public protocol Pluggable: AnyObject {
    static var pluginIdentifier: String { get }
    var pluginIdentifier: String { get }
}

public extension Pluggable {
    var pluginIdentifier: String { Self.pluginIdentifier }
}

/// A device manager: its title and its state, saved and restored as a dictionary.
public protocol DeviceManager: Pluggable {
    typealias RawStateValue = [String: Any]
    static var localizedTitle: String { get }
    var localizedTitle: String { get }
    init?(rawState: RawStateValue)
    var rawState: RawStateValue { get }
}

public extension DeviceManager {
    var localizedTitle: String { Self.localizedTitle }
}

/// An insulin pump's manager.
public protocol PumpManager: DeviceManager {}

/// A continuous glucose monitor's manager.
public protocol CGMManager: DeviceManager {}

/// A service (remote data, logging, analytics).
public protocol Service: Pluggable {
    typealias RawStateValue = [String: Any]
    static var localizedTitle: String { get }
    init?(rawState: RawStateValue)
    var rawState: RawStateValue { get }
}
