// widgetkit-and-live-activities-guide.md — "Shared Container"
// Verbatim: a global constant (computed once, on first use).
import WidgetRelayKit

let containerURL = FileManager.default.containerURL(
    forSecurityApplicationGroupIdentifier: "group.com.yourapp.shared"
)
