// Stand-in for Shared, a module of the app that is not its widget extension (ours, not the project's):
// the app's localised strings (SwiftGen's `L10n`) that the extension uses, each its key here.
import Foundation

public enum L10n {
    public enum Alert {
        public enum Confirmation {
            public enum Generic {
                public static var title: String { "Alert.Confirmation.Generic.title" }
            }
        }
    }
    public enum AppIntents {
        public enum Assist {
            public enum PreferredPipeline {
                public static var title: String { "AppIntents.Assist.PreferredPipeline.title" }
            }
            public enum RefreshWarning {
                public static var title: String { "AppIntents.Assist.RefreshWarning.title" }
            }
        }
        public enum Automations {
            public enum SuccessMessage {
                public static func content(_ arguments: Any...) -> String { "AppIntents.Automations.SuccessMessage.content" + arguments.map { " \($0)" }.joined() }
            }
        }
        public enum Calendar {
            public enum Event {
                public enum Entity {
                    public static var name: String { "AppIntents.Calendar.Event.Entity.name" }
                }
            }
        }
        public enum Error {
            public static func failedServers(_ arguments: Any...) -> String { "AppIntents.Error.failedServers" + arguments.map { " \($0)" }.joined() }
            public static var noServer: String { "AppIntents.Error.noServer" }
            public static func timedOut(_ arguments: Any...) -> String { "AppIntents.Error.timedOut" + arguments.map { " \($0)" }.joined() }
        }
        public enum FireEvent {
            public enum Error {
                public static var invalidPayload: String { "AppIntents.FireEvent.Error.invalidPayload" }
            }
            public static func responseSuccess(_ arguments: Any...) -> String { "AppIntents.FireEvent.responseSuccess" + arguments.map { " \($0)" }.joined() }
        }
        public enum GetCameraSnapshot {
            public enum Error {
                public static var pngConversion: String { "AppIntents.GetCameraSnapshot.Error.pngConversion" }
            }
        }
        public enum PerformAction {
            public enum Error {
                public static var invalidAction: String { "AppIntents.PerformAction.Error.invalidAction" }
                public static var invalidPayload: String { "AppIntents.PerformAction.Error.invalidPayload" }
            }
            public static func responseFailure(_ arguments: Any...) -> String { "AppIntents.PerformAction.responseFailure" + arguments.map { " \($0)" }.joined() }
            public static var responseSuccess: String { "AppIntents.PerformAction.responseSuccess" }
        }
        public enum Scenes {
            public enum SuccessMessage {
                public static func content(_ arguments: Any...) -> String { "AppIntents.Scenes.SuccessMessage.content" + arguments.map { " \($0)" }.joined() }
            }
        }
        public enum Scripts {
            public enum SuccessMessage {
                public static func content(_ arguments: Any...) -> String { "AppIntents.Scripts.SuccessMessage.content" + arguments.map { " \($0)" }.joined() }
            }
            public enum FailureMessage {
                public static func content(_ arguments: Any...) -> String { "AppIntents.Scripts.FailureMessage.content" + arguments.map { " \($0)" }.joined() }
            }
        }
        public enum UpdateLocation {
            public static var success: String { "AppIntents.UpdateLocation.success" }
        }
        public enum UpdateSensors {
            public static var success: String { "AppIntents.UpdateSensors.success" }
        }
    }
    public enum Climate {
        public enum Control {
            public enum Humidity {
                public static var title: String { "Climate.Control.Humidity.title" }
            }
            public enum Temperature {
                public static var title: String { "Climate.Control.Temperature.title" }
            }
        }
    }
    public enum LiveActivity {
        public enum Accessibility {
            public static var progress: String { "LiveActivity.Accessibility.progress" }
        }
    }
    public enum Watch {
        public enum LightControls {
            public static var power: String { "Watch.LightControls.power" }
        }
    }
    public enum Widgets {
        public enum Assist {
            public static var actionTitle: String { "Widgets.Assist.actionTitle" }
            public static var description: String { "Widgets.Assist.description" }
            public static var notConfigured: String { "Widgets.Assist.notConfigured" }
            public static var title: String { "Widgets.Assist.title" }
            public static var unknownConfiguration: String { "Widgets.Assist.unknownConfiguration" }
        }
        public enum Calendar {
            public static var allDay: String { "Widgets.Calendar.allDay" }
            public static var description: String { "Widgets.Calendar.description" }
            public static var noEvents: String { "Widgets.Calendar.noEvents" }
            public static var refreshTitle: String { "Widgets.Calendar.refreshTitle" }
            public static var selectCalendars: String { "Widgets.Calendar.selectCalendars" }
            public static var title: String { "Widgets.Calendar.title" }
            public static var today: String { "Widgets.Calendar.today" }
            public static var tomorrow: String { "Widgets.Calendar.tomorrow" }
        }
        public enum CommonlyUsedEntities {
            public enum Empty {
                public static var description: String { "Widgets.CommonlyUsedEntities.Empty.description" }
            }
            public static var description: String { "Widgets.CommonlyUsedEntities.description" }
            public static var title: String { "Widgets.CommonlyUsedEntities.title" }
        }
        public enum Controls {
            public enum Assist {
                public enum Pipeline {
                    public static var placeholder: String { "Widgets.Controls.Assist.Pipeline.placeholder" }
                }
                public static var description: String { "Widgets.Controls.Assist.description" }
            }
            public enum Automation {
                public static var description: String { "Widgets.Controls.Automation.description" }
                public static var displayName: String { "Widgets.Controls.Automation.displayName" }
            }
            public enum Automations {
                public static var pendingConfiguration: String { "Widgets.Controls.Automations.pendingConfiguration" }
            }
            public enum Button {
                public static var description: String { "Widgets.Controls.Button.description" }
                public static var pendingConfiguration: String { "Widgets.Controls.Button.pendingConfiguration" }
                public static var title: String { "Widgets.Controls.Button.title" }
            }
            public enum Cover {
                public static var description: String { "Widgets.Controls.Cover.description" }
                public static var pendingConfiguration: String { "Widgets.Controls.Cover.pendingConfiguration" }
                public static var title: String { "Widgets.Controls.Cover.title" }
            }
            public enum Fan {
                public static var description: String { "Widgets.Controls.Fan.description" }
                public static var pendingConfiguration: String { "Widgets.Controls.Fan.pendingConfiguration" }
                public static var title: String { "Widgets.Controls.Fan.title" }
            }
            public enum Light {
                public static var description: String { "Widgets.Controls.Light.description" }
                public static var pendingConfiguration: String { "Widgets.Controls.Light.pendingConfiguration" }
                public static var title: String { "Widgets.Controls.Light.title" }
            }
            public enum OpenCamera {
                public enum Configuration {
                    public static var title: String { "Widgets.Controls.OpenCamera.Configuration.title" }
                }
                public static var description: String { "Widgets.Controls.OpenCamera.description" }
                public static var pendingConfiguration: String { "Widgets.Controls.OpenCamera.pendingConfiguration" }
            }
            public enum OpenEntity {
                public static var pendingConfiguration: String { "Widgets.Controls.OpenEntity.pendingConfiguration" }
            }
            public enum OpenPage {
                public static var pendingConfiguration: String { "Widgets.Controls.OpenPage.pendingConfiguration" }
            }
            public enum Scene {
                public static var description: String { "Widgets.Controls.Scene.description" }
                public static var displayName: String { "Widgets.Controls.Scene.displayName" }
            }
            public enum Scenes {
                public static var pendingConfiguration: String { "Widgets.Controls.Scenes.pendingConfiguration" }
            }
            public enum Script {
                public static var description: String { "Widgets.Controls.Script.description" }
                public static var displayName: String { "Widgets.Controls.Script.displayName" }
            }
            public enum Scripts {
                public static var pendingConfiguration: String { "Widgets.Controls.Scripts.pendingConfiguration" }
            }
            public enum Switch {
                public static var description: String { "Widgets.Controls.Switch.description" }
                public static var pendingConfiguration: String { "Widgets.Controls.Switch.pendingConfiguration" }
                public static var title: String { "Widgets.Controls.Switch.title" }
            }
        }
        public enum Custom {
            public enum IntentActivateFailed {
                public static var body: String { "Widgets.Custom.IntentActivateFailed.body" }
                public static var title: String { "Widgets.Custom.IntentActivateFailed.title" }
            }
            public enum IntentPressFailed {
                public static var body: String { "Widgets.Custom.IntentPressFailed.body" }
                public static var title: String { "Widgets.Custom.IntentPressFailed.title" }
            }
            public enum IntentToggleFailed {
                public static var body: String { "Widgets.Custom.IntentToggleFailed.body" }
                public static var title: String { "Widgets.Custom.IntentToggleFailed.title" }
            }
            public enum ServerUnreachable {
                public static var body: String { "Widgets.Custom.ServerUnreachable.body" }
                public static var title: String { "Widgets.Custom.ServerUnreachable.title" }
            }
            public enum ShowUpdateTime {
                public static var title: String { "Widgets.Custom.ShowUpdateTime.title" }
            }
        }
        public enum Details {
            public static var galleryDescription: String { "Widgets.Details.galleryDescription" }
            public static var title: String { "Widgets.Details.title" }
        }
        public enum Energy {
            public static var description: String { "Widgets.Energy.description" }
            public static var electricityTotal: String { "Widgets.Energy.electricityTotal" }
            public static var grid: String { "Widgets.Energy.grid" }
            public static var noConnection: String { "Widgets.Energy.noConnection" }
            public static var noData: String { "Widgets.Energy.noData" }
            public static var notConfigured: String { "Widgets.Energy.notConfigured" }
            public static var refreshTitle: String { "Widgets.Energy.refreshTitle" }
            public static var solar: String { "Widgets.Energy.solar" }
            public static var title: String { "Widgets.Energy.title" }
        }
        public enum Gauge {
            public static var galleryDescription: String { "Widgets.Gauge.galleryDescription" }
            public static var title: String { "Widgets.Gauge.title" }
        }
        public enum OpenEntity {
            public static var title: String { "Widgets.OpenEntity.title" }
        }
        public enum OpenPage {
            public static var description: String { "Widgets.OpenPage.description" }
            public static var notConfigured: String { "Widgets.OpenPage.notConfigured" }
            public static var title: String { "Widgets.OpenPage.title" }
        }
        public enum Preview {
            public enum Custom {
                public static var description: String { "Widgets.Preview.Custom.description" }
                public static var title: String { "Widgets.Preview.Custom.title" }
            }
            public enum Empty {
                public enum Create {
                    public static var button: String { "Widgets.Preview.Empty.Create.button" }
                }
            }
        }
        public enum Scripts {
            public static var description: String { "Widgets.Scripts.description" }
            public static var notConfigured: String { "Widgets.Scripts.notConfigured" }
            public static var title: String { "Widgets.Scripts.title" }
        }
        public enum Sensors {
            public static var description: String { "Widgets.Sensors.description" }
            public static var notConfigured: String { "Widgets.Sensors.notConfigured" }
            public static var title: String { "Widgets.Sensors.title" }
        }
        public enum TodoList {
            public enum DueDate {
                public static func agoFormat(_ arguments: Any...) -> String { "Widgets.TodoList.DueDate.agoFormat" + arguments.map { " \($0)" }.joined() }
                public static func inFormat(_ arguments: Any...) -> String { "Widgets.TodoList.DueDate.inFormat" + arguments.map { " \($0)" }.joined() }
                public static var now: String { "Widgets.TodoList.DueDate.now" }
                public static var today: String { "Widgets.TodoList.DueDate.today" }
            }
            public static var allDone: String { "Widgets.TodoList.allDone" }
            public static var description: String { "Widgets.TodoList.description" }
            public static var selectList: String { "Widgets.TodoList.selectList" }
            public static var title: String { "Widgets.TodoList.title" }
        }
    }
    public static var closeLabel: String { "closeLabel" }
    public static var helpLabel: String { "helpLabel" }
    public static var openLabel: String { "openLabel" }
}
