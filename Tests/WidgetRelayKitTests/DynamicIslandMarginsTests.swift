import Foundation
import Testing
import WidgetRelayKit

/// Luka's Live Activity regions (kylebshr/luka-ios, LukaWidget/ReadingActivityConfiguration.swift):
/// `DynamicIslandExpandedRegion(.leading) { … }.contentMargins([.leading, .top, .trailing], 20)`
/// inside a `return DynamicIsland { … }`, and the island's own `contentMargins(_:_:for:)`.
struct MarginsAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

struct MarginsLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MarginsAttributes.self) { context in
            Text("\(context.state.value)")
        } dynamicIsland: { context in
            return DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("centre") }
                DynamicIslandExpandedRegion(.leading) { Text("\(context.state.value)") }
                    .contentMargins([.leading, .top, .trailing], 20)
                DynamicIslandExpandedRegion(.trailing) { Text("→") }
                    .contentMargins(.trailing, 4)
                    .contentMargins(.all, 8)
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T")
            } minimal: {
                Text("M")
            }
            .contentMargins(.all, 6, for: .expanded)
            .contentMargins([.leading], 3, for: .compactLeading)
            .contentMargins([.leading, .top], 9, for: .compactLeading)
        }
    }
}

@Suite("Dynamic Island content margins")
struct DynamicIslandMarginsTests {
    static func presentations() throws -> ActivityPresentations {
        guard case .activity(let descriptor)? = MarginsLiveActivity().body.bundleItems.first else {
            throw WidgetPreview.Failure(description: "no activity kind")
        }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let record = ActivityRecord(
            id: "a", attributesType: descriptor.attributesType, attributesJSON: Data("{}".utf8),
            contentStateJSON: try JSONEncoder().encode(MarginsAttributes.ContentState(value: 120)),
            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil, startedAt: now, contentUpdatedAt: now)
        return try descriptor.presentations(for: record, isStale: false)
    }

    @Test(
        "a region's margins and the island's are kept per presentation: the innermost call wins, a region's own over the island's"
    )
    func kept() throws {
        let margins = try Self.presentations().islandMargins
        #expect(margins.expandedLeading == DynamicIslandContentMargins(top: 20, leading: 20, bottom: 6, trailing: 20))
        #expect(margins.expandedTrailing == DynamicIslandContentMargins(top: 8, leading: 8, bottom: 8, trailing: 4))
        #expect(margins.expandedCenter == DynamicIslandContentMargins(top: 6, leading: 6, bottom: 6, trailing: 6))
        #expect(margins.expandedBottom == DynamicIslandContentMargins(top: 6, leading: 6, bottom: 6, trailing: 6))
        #expect(margins.compactLeading == DynamicIslandContentMargins(top: 9, leading: 3))
        #expect(margins.compactTrailing.isEmpty && margins.minimal.isEmpty)
        #expect(try Self.presentations().expandedLeading?.texts == ["120"])
    }

    @Test("an island without margins keeps the system's everywhere")
    func none() throws {
        #expect(
            ActivityPresentations(lockScreen: ViewArchive.archive(Text("x"), family: nil)).islandMargins
                == DynamicIslandMargins())
        #expect(DynamicIslandMargins().expandedLeading.isEmpty)
    }
}
