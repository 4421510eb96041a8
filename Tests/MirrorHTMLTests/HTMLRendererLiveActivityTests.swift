import Foundation
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// A courier's Live Activity as the courier sample (Corpus/CourierLiveActivity) writes it: text
/// in the default foreground in every region, and a view that reads the colour scheme.
struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var time: Date
    }
    var courierName: String
}

private struct SchemeText: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text(colorScheme == .dark ? "scheme dark" : "scheme light") }
}

private struct CourierActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            VStack {
                Text(context.attributes.courierName)
                SchemeText()
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("2 Pizzas") }
                DynamicIslandExpandedRegion(.center) { SchemeText() }
                DynamicIslandExpandedRegion(.trailing) { Text(context.state.time, style: .timer) }
            } compactLeading: {
                Text(context.attributes.courierName)
            } compactTrailing: {
                Text(context.state.time, style: .timer)
            } minimal: {
                Text("L")
            }
        }
    }
}

/// #47: a Live Activity drawn as iOS draws it.
@Suite("HTMLRenderer: Live Activities")
struct HTMLRendererLiveActivityTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static func presentations() throws -> ActivityPresentations {
        let descriptor = try #require(
            CourierActivity().body.bundleItems.compactMap { item -> ActivityKindDescriptor? in
                if case .activity(let activity) = item { activity } else { nil }
            }.first)
        let record = ActivityRecord(
            id: "a", attributesType: CourierAttributes.attributesTypeName,
            attributesJSON: try JSONEncoder().encode(CourierAttributes(courierName: "Luis")),
            contentStateJSON: try JSONEncoder().encode(CourierAttributes.ContentState(time: now)),
            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil, startedAt: now, contentUpdatedAt: now)
        return try descriptor.presentations(for: record, isStale: false)
    }

    @Test(
        "the Dynamic Island's regions are archived and drawn dark (white default text, `\\.colorScheme` is .dark); the Lock Screen's in the phone's scheme"
    )
    func islandIsDark() throws {
        let p = try Self.presentations()
        let island = [
            p.compactLeading, p.compactTrailing, p.minimal, p.expandedLeading, p.expandedCenter, p.expandedTrailing,
        ]
        for region in island {
            let view = try #require(region)
            #expect(view.appearance.colorScheme == .dark)
            let html = HTMLRenderer.render(view, RenderOptions(now: Self.now))
            #expect(html.hasPrefix(#"<div class="wr-widget wr-region wr-mode-fullColor wr-dark""#), "\(html)")
        }
        #expect(try #require(p.expandedCenter).texts == ["scheme dark"])
        #expect(p.lockScreen.appearance.colorScheme == .light)
        #expect(p.lockScreen.texts.contains("scheme light"))
        // A region lies on what holds it: no card of its own, in either scheme (the dark card is #1c1c1e).
        #expect(
            HTMLRenderer.stylesheet.contains(
                ".wr-widget.wr-region { display: inline-flex; border-radius: 0; background: transparent; }"))
    }

    @Test(
        "a timer made at the time it is drawn reads 0:00, as Xcode's canvas shows a preview's `Text(Date(), style: .timer)`"
    )
    func timerAtItsOwnTime() throws {
        let p = try Self.presentations()
        let html = HTMLRenderer.render(try #require(p.compactTrailing), RenderOptions(now: Self.now))
        #expect(html.contains(#"data-style="timer">0:00</span>"#), "\(html)")
        // In a frame narrower than it (the courier's `.frame(width: 40)` at `.title`), one line cut at the frame.
        #expect(
            HTMLRenderer.stylesheet.contains(
                ".wr-frame > .wr-text.wr-date { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }"))
    }
}
