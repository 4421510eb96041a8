import DomainModel
import Foundation
import PhoneCore
import Testing
import WidgetRelayKit

/// ``PhoneState``'s invariants, as tables: what each of its methods keeps, for an instance
/// or device the phone holds and for one it does not.
@Suite struct PhoneStateTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)
    static let add = IntentInvocation(intentType: "AddOne")

    static func view(_ elements: [String]) -> ArchivedView {
        ArchivedView(
            root: ViewNode(
                .group(
                    elements.map {
                        ViewNode(.button(ButtonNode(elementID: $0, invocation: add, label: ViewNode(.group([])))))
                    })), family: .systemSmall, renderingMode: .fullColor)
    }

    static func timeline(_ elements: [String]) -> ArchivedTimeline {
        ArchivedTimeline(entries: [ArchivedEntry(date: start, relevance: nil, view: view(elements))], policy: .never)
    }

    static func instance(_ id: String, owner: String = "desk") -> StoredInstance {
        StoredInstance(
            id: id, kind: "Counter", family: .systemSmall, configuration: nil, owner: owner, createdAt: start)
    }

    static func device(_ id: String, key: String = "key", kind: DeviceKind? = .desktop) -> PairedDevice {
        PairedDevice(id: id, name: id, kind: kind, publicKey: key)
    }

    /// What the state holds for instance "w1".
    struct Held: Equatable, CustomStringConvertible {
        var instance = false, timeline = false, placeholder = false, seq: UInt64?
        var offered: [String] = []
        var description: String {
            "instance \(instance), timeline \(timeline), placeholder \(placeholder), seq \(seq.map(String.init) ?? "-"), offered \(offered)"
        }

        init(
            instance: Bool = false, timeline: Bool = false, placeholder: Bool = false, seq: UInt64? = nil,
            offered: [String] = []
        ) {
            (self.instance, self.timeline, self.placeholder, self.seq, self.offered) = (
                instance, timeline, placeholder, seq, offered
            )
        }

        init(_ state: PhoneState) {
            self.init(
                instance: state.instances["w1"] != nil, timeline: state.timelines["w1"] != nil,
                placeholder: state.placeholders["w1"] != nil, seq: state.timelineSeqs["w1"],
                offered: state.offered["w1"]?.map(\.elementID) ?? [])
        }
    }

    enum Step: Sendable, CustomStringConvertible {
        case place, remove, placeholder, timeline([String]), published(UInt64), publishedOther(UInt64)

        var description: String {
            switch self {
            case .place: "place"
            case .remove: "remove"
            case .placeholder: "placeholder"
            case .timeline(let elements): "timeline\(elements)"
            case .published(let seq): "published(\(seq))"
            case .publishedOther(let seq): "publishedOther(\(seq))"
            }
        }

        /// Applies the step to "w1"; what the method returned, where it returns anything.
        func apply(to state: inout PhoneState) -> Bool? {
            switch self {
            case .place: state.place(PhoneStateTests.instance("w1")); return nil
            case .remove: state.removeInstance("w1"); return nil
            case .placeholder: return state.setPlaceholder(PhoneStateTests.view([]), for: "w1")
            case .timeline(let elements): return state.setTimeline(PhoneStateTests.timeline(elements), for: "w1")
            case .published(let seq):
                state.didPublish(
                    .timeline(PhoneStateTests.timeline([]), instanceID: "w1", reason: "", interactionID: ""), seq: seq)
                return nil
            case .publishedOther(let seq):
                state.didPublish(.instanceConfigured(PhoneStateTests.instance("w1")), seq: seq)
                return nil
            }
        }
    }

    struct InstanceCase: Sendable, CustomTestStringConvertible {
        let steps: [Step]
        /// What each step returned (nil for steps that return nothing).
        let returned: [Bool?]
        let held: Held
        var testDescription: String { steps.map(\.description).joined(separator: " → ") }
    }

    @Test(arguments: [
        // Nothing is kept for an instance the phone does not hold.
        InstanceCase(steps: [.placeholder], returned: [false], held: Held()),
        InstanceCase(steps: [.timeline(["plus"])], returned: [false], held: Held()),
        InstanceCase(steps: [.published(4)], returned: [nil], held: Held()),
        // Held: everything is kept, and it offers exactly its current timeline's elements.
        InstanceCase(
            steps: [.place, .placeholder, .timeline(["plus", "minus"]), .published(4)],
            returned: [nil, true, true, nil],
            held: Held(instance: true, timeline: true, placeholder: true, seq: 4, offered: ["plus", "minus"])),
        // Only a published timeline is remembered for the replay's seq.
        InstanceCase(
            steps: [.place, .timeline(["plus"]), .published(4), .publishedOther(5)], returned: [nil, true, nil, nil],
            held: Held(instance: true, timeline: true, seq: 4, offered: ["plus"])),
        InstanceCase(
            steps: [.place, .timeline(["plus", "minus"]), .timeline(["reset"])], returned: [nil, true, true],
            held: Held(instance: true, timeline: true, offered: ["reset"])),
        InstanceCase(
            steps: [.place, .timeline(["plus"]), .timeline([])], returned: [nil, true, true],
            held: Held(instance: true, timeline: true, offered: [])),
        // Reconfigured: the placeholder is archived anew; the timeline stays until the reload.
        InstanceCase(
            steps: [.place, .placeholder, .timeline(["plus"]), .place], returned: [nil, true, true, nil],
            held: Held(instance: true, timeline: true, offered: ["plus"])),
        // Removed: everything goes with it…
        InstanceCase(
            steps: [.place, .placeholder, .timeline(["plus"]), .published(4), .remove],
            returned: [nil, true, true, nil, nil],
            held: Held()),
        // …and a provider that answers after the removal keeps nothing (its app code ran meanwhile).
        InstanceCase(
            steps: [.place, .remove, .placeholder, .timeline(["plus"]), .published(5)],
            returned: [nil, nil, false, false, nil],
            held: Held()),
    ])
    func anInstancesArchivesAreKeptOnlyWhileItIsHeld(_ test: InstanceCase) {
        var state = PhoneState()
        let returned = test.steps.map { $0.apply(to: &state) }
        #expect(returned == test.returned)
        #expect(Held(state) == test.held)
    }

    @Test func theOfferedCheckFollowsTheCurrentTimeline() {
        var state = PhoneState()
        state.place(Self.instance("w1"))
        state.setTimeline(Self.timeline(["plus"]), for: "w1")
        let plus = PhoneInteraction(
            id: "i1", target: .instance("w1"), elementID: "plus", invocation: .success(Self.add))
        #expect(state.refusal(of: plus, invocation: Self.add, from: "desk") == nil)
        #expect(state.refusal(of: plus, invocation: Self.add, from: "watch")?.reason == .notOwner)
        state.setTimeline(Self.timeline(["reset"]), for: "w1")
        #expect(state.refusal(of: plus, invocation: Self.add, from: "desk")?.reason == .notOffered)
        state.removeInstance("w1")
        #expect(state.refusal(of: plus, invocation: Self.add, from: "desk")?.reason == .unknownTarget)
    }

    enum DeviceStep: Sendable, CustomStringConvertible {
        case pair(key: String, kind: DeviceKind?), unpair, hello(WidgetRenderingMode?)

        var description: String {
            switch self {
            case .pair(let key, let kind): "pair(\(key), \(kind?.rawValue ?? "nil"))"
            case .unpair: "unpair"
            case .hello(let mode): "hello(\(mode.map { "\($0)" } ?? "no mode"))"
            }
        }
    }

    struct DeviceCase: Sendable, CustomTestStringConvertible {
        let steps: [DeviceStep]
        let returned: [Bool]
        let paired: Bool, hello: Bool, mode: WidgetRenderingMode?
        var testDescription: String { steps.map(\.description).joined(separator: " → ") }
    }

    @Test(arguments: [
        // A Hello is kept only for a paired device.
        DeviceCase(steps: [.hello(.accented)], returned: [false], paired: false, hello: false, mode: nil),
        DeviceCase(
            steps: [.pair(key: "k1", kind: .desktop), .hello(.accented)], returned: [false, true], paired: true,
            hello: true, mode: .accented),
        // A Hello that asks no mode keeps the one asked before.
        DeviceCase(
            steps: [.pair(key: "k1", kind: .desktop), .hello(.accented), .hello(nil)], returned: [false, true, true],
            paired: true, hello: true, mode: .accented),
        // Paired again with the same key and kind (a new name): the Hello stays.
        DeviceCase(
            steps: [.pair(key: "k1", kind: .desktop), .hello(.accented), .pair(key: "k1", kind: .desktop)],
            returned: [false, true, false],
            paired: true, hello: true, mode: .accented),
        // Another key, or another kind, is a new device: it says Hello again.
        DeviceCase(
            steps: [.pair(key: "k1", kind: .desktop), .hello(.accented), .pair(key: "k2", kind: .desktop)],
            returned: [false, true, true],
            paired: true, hello: false, mode: nil),
        DeviceCase(
            steps: [.pair(key: "k1", kind: .desktop), .hello(.accented), .pair(key: "k1", kind: .watch)],
            returned: [false, true, true],
            paired: true, hello: false, mode: nil),
        DeviceCase(
            steps: [.pair(key: "k1", kind: nil), .hello(nil), .pair(key: "k1", kind: .tool)],
            returned: [false, true, true],
            paired: true, hello: false, mode: nil),
        // Unpaired: its Hello is forgotten, and a late one is not kept.
        DeviceCase(
            steps: [.pair(key: "k1", kind: .desktop), .hello(.accented), .unpair, .hello(.fullColor)],
            returned: [false, true, true, false],
            paired: false, hello: false, mode: nil),
        DeviceCase(steps: [.unpair], returned: [false], paired: false, hello: false, mode: nil),
    ])
    func aHelloIsKeptOnlyForThePairedIdentityThatSaidIt(_ test: DeviceCase) {
        var state = PhoneState()
        let returned = test.steps.map { step in
            switch step {
            case .pair(let key, let kind): state.pair(Self.device("desk", key: key, kind: kind))
            case .unpair: state.unpair("desk")
            case .hello(let mode):
                state.accept(DeviceCapabilities(families: [.systemSmall], renderingMode: mode), from: "desk")
            }
        }
        #expect(returned == test.returned)
        #expect(
            (state.devices["desk"] != nil, state.hellos["desk"] != nil, state.deviceModes["desk"]) == (
                test.paired, test.hello, test.mode
            ))
    }

    @Test func relevancesChangeOnlyForNewNonEmptyRules() {
        var state = PhoneState()
        let workout = WidgetRelevances([.workout: .defaultLarge])
        let sleep = WidgetRelevances([.sleep: .defaultLow])
        let steps: [(WidgetRelevances, changed: Bool, kept: WidgetRelevances?)] = [
            (WidgetRelevances(), false, nil),  // no rules: nothing to publish
            (workout, true, workout),
            (workout, false, workout),  // unchanged: not published again
            (WidgetRelevances(), false, workout),  // empty: the last rules stay
            (sleep, true, sleep),
        ]
        for (index, step) in steps.enumerated() {
            #expect(state.setRelevances(step.0, for: "Counter") == step.changed, "step \(index)")
            #expect(state.relevances["Counter"] == step.kept, "step \(index)")
        }
    }

    @Test func aDismissedActivityIsForgotten() {
        var state = PhoneState()
        var record = ActivityRecord(
            id: "a1", attributesType: "Delivery", attributesJSON: Data("{}".utf8), contentStateJSON: Data("{}".utf8),
            staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
            startedAt: Self.start, contentUpdatedAt: Self.start)
        state.setActivity(
            LiveActivity(record: record, presentations: ActivityPresentations(lockScreen: Self.view(["tip"]))))
        #expect(state.activities["a1"]?.record.state == .active)
        record.state = .dismissed
        state.setActivity(LiveActivity(record: record, presentations: ActivityPresentations(lockScreen: Self.view([]))))
        #expect(state.activities["a1"] == nil)
        state.setActivity(
            LiveActivity(
                record: ActivityRecord(
                    id: "a2", attributesType: "Delivery", attributesJSON: Data(), contentStateJSON: Data(),
                    staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil,
                    startedAt: Self.start, contentUpdatedAt: Self.start),
                presentations: ActivityPresentations(lockScreen: Self.view([]))))
        state.removeActivity("a2")
        #expect(state.activities.isEmpty)
    }
}
