import Foundation

/// A widget placed somewhere, as the app sees it (`WidgetInfo`).
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
    /// The device it is on.
    public let deviceID: String
    /// Its configuration as data.
    public let configuration: IntentInvocation?
    let configurationIntent: (any AppIntent)?

    public init(
        kind: String, family: WidgetFamily, deviceID: String, configuration: IntentInvocation?,
        configurationIntent: (any AppIntent)?
    ) {
        self.kind = kind
        self.family = family
        self.deviceID = deviceID
        self.configuration = configuration
        self.configurationIntent = configurationIntent
    }

    /// The configuration intent (`widgetConfigurationIntent(of:)`).
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self)
        -> Intent?
    {
        configurationIntent as? Intent
    }
}

/// What runs widgets for `WidgetCenter`: the phone host.
public protocol WidgetCenterHost: Sendable {
    func reloadTimelines(ofKind kind: String)
    func reloadAllTimelines()
    func currentConfigurations() async throws -> [WidgetInfo]
    func invalidateConfigurationRecommendations()
}

/// Asks for widget reloads (`WidgetCenter.shared`).
public struct WidgetCenter: Sendable {
    public static var shared: WidgetCenter { WidgetCenter(host: AppEnvironment.current.widgetCenter) }
    let host: any WidgetCenterHost

    /// Reloads every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) { host.reloadTimelines(ofKind: kind) }
    /// Reloads every widget.
    public func reloadAllTimelines() { host.reloadAllTimelines() }
    /// The widgets people have placed (`getCurrentConfigurations(_:)`).
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        Task {
            do { completion(.success(try await host.currentConfigurations())) } catch { completion(.failure(error)) }
        }
    }
    /// The widgets people have placed.
    public func currentConfigurations() async throws -> [WidgetInfo] { try await host.currentConfigurations() }
    /// Asks every configurable widget for new recommendations.
    public func invalidateConfigurationRecommendations() { host.invalidateConfigurationRecommendations() }
}

/// What runs controls for `ControlCenter`: the phone host.
public protocol ControlCenterHost: Sendable {
    func reloadControls(ofKind kind: String)
    func reloadAllControls()
}

/// Asks for control reloads (`ControlCenter.shared`).
public struct ControlCenter: Sendable {
    public static var shared: ControlCenter { ControlCenter(host: AppEnvironment.current.controlCenter) }
    let host: any ControlCenterHost
    public func reloadControls(ofKind kind: String) { host.reloadControls(ofKind: kind) }
    public func reloadAllControls() { host.reloadAllControls() }
}

/// A host that records what was asked, for tests and for code run outside a phone.
public final class RecordingCenter: WidgetCenterHost, ControlCenterHost, @unchecked Sendable {
    private let lock = NSLock()
    private var log: [String] = []
    public init() {}
    /// What was asked, oldest first: "reload:Kind", "reloadAll", "invalidateRecommendations", "reloadControls:Kind", "reloadAllControls".
    public var requests: [String] { lock.withLock { log } }
    private func record(_ entry: String) { lock.withLock { log.append(entry) } }
    public func reloadTimelines(ofKind kind: String) { record("reload:\(kind)") }
    public func reloadAllTimelines() { record("reloadAll") }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    public func invalidateConfigurationRecommendations() { record("invalidateRecommendations") }
    public func reloadControls(ofKind kind: String) { record("reloadControls:\(kind)") }
    public func reloadAllControls() { record("reloadAllControls") }
}
