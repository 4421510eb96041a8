// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Widget/WidgetsKind.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation

public enum WidgetsKind: String, CaseIterable {
    case assist = "WidgetAssist"
    case openPage = "WidgetOpenPage"
    case gauge = "WidgetGauge"
    case details = "WidgetDetails"
    case scripts = "WidgetScripts"
    case sensors
    case custom
    case commonlyUsedEntities
    case energy
    case controlAutomation
    case todoList
    case calendar
    case controlScript
    case controlScene
    case controlAssist
    case controlOpenPage
    case controlLight
    case controlSwitch
    case controlCover
    case controlFan
    case controlOpenEntity
    case controlOpenCamera
    case controlButton
}
