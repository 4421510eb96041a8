// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Notifications/NotificationIdentifier.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation

public enum NotificationIdentifier: String {
    case automationAppIntentRun
    case scriptAppIntentRun
    case sceneAppIntentRun
    case intentToggleFailed
    case intentActivateFailed
    case intentPressFailed
    case serverUnreachable
    case liveActivityTokenUnreachable

    // Debug
    case debug
}
