import Foundation
import Testing
import WidgetRelayKit

/// A Live Activity as Xcode 16's widget-extension template writes it: a tinted Lock Screen
/// view, a Dynamic Island with a URL and a keyline tint, and expanded regions from a
/// `@DynamicIslandExpandedContentBuilder` function.
struct TemplateAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var emoji: String
    }
    var name: String
}

struct TemplateLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemplateAttributes.self) { context in
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                expanded(context)
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }

    @DynamicIslandExpandedContentBuilder
    func expanded(_ context: ActivityViewContext<TemplateAttributes>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Text("Leading") }
        DynamicIslandExpandedRegion(.trailing) { Text("Trailing") }
        DynamicIslandExpandedRegion(.bottom) {
            Text("Bottom \(context.state.emoji)")
            Link(destination: URL(string: "app://bottom")!) { Text("Own") }
        }
    }
}

@Suite("A Live Activity as Xcode's template writes it")
struct LiveActivityTemplateTests {
    @Test("tint, system action colour, island URL and keyline tint are archived; a region's own link stays its own")
    func template() throws {
        guard case .activity(let descriptor)? = TemplateLiveActivity().body.bundleItems.first else {
            Issue.record("no activity kind")
            return
        }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let record = ActivityRecord(
            id: "a", attributesType: descriptor.attributesType,
            attributesJSON: try JSONEncoder().encode(TemplateAttributes(name: "World")),
            contentStateJSON: try JSONEncoder().encode(TemplateAttributes.ContentState(emoji: "😀")),
            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil, startedAt: now, contentUpdatedAt: now)
        let presentations = try descriptor.presentations(for: record, isStale: false)
        #expect(presentations.lockScreen.texts == ["Hello 😀"])
        #expect(
            presentations.lockScreen.root.modifiers == [
                .activityBackgroundTint(.named("cyan")),
                .activitySystemActionForegroundColor(.named("black")),
            ])
        #expect(presentations.lockScreen.widgetURL == nil)
        #expect(presentations.keylineTint == .named("red"))
        let island = URL(string: "http://www.apple.com")
        for region in [
            presentations.compactLeading, presentations.compactTrailing, presentations.minimal,
            presentations.expandedLeading, presentations.expandedTrailing, presentations.expandedBottom,
        ] {
            #expect(region?.widgetURL == island)
        }
        #expect(presentations.expandedCenter == nil)
        #expect(presentations.expandedBottom?.texts == ["Bottom 😀", "Own"])
        #expect(presentations.compactTrailing?.texts == ["T 😀"])
    }
}
