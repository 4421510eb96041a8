// Stand-in for Shared (ours, not the project's): the app's SwiftGen-generated `CoreStrings` (Home Assistant
// core's translations) that the Shared stand-in names, each its key here.
import Foundation
import HAKit

public enum CoreStrings {
    public static var commonStateClosed: String { "commonStateClosed" }
    public static var commonStateOpen: String { "commonStateOpen" }
    public static var componentAlarmControlPanelTitle: String { "componentAlarmControlPanelTitle" }
    public static var componentAlertTitle: String { "componentAlertTitle" }
    public static var componentAssistSatelliteTitle: String { "componentAssistSatelliteTitle" }
    public static var componentAutomationTitle: String { "componentAutomationTitle" }
    public static var componentBinarySensorEntityComponentConnectivityStateOff: String { "componentBinarySensorEntityComponentConnectivityStateOff" }
    public static var componentBinarySensorEntityComponentConnectivityStateOn: String { "componentBinarySensorEntityComponentConnectivityStateOn" }
    public static var componentBinarySensorEntityComponentDoorStateOff: String { "componentBinarySensorEntityComponentDoorStateOff" }
    public static var componentBinarySensorEntityComponentDoorStateOn: String { "componentBinarySensorEntityComponentDoorStateOn" }
    public static var componentBinarySensorEntityComponentGarageDoorStateOff: String { "componentBinarySensorEntityComponentGarageDoorStateOff" }
    public static var componentBinarySensorEntityComponentGarageDoorStateOn: String { "componentBinarySensorEntityComponentGarageDoorStateOn" }
    public static var componentBinarySensorEntityComponentLockStateOff: String { "componentBinarySensorEntityComponentLockStateOff" }
    public static var componentBinarySensorEntityComponentLockStateOn: String { "componentBinarySensorEntityComponentLockStateOn" }
    public static var componentBinarySensorEntityComponentOpeningStateOff: String { "componentBinarySensorEntityComponentOpeningStateOff" }
    public static var componentBinarySensorEntityComponentOpeningStateOn: String { "componentBinarySensorEntityComponentOpeningStateOn" }
    public static var componentBinarySensorEntityComponentPresenceStateOff: String { "componentBinarySensorEntityComponentPresenceStateOff" }
    public static var componentBinarySensorEntityComponentPresenceStateOn: String { "componentBinarySensorEntityComponentPresenceStateOn" }
    public static var componentBinarySensorEntityComponentStateOff: String { "componentBinarySensorEntityComponentStateOff" }
    public static var componentBinarySensorEntityComponentStateOn: String { "componentBinarySensorEntityComponentStateOn" }
    public static var componentBinarySensorEntityComponentWindowStateOff: String { "componentBinarySensorEntityComponentWindowStateOff" }
    public static var componentBinarySensorEntityComponentWindowStateOn: String { "componentBinarySensorEntityComponentWindowStateOn" }
    public static var componentBinarySensorTitle: String { "componentBinarySensorTitle" }
    public static var componentButtonTitle: String { "componentButtonTitle" }
    public static var componentCalendarTitle: String { "componentCalendarTitle" }
    public static var componentCameraTitle: String { "componentCameraTitle" }
    public static var componentClimateTitle: String { "componentClimateTitle" }
    public static var componentCoverEntityComponentStateClosed: String { "componentCoverEntityComponentStateClosed" }
    public static var componentCoverEntityComponentStateOpen: String { "componentCoverEntityComponentStateOpen" }
    public static var componentCoverTitle: String { "componentCoverTitle" }
    public static var componentDateTitle: String { "componentDateTitle" }
    public static var componentDatetimeTitle: String { "componentDatetimeTitle" }
    public static var componentDeviceTrackerTitle: String { "componentDeviceTrackerTitle" }
    public static var componentEventTitle: String { "componentEventTitle" }
    public static var componentFanTitle: String { "componentFanTitle" }
    public static var componentGeoLocationTitle: String { "componentGeoLocationTitle" }
    public static var componentGroupTitle: String { "componentGroupTitle" }
    public static var componentHumidifierTitle: String { "componentHumidifierTitle" }
    public static var componentImageTitle: String { "componentImageTitle" }
    public static var componentInputBooleanTitle: String { "componentInputBooleanTitle" }
    public static var componentInputButtonTitle: String { "componentInputButtonTitle" }
    public static var componentInputDatetimeTitle: String { "componentInputDatetimeTitle" }
    public static var componentInputNumberTitle: String { "componentInputNumberTitle" }
    public static var componentInputSelectTitle: String { "componentInputSelectTitle" }
    public static var componentInputTextTitle: String { "componentInputTextTitle" }
    public static var componentLawnMowerTitle: String { "componentLawnMowerTitle" }
    public static var componentLightTitle: String { "componentLightTitle" }
    public static var componentLockEntityComponentStateLocked: String { "componentLockEntityComponentStateLocked" }
    public static var componentLockEntityComponentStateUnlocked: String { "componentLockEntityComponentStateUnlocked" }
    public static var componentLockTitle: String { "componentLockTitle" }
    public static var componentMediaPlayerTitle: String { "componentMediaPlayerTitle" }
    public static var componentNotifyTitle: String { "componentNotifyTitle" }
    public static var componentNumberTitle: String { "componentNumberTitle" }
    public static var componentPersonTitle: String { "componentPersonTitle" }
    public static var componentRemoteTitle: String { "componentRemoteTitle" }
    public static var componentSceneTitle: String { "componentSceneTitle" }
    public static var componentScheduleTitle: String { "componentScheduleTitle" }
    public static var componentScriptTitle: String { "componentScriptTitle" }
    public static var componentSelectTitle: String { "componentSelectTitle" }
    public static var componentSensorTitle: String { "componentSensorTitle" }
    public static var componentSirenTitle: String { "componentSirenTitle" }
    public static var componentSunTitle: String { "componentSunTitle" }
    public static var componentSwitchTitle: String { "componentSwitchTitle" }
    public static var componentTextTitle: String { "componentTextTitle" }
    public static var componentTimeTitle: String { "componentTimeTitle" }
    public static var componentTimerTitle: String { "componentTimerTitle" }
    public static var componentTodoTitle: String { "componentTodoTitle" }
    public static var componentUpdateTitle: String { "componentUpdateTitle" }
    public static var componentVacuumTitle: String { "componentVacuumTitle" }
    public static var componentValveTitle: String { "componentValveTitle" }
    public static var componentWaterHeaterTitle: String { "componentWaterHeaterTitle" }
    public static var componentWeatherTitle: String { "componentWeatherTitle" }
    public static var getDomainStateLocalizedTitle: String { "getDomainStateLocalizedTitle" }
}

public extension CoreStrings {
    /// The core's name for a domain's state, if it has one (none here: the state is shown as is).
    static func getDomainStateLocalizedTitle(state: String) -> String? { nil }
}

/// The app's SwiftGen-generated frontend translations that the Shared stand-in names.
public enum FrontendStrings {
    /// The frontend's name for a state, if it has one (none here).
    public static func getDefaultStateLocalizedTitle(state: String) -> String? { nil }
}

public extension HAEntity {
    /// The entity's state as the person reads it (the app's HAEntity+CarPlay.swift).
    var localizedState: String {
        if let domain = Domain(rawValue: domain) {
            return domain.localizedState(for: state)
        }
        return CoreStrings.getDomainStateLocalizedTitle(state: state) ?? FrontendStrings
            .getDefaultStateLocalizedTitle(state: state) ?? state
    }
}
