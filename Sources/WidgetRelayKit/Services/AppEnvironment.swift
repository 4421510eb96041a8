/// The services app code reaches through WidgetKit's static entry points
/// (`WidgetCenter.shared`, `Activity.request`, `UserDefaults(suiteName:)`).
///
/// A task-local value: the phone host runs providers, intents and views inside
/// `AppEnvironment.$current.withValue(…)`, so several hosts (or parallel tests)
/// in one process never share state.
public struct AppEnvironment: Sendable {
    public var store: any AppGroupStore
    public var widgetCenter: any WidgetCenterHost
    public var controlCenter: any ControlCenterHost
    public var activities: any ActivityHost
    /// The intent types archived by code running in this environment (and its copies).
    let knownIntentTypes = KnownIntentTypes()

    public init(
        store: any AppGroupStore, widgetCenter: any WidgetCenterHost, controlCenter: any ControlCenterHost,
        activities: any ActivityHost
    ) {
        self.store = store
        self.widgetCenter = widgetCenter
        self.controlCenter = controlCenter
        self.activities = activities
    }

    /// A fresh environment in memory: its own store, a recording center, an in-memory activity host.
    public static func inMemory() -> AppEnvironment {
        let center = RecordingCenter()
        return AppEnvironment(
            store: InMemoryAppGroupStore(), widgetCenter: center, controlCenter: center,
            activities: InMemoryActivityHost())
    }

    /// The environment of the code running now.
    @TaskLocal public static var current: AppEnvironment = .inMemory()
}
