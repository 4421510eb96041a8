import DomainModel
import Foundation
import Mirror
import MirrorCore
import MirrorText
import ScriptProtocol
import Codec
import RelayWire
import Testing
import WidgetRelayKit

@Suite("Smart Stack order")
struct SmartStackTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    static func widget(
        _ id: String, kind: String = "K", relevance: TimelineEntryRelevance? = nil, entryAt offset: TimeInterval = 0
    ) -> MirroredInstance {
        let view = ArchivedView(root: ViewNode(.divider), family: .accessoryRectangular, renderingMode: .accented)
        return MirroredInstance(
            instance: InstanceRecord(id: id, kind: kind, family: .accessoryRectangular, createdAt: 0, original: nil),
            timeline: ArchivedTimeline(
                entries: [ArchivedEntry(date: t0.addingTimeInterval(offset), relevance: relevance, view: view)],
                policy: .never),
            placeholder: nil)
    }

    static func activity(_ id: String, score: Double, state: ActivityState = .active) -> LiveActivity {
        let view = ArchivedView(root: ViewNode(.divider), family: nil, renderingMode: .fullColor)
        return LiveActivity(
            record: ActivityRecord(
                id: id, attributesType: "A", attributesJSON: Data(), contentStateJSON: Data(), staleDate: nil,
                relevanceScore: score, state: state, pushToken: nil, startedAt: t0, contentUpdatedAt: t0),
            presentations: ActivityPresentations(lockScreen: view))
    }

    static func ids(_ items: [SmartStackItem]) -> [String] {
        items.map {
            switch $0.content {
            case .activity(let id): "activity:\(id)";
            case .widget(let id): id
            }
        }
    }

    @Test("Live Activities come first, most relevant first; dismissed ones not at all")
    func activitiesOnTop() {
        let order = SmartStack.order(
            widgets: [Self.widget("w")], relevances: [:],
            activities: [
                Self.activity("low", score: 1), Self.activity("high", score: 5),
                Self.activity("gone", score: 9, state: .dismissed),
            ],
            pinned: [], at: Self.t0, context: WatchContext())
        #expect(Self.ids(order) == ["activity:high", "activity:low", "w"])
    }

    @Test("an entry's relevance counts while its duration lasts")
    func entryRelevance() {
        let widgets = [
            Self.widget("plain"), Self.widget("hot", relevance: TimelineEntryRelevance(score: 0.9, duration: 600)),
        ]
        let during = SmartStack.order(
            widgets: widgets, relevances: [:], activities: [], pinned: [], at: Self.t0.addingTimeInterval(60),
            context: WatchContext())
        #expect(Self.ids(during) == ["hot", "plain"])
        let after = SmartStack.order(
            widgets: widgets, relevances: [:], activities: [], pinned: [], at: Self.t0.addingTimeInterval(601),
            context: WatchContext())
        #expect(Self.ids(after) == ["plain", "hot"])
    }

    @Test("relevance contexts: a date window and a workout, at the watch's time and situation")
    func contexts() {
        let widgets = [Self.widget("a", kind: "A"), Self.widget("walk", kind: "Walk"), Self.widget("run", kind: "Run")]
        let relevances: [String: WidgetRelevances] = [
            "Walk": WidgetRelevances([
                .dateInterval(from: Self.t0.addingTimeInterval(3600), to: Self.t0.addingTimeInterval(7200)):
                    .defaultMedium
            ]),
            "Run": WidgetRelevances([.workout: .defaultLarge]),
        ]
        let early = SmartStack.order(
            widgets: widgets, relevances: relevances, activities: [], pinned: [], at: Self.t0, context: WatchContext())
        #expect(Self.ids(early) == ["a", "walk", "run"])
        let inWindow = SmartStack.order(
            widgets: widgets, relevances: relevances, activities: [], pinned: [], at: Self.t0.addingTimeInterval(5000),
            context: WatchContext())
        #expect(Self.ids(inWindow) == ["walk", "a", "run"])
        var working = WatchContext()
        working.workout = true
        let workout = SmartStack.order(
            widgets: widgets, relevances: relevances, activities: [], pinned: [], at: Self.t0.addingTimeInterval(5000),
            context: working)
        #expect(Self.ids(workout) == ["run", "walk", "a"])
    }

    @Test("a pinned widget keeps its place whatever the others' relevance")
    func pinned() {
        let widgets = [
            Self.widget("first"), Self.widget("pinned"),
            Self.widget("hot", relevance: TimelineEntryRelevance(score: 1)),
        ]
        let order = SmartStack.order(
            widgets: widgets, relevances: [:], activities: [], pinned: ["pinned"], at: Self.t0, context: WatchContext())
        #expect(Self.ids(order) == ["hot", "pinned", "first"])
    }
}

@Suite("Text rendering")
struct TextRendererTests {
    @Test("dates are formatted at display time; a timer counts")
    func dates() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(TextRenderer.format(now.addingTimeInterval(125), .timer, now: now) == "2:05")
        #expect(TextRenderer.format(now.addingTimeInterval(3725), .timer, now: now) == "1:02:05")
        // As SwiftUI shows them in en_US: no "in" or "ago", whole words, the largest two units.
        #expect(TextRenderer.format(now.addingTimeInterval(3900), .relative, now: now) == "1 hour, 5 minutes")
        #expect(TextRenderer.format(now.addingTimeInterval(8580), .relative, now: now) == "2 hours, 23 minutes")
        #expect(TextRenderer.format(now.addingTimeInterval(-120), .relative, now: now) == "2 minutes")
        #expect(TextRenderer.format(now.addingTimeInterval(61), .relative, now: now) == "1 minute, 1 second")
        #expect(TextRenderer.format(now.addingTimeInterval(7205), .relative, now: now) == "2 hours")
        #expect(TextRenderer.format(now, .relative, now: now) == "0 seconds")
        #expect(TextRenderer.format(now.addingTimeInterval(34_300_000), .relative, now: now) == "1 year, 1 month")
        #expect(TextRenderer.format(now.addingTimeInterval(7200), .offset, now: now) == "+2 hours")
        #expect(TextRenderer.format(now.addingTimeInterval(-3900), .offset, now: now) == "-1 hour")
    }

    @Test("locked redacts private views; pending marks invalidatable ones; toggles show the optimistic state")
    func marks() {
        let invocation = IntentInvocation(intentType: "T")
        let view = ArchivedView(
            root: ViewNode(
                .stack(
                    StackNode(
                        axis: .vertical, alignment: .leading, spacing: nil,
                        children: [
                            ViewNode(.text(.verbatim("3 left")), modifiers: [.invalidatableContent]),
                            ViewNode(.text(.verbatim("secret")), modifiers: [.privacySensitive]),
                            ViewNode(
                                .toggle(
                                    ToggleNode(
                                        elementID: "t", isOn: false, invocation: invocation,
                                        label: ViewNode(.text(.verbatim("Milk")))))),
                        ]))), family: .systemSmall, renderingMode: .accented)
        var options = RenderOptions(now: Date())
        #expect(TextRenderer.render(view, options).lines == ["3 left", "secret", "[1: ☐] Milk"])
        options.locked = true
        options.pending = true
        options.optimistic = ["t": true]
        let rendered = TextRenderer.render(view, options)
        #expect(rendered.lines == ["3 left ⋯", TextRenderer.redaction, "[1: ☑] Milk"])
        #expect(rendered.elements == [RenderedElement(number: 1, id: "t", kind: "toggle", label: "Milk", isOn: true)])
        options.placeholder = true
        #expect(TextRenderer.render(view, options).lines.first == TextRenderer.redaction + TextRenderer.pendingMark)
    }
}
