import Foundation
import Testing
import WidgetRelayKit

/// `\.activityFamily` as Luka's Live Activity reads it (`switch family { case .small: … case
/// .medium: … @unknown default: … }`): the family each presentation is drawn in.
struct FamilyAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
}

struct FamilyName: View {
    @Environment(\.activityFamily) private var family
    var body: some View {
        switch family {
        case .small: Text("small")
        case .medium: Text("medium")
        @unknown default: Text("other")
        }
    }
}

struct FamilyLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FamilyAttributes.self) { _ in
            FamilyName()
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { FamilyName() }
            } compactLeading: {
                FamilyName()
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

@Suite("activityFamily")
struct ActivityFamilyTests {
    @Test("the Lock Screen and the Dynamic Island are medium, as Apple's; the small family small")
    func families() throws {
        guard case .activity(let descriptor)? = FamilyLiveActivity().body.bundleItems.first else {
            Issue.record("no activity kind")
            return
        }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let record = ActivityRecord(
            id: "a", attributesType: descriptor.attributesType, attributesJSON: Data("{}".utf8),
            contentStateJSON: Data("{}".utf8), staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
            startedAt: now, contentUpdatedAt: now)
        let presentations = try descriptor.presentations(for: record, isStale: false)
        #expect(presentations.lockScreen.texts == ["medium"])
        #expect(presentations.expandedCenter?.texts == ["medium"] && presentations.compactLeading?.texts == ["medium"])
        #expect(presentations.small?.texts == ["small"])
        #expect(EnvironmentValues().activityFamily == .medium)
    }
}
