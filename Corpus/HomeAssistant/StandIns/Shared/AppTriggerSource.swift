// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/API/AppTriggerSource.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation

public enum AppTriggerSource: String, CaseIterable, CustomStringConvertible {
    case Watch = "watch"
    case Widget = "widget"
    case AppShortcut = "appShortcut" // UIApplicationShortcutItem
    case Preview = "preview"
    case SiriShortcut = "siriShortcut"
    case URLHandler = "urlHandler"
    case CarPlay = "carPlay"
    case AppIntent = "appIntent"

    public var description: String {
        rawValue
    }
}
