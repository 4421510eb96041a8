import DomainModel
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
            #expect(
                (elsewhere.refusal(of: .buttonOrToggle) == nil)
                    == (system || [.accessoryCircular, .accessoryRectangular].contains(family)), "\(family)")
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
        StoredInstance(
            id: id, kind: "Counter", family: .accessoryRectangular, configuration: nil, owner: owner, createdAt: S.start
        )
    }

    @Test func aComplicationsButtonIsRefusedFromAWatchByTheRule() {
        var state = PhoneState()
        state.pair(S.device("watch", key: "w", kind: .watch))
        state.pair(S.device("desk", key: "d", kind: .desktop))
        state.place(Self.accessory("complication", owner: "watch"))
        state.place(Self.accessory("lock", owner: "desk"))
        state.setTimeline(S.timeline(["plus"]), for: "complication")
        state.setTimeline(S.timeline(["plus"]), for: "lock")
        let onWatch = PhoneInteraction(
            id: "i1", target: .instance("complication"), elementID: "plus", invocation: .success(S.add))
        let refused = state.refusal(of: onWatch, invocation: S.add, from: "watch")
        #expect(refused?.reason == .notOnThisSurface)
        #expect(
            refused?.message.contains("watch complication is not interactive") == true, "\(String(describing: refused))"
        )
        // The same family elsewhere (an iPhone's Lock Screen, mirrored) may hold it.
        let onDesk = PhoneInteraction(
            id: "i2", target: .instance("lock"), elementID: "plus", invocation: .success(S.add))
        #expect(state.refusal(of: onDesk, invocation: S.add, from: "desk") == nil)
    }

    static func activity(_ presentations: ActivityPresentations) -> LiveActivity {
        LiveActivity(
            record: ActivityRecord(
                id: "a1", attributesType: "Delivery", attributesJSON: Data("{}".utf8),
                contentStateJSON: Data("{}".utf8),
                staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
                startedAt: S.start, contentUpdatedAt: S.start),
            presentations: presentations)
    }

    @Test func aLiveActivitysButtonShownOnlyInTheCompactOrMinimalIslandIsRefusedByTheRule() {
        var state = PhoneState()
        state.setActivity(
            Self.activity(
                ActivityPresentations(
                    lockScreen: S.view(["tip"]), compactLeading: S.view(["compact"]),
                    minimal: S.view(["minimal"]), expandedBottom: S.view(["expanded"]))))
        func refusal(_ element: String) -> InteractionRefusal? {
            state.refusal(
                of: PhoneInteraction(
                    id: element, target: .activity("a1"), elementID: element, invocation: .success(S.add)),
                invocation: S.add, from: "desk")
        }
        #expect(refusal("tip") == nil)
        #expect(refusal("expanded") == nil)
        #expect(refusal("compact")?.reason == .notOnThisSurface)
        #expect(refusal("compact")?.message.contains("compact presentation of a Live Activity") == true)
        #expect(refusal("minimal")?.reason == .notOnThisSurface)
        #expect(refusal("nowhere")?.reason == .notOffered)
    }

    static let hero = URL(string: "rangers://hero/spouty")!
    static let list = URL(string: "rangers://list")!

    /// A view with a Link to ``hero`` and a widgetURL of ``list``.
    static func linked(_ family: WidgetFamily) -> ArchivedView {
        ArchivedView(
            root: ViewNode(
                .link(LinkNode(elementID: "hero", destination: hero, label: ViewNode(.text(.verbatim("Spouty")))))),
            family: family, renderingMode: .fullColor, widgetURL: list)
    }

    @Test func opening_aURLTheWidgetShowsWhereALinkMayBeUsed() {
        var state = PhoneState()
        state.pair(S.device("watch", key: "w", kind: .watch))
        state.pair(S.device("desk", key: "d", kind: .desktop))
        for (id, family, owner) in [
            ("small", WidgetFamily.systemSmall, "desk"), ("lock", .accessoryRectangular, "desk"),
            ("face", .accessoryCircular, "watch"),
        ] {
            state.place(
                StoredInstance(
                    id: id, kind: "Hero", family: family, configuration: nil, owner: owner, createdAt: S.start))
            state.setTimeline(
                ArchivedTimeline(
                    entries: [ArchivedEntry(date: S.start, relevance: nil, view: Self.linked(family))], policy: .never),
                for: id)
        }
        // The widgetURL and the app's own URL open from any surface.
        for id in ["small", "lock", "face"] {
            let owner = id == "face" ? "watch" : "desk"
            #expect(state.refusal(ofOpening: Self.list, fromInstance: id, by: owner) == nil, "\(id)")
            #expect(
                state.refusal(ofOpening: AppURL.forWidget(ofKind: "Hero")!, fromInstance: id, by: owner) == nil, "\(id)"
            )
            #expect(
                state.refusal(ofOpening: URL(string: "https://evil.example/")!, fromInstance: id, by: owner)?.contains(
                    "does not show") == true)
        }
        // A Link: in systemSmall, yes; in an accessory family, by the rule, no.
        #expect(state.refusal(ofOpening: Self.hero, fromInstance: "small", by: "desk") == nil)
        #expect(
            state.refusal(ofOpening: Self.hero, fromInstance: "lock", by: "desk")?.contains("cannot hold a Link")
                == true)
        #expect(
            state.refusal(ofOpening: Self.hero, fromInstance: "face", by: "watch")?.contains("cannot hold a Link")
                == true)
    }

    @Test func opening_aLinkOfALiveActivityOnlyFromAPresentationThatMayHoldOne() {
        var state = PhoneState()
        state.setActivity(
            Self.activity(ActivityPresentations(lockScreen: S.view([]), compactLeading: Self.linked(.systemSmall))))
        #expect(state.refusal(ofOpening: Self.list, fromActivity: "a1") == nil, "its widgetURL")
        #expect(state.refusal(ofOpening: Self.hero, fromActivity: "a1")?.contains("compact presentation") == true)
        state.setActivity(
            Self.activity(
                ActivityPresentations(lockScreen: Self.linked(.systemSmall), compactLeading: Self.linked(.systemSmall)))
        )
        #expect(state.refusal(ofOpening: Self.hero, fromActivity: "a1") == nil, "also on the Lock Screen")
        #expect(state.refusal(ofOpening: Self.hero, fromActivity: "nope")?.contains("no Live Activity") == true)
    }
}
