// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/WidgetInteractionType.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation

public enum WidgetInteractionType: Hashable, Encodable {
    case widgetURL(URL)
    case appIntent(WidgetIntentType)
}

public enum WidgetIntentType: Hashable, Encodable {
    case script(id: String, entityId: String, serverId: String, name: String, showConfirmationNotification: Bool)
    /// Entities that can be toggled
    case toggle(entityId: String, domain: String, serverId: String)
    /// Script or Scene
    case activate(entityId: String, domain: String, serverId: String)
    /// Button
    case press(entityId: String, domain: String, serverId: String)
    case refresh
}
