// widgetkit-and-live-activities-guide.md — "2. Handle Widget Families"
// Verbatim; the six views it chooses between are stand-ins (StandIns.swift).
import WidgetRelayKit

struct AdaptiveWidgetView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            CompactView()
        case .systemMedium:
            MediumView()
        case .systemLarge, .systemExtraLarge:
            DetailedView()
        case .accessoryCircular:
            CircularView()
        case .accessoryRectangular:
            RectangularView()
        default:
            DefaultView()
        }
    }
}
