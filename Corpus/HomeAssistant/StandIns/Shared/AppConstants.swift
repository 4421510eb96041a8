// Stand-in for Shared (ours, not the project's): the members of the app's `AppConstants`
// (Sources/Shared/Environment/AppConstants.swift) that the extension uses, with the app's
// signatures and the deep links it builds (home-assistant/iOS at d722d781, Apache-2.0); without the
// widget-authenticity signature the app adds to its links, and its app group's folder a temporary one.
import Foundation
import UIKit

public enum AppConstants {
    public static var darkerTintColor: UIColor {
        UIColor(hue: 199.0 / 360.0, saturation: 0.99, brightness: 0.67, alpha: 1.0)
    }

    public static var deeplinkURL: URL { URL(string: "homeassistant://")! }

    /// The Bundle ID used for the AppGroupID (the app's strips its extensions' suffixes; here the
    /// extension's Info.plist may give none: the app's own ID then).
    public static var BundleID: String {
        (Bundle.main.bundleIdentifier ?? "io.robbie.HomeAssistant").replacingOccurrences(of: ".Widgets", with: "")
    }

    /// The App Group ID used by the app and extensions for sharing data (as published).
    public static var AppGroupID: String {
        "group." + BundleID.lowercased()
    }

    public static func navigateDeeplinkURL(path: String, serverId: String, queryParams: String? = nil, avoidUnnecessaryReload: Bool) -> URL? {
        var url = URL(string: "\(deeplinkURL.absoluteString)navigate/\(path)?server=\(serverId)&avoidUnnecessaryReload=\(avoidUnnecessaryReload)&isComingFromAppIntent=true")
        if let queryParams, let newURL = URL(string: "\(url?.absoluteString ?? "")&\(queryParams)") { url = newURL }
        return url
    }

    public static func openPageDeeplinkURL(path: String, serverId: String) -> URL? {
        navigateDeeplinkURL(path: path, serverId: serverId, avoidUnnecessaryReload: true)
    }

    public static func openEntityDeeplinkURL(entityId: String, serverId: String) -> URL? {
        navigateDeeplinkURL(path: "", serverId: serverId, queryParams: "more-info-entity-id=\(entityId)", avoidUnnecessaryReload: true)
    }

    public static func openEntityDestinationURL(entityId: String, serverId: String) -> URL? {
        if Domain(entityId: entityId) == .camera {
            return URL(string: "\(deeplinkURL.absoluteString)camera/\(entityId)?serverId=\(serverId)")
        }
        return openEntityDeeplinkURL(entityId: entityId, serverId: serverId)
    }

    public static func todoListAddItemURL(listId: String, serverId: String) -> URL? {
        guard !serverId.isEmpty, !listId.isEmpty else { return nil }
        return URL(string: "\(deeplinkURL.absoluteString)navigate/todo")?.appending(queryItems: [
            URLQueryItem(name: "entity_id", value: listId), URLQueryItem(name: "serverId", value: serverId),
            URLQueryItem(name: "addItem", value: "true"),
        ])
    }

    public static func todoListOpenURL(listId: String, serverId: String) -> URL? {
        guard !serverId.isEmpty, !listId.isEmpty else { return nil }
        return URL(string: "\(deeplinkURL.absoluteString)navigate/todo")?.appending(queryItems: [
            URLQueryItem(name: "entity_id", value: listId), URLQueryItem(name: "serverId", value: serverId),
        ])
    }

    public static func calendarOpenURL(serverId: String, entityId: String? = nil) -> URL? {
        guard !serverId.isEmpty else { return nil }
        var queryItems = [URLQueryItem(name: "serverId", value: serverId)]
        if let entityId, !entityId.isEmpty { queryItems.insert(URLQueryItem(name: "entity_id", value: entityId), at: 0) }
        return URL(string: "\(deeplinkURL.absoluteString)navigate/calendar")?.appending(queryItems: queryItems)
    }

    public static func assistDeeplinkURL(serverId: String, pipelineId: String, startListening: Bool) -> URL? {
        URL(string: "\(deeplinkURL.absoluteString)assist?serverId=\(serverId)&pipelineId=\(pipelineId)&startListening=\(startListening)")
    }

    public static var createCustomWidgetURL: URL { URL(string: "\(deeplinkURL.absoluteString)createCustomWidget")! }

    /// The app group's folder (a temporary folder here).
    public static var AppGroupContainer: URL { FileManager.default.temporaryDirectory.appendingPathComponent("group.io.robbie.HomeAssistant") }

    public static var widgetsCacheURL: URL = AppGroupContainer.appendingPathComponent("caches/widgets", isDirectory: true)

    public static func widgetCachedStates(widgetId: String) -> URL {
        try? FileManager.default.createDirectory(at: widgetsCacheURL, withIntermediateDirectories: true)
        return widgetsCacheURL.appendingPathComponent("widgetId-\(widgetId).json")
    }
}

public extension Version {
    static let conversationWebhook: Version = .init(major: 2023, minor: 2, prerelease: "any0")
}
