import Foundation
import PhoneCore
import Testing
import WidgetRelayKit

/// The phone enforces where an element may be used (``WidgetSurface``): a device that sends an
/// interaction for an element shown only where it may not be used is refused by the rule, not
/// judged by the offered check alone.
@Suite struct SurfaceRuleTests {
    typealias S = PhoneStateTests

    /// Buttons and toggles: every family on a watch and elsewhere; links the same.
    @Test func theTable() {
        for family in WidgetFamily.allCases {
            let elsewhere = WidgetSurface.widget(family, onWatch: false)
            let onWatch = WidgetSurface.widget(family, onWatch: true)
            let system = WidgetFamily.system.contains(family)
            // The seed: system families and accessory circular/rectangular (iPhone and iPad) hold buttons.
            #expect((elsewhere.refusal(of: .buttonOrToggle) == nil) == (system || [.accessoryCircular, .accessoryRectangular].contains(family)), "\(family)")
            // A watch's complications are not interactive; its system families would be.
            #expect((onWatch.refusal(of: .buttonOrToggle) == nil) == system, "\(family) on a watch")
            // Link: systemSmall and larger only.
            #expect((elsewhere.refusal(of: .link) == nil) == system, "\(family)")
        }
        for kind in ActivityPresentationKind.allCases {
            let island = kind == .compact || kind == .minimal
            #expect((WidgetSurface.activity(kind).refusal(of: .buttonOrToggle) == nil) == !island, "\(kind)")
            #expect((WidgetSurface.activity(kind).refusal(of: .link) == nil) == !island, "\(kind)")
        }
    }

    static func accessory(_ id: String, owner: String) -> StoredInstance {
        StoredInstance(id: id, kind: "Counter", family: .accessoryRectangular, configuration: nil, owner: owner, createdAt: S.start)
    }

    @Test func aComplicationsButtonIsRefusedFromAWatchByTheRule() {
        var state = PhoneState()
        state.pair(S.device("watch", key: "w", kind: .watch))
        state.pair(S.device("desk", key: "d", kind: .desktop))
        state.place(Self.accessory("complication", owner: "watch"))
        state.place(Self.accessory("lock", owner: "desk"))
        state.setTimeline(S.timeline(["plus"]), for: "complication")
        state.setTimeline(S.timeline(["plus"]), for: "lock")
        let onWatch = PhoneInteraction(id: "i1", target: .instance("complication"), elementID: "plus", invocation: .success(S.add))
        let refused = state.refusal(of: onWatch, invocation: S.add, from: "watch")
        #expect(refused?.reason == .notOnThisSurface)
        #expect(refused?.message.contains("watch complication is not interactive") == true, "\(String(describing: refused))")
        // The same family elsewhere (an iPhone's Lock Screen, mirrored) may hold it.
        let onDesk = PhoneInteraction(id: "i2", target: .instance("lock"), elementID: "plus", invocation: .success(S.add))
        #expect(state.refusal(of: onDesk, invocation: S.add, from: "desk") == nil)
    }

    static func activity(_ presentations: ActivityPresentations) -> LiveActivity {
        LiveActivity(record: ActivityRecord(id: "a1", attributesType: "Delivery", attributesJSON: Data("{}".utf8), contentStateJSON: Data("{}".utf8),
                                            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
                                            startedAt: S.start, contentUpdatedAt: S.start),
                     presentations: presentations)
    }

    @Test func aLiveActivitysButtonShownOnlyInTheCompactOrMinimalIslandIsRefusedByTheRule() {
        var state = PhoneState()
        state.setActivity(Self.activity(ActivityPresentations(lockScreen: S.view(["tip"]), compactLeading: S.view(["compact"]),
                                                              minimal: S.view(["minimal"]), expandedBottom: S.view(["expanded"]))))
        func refusal(_ element: String) -> InteractionRefusal? {
            state.refusal(of: PhoneInteraction(id: element, target: .activity("a1"), elementID: element, invocation: .success(S.add)),
                          invocation: S.add, from: "desk")
        }
        #expect(refusal("tip") == nil)
        #expect(refusal("expanded") == nil)
        #expect(refusal("compact")?.reason == .notOnThisSurface)
        #expect(refusal("compact")?.message.contains("compact presentation of a Live Activity") == true)
        #expect(refusal("minimal")?.reason == .notOnThisSurface)
        #expect(refusal("nowhere")?.reason == .notOffered)
    }
}
