// widgetkit-and-live-activities-guide.md — "App Groups"
// The seed's statements are the bodies of two functions (a library file has no top-level
// statements), one for "both app and widget extension" and one for "in widget".
import WidgetRelayKit

func shareWidgetData(_ data: Data) {
    // In both app and widget extension
    let sharedDefaults = UserDefaults(suiteName: "group.com.yourapp.shared")
    sharedDefaults?.set(data, forKey: "widgetData")
}

func readWidgetData() -> Data? {
    // In widget
    let data = UserDefaults(suiteName: "group.com.yourapp.shared")?.data(forKey: "widgetData")
    return data
}
