// widgetkit-and-live-activities-guide.md — "Widget Accented Rendering Modes"
// The seed shows an expression alone; it is the body of a view of its own.
import WidgetRelayKit

struct AccentedRenderingModesView: View {
    var body: some View {
        // For images in widgets
        Image("CustomIcon")
            .widgetAccentedRenderingMode(.desaturated) // Blend with home screen
            .widgetAccentedRenderingMode(.accentedDesaturated) // Blend with accent
            .widgetAccentedRenderingMode(.fullColor) // Full color (media only)
    }
}
