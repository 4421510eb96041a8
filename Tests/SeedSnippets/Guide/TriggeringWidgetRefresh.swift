// widgetkit-and-live-activities-guide.md — "Triggering Widget Refresh"
// The seed's statements are the body of a function (a library file has no top-level statements).
import WidgetRelayKit

func refreshWidgets() {
    // Refresh specific widget
    WidgetCenter.shared.reloadTimelines(ofKind: "MyWidget")

    // Refresh all widgets
    WidgetCenter.shared.reloadAllTimelines()
}
