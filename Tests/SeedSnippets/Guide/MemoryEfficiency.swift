// widgetkit-and-live-activities-guide.md — "4. Memory Efficiency"
// The seed shows an expression alone; it is the body of a view of its own.
import WidgetRelayKit

struct EfficientImageView: View {
    var body: some View {
        // Load images efficiently
        Image("icon")
            .resizable()
            .aspectRatio(contentMode: .fit)

        // Avoid heavy computations in view body
        // Pre-calculate in provider
    }
}
