// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/DataWidgetsUpdater.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation
import WidgetKit

#if os(iOS) || os(macOS)
public enum DataWidgetsUpdater {
    /// Updates widgets and control center controls
    public static func update() {
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetsKind.gauge.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetsKind.details.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetsKind.sensors.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetsKind.custom.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetsKind.commonlyUsedEntities.rawValue)
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetsKind.todoList.rawValue)
        DataWidgetsUpdater.updateControlCenterControls()
    }

    public static func updateControlCenterControls() {
        if #available(iOS 18.0, *) {
            ControlCenter.shared.reloadAllControls()
        }
    }
}
#endif
