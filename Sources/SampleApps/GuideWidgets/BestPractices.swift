import WidgetRelayKit

// The guide's "Best Practices" and "Widget Accented Rendering Modes" samples, and its
// "Shared Container", in one widget: EfficientProvider (the efficient getTimeline) reads
// upcoming events from the app group's folder; AdaptiveWidgetView picks a view per family.

extension GuideWidgets {
    /// The guide's efficient `getTimeline` in a provider of its own (deviation 11).
    struct EfficientProvider: TimelineProvider {
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
            // Generate only necessary entries
            let entries = generateRelevantEntries()

            // Use appropriate refresh policy
            let policy: TimelineReloadPolicy
            if hasUpcomingEvents {
                policy = .after(nextEventDate)
            } else {
                policy = .atEnd
            }

            completion(Timeline(entries: entries, policy: policy))
        }
    }

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

    /// The guide's memory-efficient image (deviation 11: an expression, made a view's body).
    struct EfficientIconView: View {
        var body: some View {
            // Load images efficiently
            Image("icon")
                .resizable()
                .aspectRatio(contentMode: .fit)

            // Avoid heavy computations in view body
            // Pre-calculate in provider
        }
    }

    /// The guide's accented rendering modes (deviation 11: an expression, made a view's body).
    struct AccentedIconView: View {
        var body: some View {
            // For images in widgets
            Image("CustomIcon")
                .widgetAccentedRenderingMode(.desaturated)  // Blend with home screen
                .widgetAccentedRenderingMode(.accentedDesaturated)  // Blend with accent
                .widgetAccentedRenderingMode(.fullColor)  // Full color (media only)
        }
    }

    struct AdaptiveWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Adaptive", provider: EfficientProvider()) { _ in
                AdaptiveWidgetView()
                    .containerBackground(.background, for: .widget)
            }
            .configurationDisplayName("Next Event")
            .description("The next event, at every size.")
            .supportedFamilies([
                .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular,
                .accessoryInline,
            ])
        }
    }
}
