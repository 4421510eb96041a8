import DomainModel
import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Every node kind, modifier and value kind, with values that differ from the
/// wire defaults, so a mapping that drops or confuses a field fails here even
/// when no sample app uses it.
@Suite("Codec covers every kind")
struct CodecCoverageTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_123.456)
    static let invocation = IntentInvocation(
        intentType: "Everything",
        parameters: [
            .init(name: "s", value: .string("text")), .init(name: "i", value: .int(-42)),
            .init(name: "d", value: .double(2.5)),
            .init(name: "b", value: .bool(true)), .init(name: "t", value: .date(date)),
            .init(name: "u", value: .url(URL(string: "app://x?y=1")!)),
            .init(
                name: "e",
                value: .enumCase(
                    EnumCaseValue(
                        enumType: "Mood", rawValue: "happy",
                        display: DisplayRepresentation(
                            title: "Happy", subtitle: "very", image: .init(systemName: "sun.max"))))),
            .init(name: "n", value: .entity(EntityValue(entityType: "Hero", id: "7", display: "Seven"))),
            .init(name: "z", value: .null),
        ])

    static let modifiers: [ModifierValue] = [
        .font(FontValue(textStyle: "title2", size: 17, weight: "bold", design: "rounded")),
        .font(FontValue(size: 9)),
        .foregroundStyle(.color(.rgba(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))),
        .foregroundStyle(.hierarchical("secondary")), .foregroundStyle(.tint),
        .tint(.named("orange")), .padding(edges: "horizontal", length: 12), .padding(edges: "all", length: nil),
        .invalidatableContent, .privacySensitive, .widgetURL(URL(string: "app://inner")!),
        .accentedRenderingMode(.accented), .accentedRenderingMode(.accentedDesaturated),
        .accentedRenderingMode(.desaturated), .accentedRenderingMode(.fullColor),
        .toggleStyle("switch"), .buttonStyle("borderedProminent"),
        .frame(FrameValue(width: 10, height: 20, maxWidth: 30, maxHeight: 40, alignment: .bottomTrailing)),
        .widgetAccentable, .background(.named("blue")), .opacity(0.5), .lineLimit(2),
        .backgroundView(ViewNode(.shape(ShapeNode(kind: .capsule, fill: .tint)), modifiers: [.opacity(0.25)])),
        .frame(FrameValue(minWidth: 5, maxWidth: .infinity, minHeight: 6, alignment: .leading)),
        .minimumScaleFactor(0.5), .multilineTextAlignment(.leading), .multilineTextAlignment(.center),
        .multilineTextAlignment(.trailing), .fontWeight("heavy"), .fontDesign("serif"), .italic, .monospacedDigit,
        .symbolRenderingMode("palette"), .layoutPriority(-1.5),
        .foregroundStyles([.color(.named("red", opacity: 0.3)), .hierarchical("tertiary")]),
        .foregroundStyles([.tint, .color(.named("blue")), .color(.rgba(red: 0, green: 0, blue: 0, opacity: 0.5))]),
        .aspectRatio(nil, .fit), .aspectRatio(1.5, .fill), .progressViewStyle("circular"),
        .activityBackgroundTint(.named("cyan", opacity: 0.25)), .activitySystemActionForegroundColor(.named("black")),
        .accessibilityLabel("Health 80 percent"), .accessibilityHidden, .accessibilityValue("80%"),
        .contentTransition(.identity), .contentTransition(.opacity), .contentTransition(.interpolate),
        .contentTransition(.symbolEffect),
        .contentTransition(.numericText(countsDown: true, value: nil)),
        .contentTransition(.numericText(countsDown: false, value: 0.83)),
        .transition(.identity), .transition(.opacity), .transition(.scale), .transition(.slide),
        .transition(.move(.leading)), .transition(.push(.bottom)), .transition(.push(.top)),
        .transition(.move(.trailing)),
        .animation(AnimationValue(curve: "spring", duration: 0.2), value: "0.83"),
        .animation(AnimationValue(curve: "default"), value: ""),
    ]

    static var everyNode: ViewNode {
        let label = ViewNode(.text(.verbatim("label")), modifiers: [.opacity(0.9)])
        var children: [ViewNode] = DateTextStyle.allCases.map { ViewNode(.text(.date(date, $0))) }
        children += AlignmentValue.allCases.map {
            ViewNode(.stack(StackNode(axis: .depth, alignment: $0, spacing: nil, children: [])))
        }
        children += [
            ViewNode(.image(systemName: "bolt.fill")), ViewNode(.label(title: "Gear", systemImage: "gear")),
            ViewNode(.stack(StackNode(axis: .horizontal, alignment: .top, spacing: 0, children: [ViewNode(.divider)]))),
            ViewNode(.spacer(minLength: nil)), ViewNode(.spacer(minLength: 4)),
            ViewNode(.progress(value: nil, total: 1, label: nil)),
            ViewNode(.progress(value: 0.3, total: 2, label: label)),
            ViewNode(
                .gauge(
                    GaugeNode(
                        value: 3, minimum: 1, maximum: 5, label: label, currentValueLabel: label,
                        style: "accessoryCircular"))),
            ViewNode(
                .gauge(GaugeNode(value: 0, minimum: 0, maximum: 1, label: nil, currentValueLabel: nil, style: nil))),
            ViewNode(.color(.rgba(red: 1, green: 0.5, blue: 0, opacity: 1))),
            ViewNode(.button(ButtonNode(elementID: "0/button:Everything", invocation: invocation, label: label))),
            ViewNode(
                .toggle(ToggleNode(elementID: "1/toggle:Everything", isOn: true, invocation: invocation, label: label))),
            ViewNode(
                .toggle(ToggleNode(elementID: "2/toggle:Everything", isOn: false, invocation: invocation, label: label))
            ),
            ViewNode(
                .link(LinkNode(elementID: "3/link", destination: URL(string: "https://example.com/a")!, label: label))),
            ViewNode(.group([label, label])),
            ViewNode(.shape(ShapeNode(kind: .roundedRectangle(cornerRadius: 6.5), fill: .color(.named("red"))))),
            ViewNode(.shape(ShapeNode(kind: .circle, stroke: StrokeValue(style: .tint, lineWidth: 2.5, inset: true)))),
            ViewNode(.shape(ShapeNode(kind: .capsule, stroke: StrokeValue(style: nil, lineWidth: 1, inset: false)))),
            ViewNode(.shape(ShapeNode(kind: .ellipse, fill: .hierarchical("secondary")))),
            ViewNode(.shape(ShapeNode(kind: .containerRelative))), ViewNode(.shape(ShapeNode(kind: .rectangle))),
            ViewNode(
                .text(
                    .runs([
                        .verbatim("Updated "), .date(date, .relative), .image(systemName: "clock"), .date(date, .timer),
                    ]))),
            ViewNode(
                .timerProgress(
                    TimerProgressNode(
                        start: date, end: date.addingTimeInterval(90), countsDown: false,
                        label: label, currentValueLabel: label))),
            ViewNode(.timerProgress(TimerProgressNode(start: date, end: date.addingTimeInterval(1)))),
        ]
        children += modifiers.map { ViewNode(.text(.verbatim("m")), modifiers: [$0]) }
        return ViewNode(
            .stack(StackNode(axis: .vertical, alignment: .leading, spacing: 3.5, children: children)),
            modifiers: modifiers)
    }

    @Test("a tree with every node kind and modifier survives the wire, in bytes too", arguments: WidgetFamily.allCases)
    func everyNodeKind(family: WidgetFamily) throws {
        for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
            let view = ArchivedView(
                root: Self.everyNode, family: family, renderingMode: mode,
                widgetURL: URL(string: "app://widget"), containerBackground: ViewNode(.color(.named("fill.tertiary"))))
            let bytes: [UInt8] = try WireCodec.encode(view).serializedBytes()
            #expect(try WireCodec.decode(Relay_V1_ArchivedView(serializedBytes: bytes)) == view)
        }
        let bare = ArchivedView(root: ViewNode(.divider), family: nil, renderingMode: .fullColor)
        #expect(try WireCodec.decode(WireCodec.encode(bare)) == bare)
    }

    @Test("every reload policy, relevance context and activity state survives the wire")
    func timelineAndActivityKinds() throws {
        for policy in [TimelineReloadPolicy.atEnd, .never, .after(Self.date)] {
            let timeline = ArchivedTimeline(
                entries: [
                    ArchivedEntry(
                        date: Self.date, relevance: TimelineEntryRelevance(score: 0.25, duration: 90),
                        view: ArchivedView(root: ViewNode(.divider), family: .systemSmall, renderingMode: .accented)),
                    ArchivedEntry(
                        date: Self.date.addingTimeInterval(60), relevance: nil,
                        view: ArchivedView(root: ViewNode(.divider), family: .systemSmall, renderingMode: .accented)),
                ], policy: policy)
            #expect(try WireCodec.decode(WireCodec.encode(timeline, instanceID: "i")) == timeline)
        }
        let relevances = WidgetRelevances([
            .dateInterval(from: Self.date, to: Self.date.addingTimeInterval(10)): .defaultLow, .workout: .defaultMedium,
            .sleep: .defaultLarge, .location("gym"): .defaultLow, .headphones: .defaultMedium,
        ])
        #expect(try WireCodec.decode(WireCodec.encode(relevances, kind: "k")) == relevances)

        let view = ArchivedView(root: ViewNode(.text(.verbatim("x"))), family: nil, renderingMode: .fullColor)
        // `.pending` (iOS 26: scheduled, not started) has no wire value yet: the phone's host starts
        // every activity when it is requested and publishes none pending; one would be refused.
        for state in ActivityState.allCases where state != .pending {
            let record = ActivityRecord(
                id: "a1", attributesType: "T", attributesJSON: Data("{\"a\":1}".utf8),
                contentStateJSON: Data("{\"s\":2}".utf8),
                staleDate: state == .active ? nil : Self.date, relevanceScore: 0.75, state: state,
                pushToken: state == .active ? Data([0x00, 0xAB, 0xFF]) : nil, startedAt: Self.date,
                contentUpdatedAt: Self.date.addingTimeInterval(5), endedAt: state == .ended ? Self.date : nil,
                dismissalDate: state == .ended ? Self.date.addingTimeInterval(3600) : nil)
            let full = ActivityPresentations(
                lockScreen: view, compactLeading: view, compactTrailing: view, minimal: view,
                expandedLeading: view, expandedTrailing: view, expandedCenter: view, expandedBottom: view, small: view,
                keylineTint: .named("red", opacity: 0.5))
            for presentations in [full, ActivityPresentations(lockScreen: view)] {
                let activity = LiveActivity(record: record, presentations: presentations)
                #expect(try WireCodec.decode(WireCodec.encode(activity)) == activity)
            }
        }
        let pending = ActivityRecord(
            id: "a2", attributesType: "T", attributesJSON: Data("{}".utf8), contentStateJSON: Data("{}".utf8),
            staleDate: nil, relevanceScore: 0, state: .pending, pushToken: nil, startedAt: Self.date,
            contentUpdatedAt: Self.date)
        #expect(throws: (any Error).self) {
            try WireCodec.decode(
                WireCodec.encode(LiveActivity(record: pending, presentations: ActivityPresentations(lockScreen: view))))
        }
    }

    @Test("fields left at their proto3 default mean what view.proto says: centre, leading, fit, opaque, counting down")
    func protoDefaults() throws {
        let frame = try WireCodec.decode(
            Relay_V1_ViewNode.with {
                $0.divider = Relay_V1_DividerView()
                $0.modifiers = [
                    .with { $0.frame = .with { $0.width = 10 } }, .with { $0.multilineTextAlignment = .leading },
                    .with { $0.aspectRatio = Relay_V1_AspectRatio() },
                ]
            })
        #expect(
            frame.modifiers == [
                .frame(FrameValue(width: 10, alignment: .center)), .multilineTextAlignment(.leading),
                .aspectRatio(nil, .fit),
            ])
        let stack = try WireCodec.decode(Relay_V1_ViewNode.with { $0.stack = .with { $0.axis = .vertical } })
        #expect(stack.kind == .stack(StackNode(axis: .vertical, alignment: .center, spacing: nil, children: [])))
        #expect(
            try WireCodec.decode(Relay_V1_ViewNode.with { $0.color = .with { $0.named = "red" } }).kind
                == .color(.named("red", opacity: 1)))
        let timer = try WireCodec.decode(
            Relay_V1_ViewNode.with { $0.progress = .with { $0.timerInterval = Relay_V1_TimerInterval() } })
        guard case .timerProgress(let progress) = timer.kind else { Issue.record("\(timer)"); return }
        #expect(progress.countsDown)
    }

    @Test("malformed wire values are refused with a message naming the field")
    func malformed() {
        #expect(throws: CodecError("a view node has no kind")) { try WireCodec.decode(Relay_V1_ViewNode()) }
        #expect(throws: CodecError("a text has an empty list of runs")) {
            try WireCodec.decode(Relay_V1_ViewNode.with { $0.text = .with { $0.runs = Relay_V1_TextRuns() } })
        }
        #expect(throws: CodecError("a text run has no content")) {
            try WireCodec.decode(
                Relay_V1_ViewNode.with { $0.text = .with { $0.runs = .with { $0.runs = [Relay_V1_TextRun()] } } })
        }
        #expect(throws: CodecError("foreground styles hold 4 levels, not 1 to 3")) {
            try WireCodec.decode(
                Relay_V1_ViewNode.with {
                    $0.divider = Relay_V1_DividerView()
                    $0.modifiers = [
                        .with {
                            $0.foregroundStyles = .with {
                                $0.styles = Array(repeating: .with { $0.tint = true }, count: 4)
                            }
                        }
                    ]
                })
        }
        #expect(throws: CodecError("an archived view has no root")) { try WireCodec.decode(Relay_V1_ArchivedView()) }
        #expect(throws: CodecError("an intent invocation has no intent type")) {
            try WireCodec.decode(Relay_V1_IntentInvocation())
        }
        #expect(throws: CodecError("unknown widget family 0")) {
            try WireCodec.decode(Relay_V1_WidgetFamily.unspecified)
        }
        var button = Relay_V1_ViewNode()
        button.button = .with { $0.invocation.intentType = "X" }
        #expect(throws: CodecError("a button has no element id")) { try WireCodec.decode(button) }
        var link = Relay_V1_ViewNode()
        link.link = .with {
            $0.elementID = "l"; $0.destination = ""
        }
        #expect(throws: CodecError.self) { try WireCodec.decode(link) }
        #expect(throws: CodecError("“abc” is not hex: odd length")) { try WireCodec.bytes(hex: "abc") }
        func modifier(_ fill: (inout Relay_V1_Modifier) -> Void) -> Relay_V1_ViewNode {
            .with {
                $0.divider = Relay_V1_DividerView(); $0.modifiers = [.with(fill)]
            }
        }
        #expect(throws: CodecError("unknown content transition “wobble”")) {
            try WireCodec.decode(modifier { $0.contentTransition.kind = "wobble" })
        }
        #expect(throws: CodecError("unknown transition “teleport”")) {
            try WireCodec.decode(modifier { $0.transition.kind = "teleport" })
        }
        #expect(throws: CodecError("unknown edge “up”")) {
            try WireCodec.decode(
                modifier {
                    $0.transition = .with {
                        $0.kind = "push"; $0.edge = "up"
                    }
                })
        }
        #expect(throws: CodecError("unknown animation curve “warp”")) {
            try WireCodec.decode(modifier { $0.animation.curve = "warp" })
        }
        #expect(throws: CodecError("an animation of 3600.0 s: 0 to 10 s")) {
            try WireCodec.decode(
                modifier {
                    $0.animation = .with {
                        $0.curve = "spring"; $0.duration = 3600
                    }
                })
        }
    }
}
