import WidgetRelayKit

/// Every sample app's widgets, Live Activities and controls: what `phone-node`
/// runs by default.
public struct SampleAppsBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        EmojiRangers.EmojiRangerWidget()
        EmojiRangers.CharacterDetailWidget()
        TaskManagerApp.TodoListWidget()
        TaskManagerApp.TasksLeftWidget()
        TaskManagerApp.InteractiveWidget()
        TaskManagerApp.SettingWidget()
        GuideWidgets.SimpleWidget()
        GuideWidgets.GlassWidget()
        GuideWidgets.ConfigurableWidget()
        GuideWidgets.AdaptiveWidget()
        DeliveryApp.DeliveryActivities()
        ControlsApp.QuickToggleControl()
        ControlsApp.QuickActionControl()
        RelevanceApp.RelevantWidget()
        MediaApp.NowPlayingWidget()
        MeasurementApp.CounterWidget()
        MeasurementApp.MemoryCounterWidget()
        MeasurementApp.TimerWidget()
    }
}
