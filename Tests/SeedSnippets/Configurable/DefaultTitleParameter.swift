// making-a-configurable-widget.md — "Add a custom app intent to your project" (a default value)
// The seed shows a parameter alone; it is placed in an intent of its own (`TitleIntent`).
import WidgetRelayKit

struct TitleIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Title"

    @Parameter(title: "Title", default: "A Default Title")
    var title: String
}
