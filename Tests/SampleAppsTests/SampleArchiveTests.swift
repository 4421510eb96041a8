import Foundation
import Codec
@testable import SampleApps
import Testing
import WidgetRelayKit

@Suite("Sample widgets archive")
struct SampleArchiveTests {
    static let cases: [(String, WidgetFamily)] = Samples.widgets.flatMap { widget in
        widget.supportedFamilies.map { (widget.kind, $0) }
    }

    @Test("every sample widget archives in every family it supports, and survives the wire", arguments: cases)
    func everyWidgetEveryFamily(kind: String, family: WidgetFamily) async throws {
        try await inApp {
            let widget = Samples.widget(kind)
            let context = TimelineProviderContext(family: family)
            let timeline = try await Samples.timeline(kind, family)
            #expect(!timeline.entries.isEmpty)
            for entry in timeline.entries {
                #expect(entry.view.family == family)
                #expect(!entry.view.root.allNodes.isEmpty)
            }
            let placeholder = try await widget.placeholder(in: context)
            let snapshot = try await widget.snapshot(for: try await Samples.configuration(of: widget), in: context)
            #expect(placeholder.view.family == family)

            // Value → wire → value is lossless.
            #expect(try WireCodec.decode(WireCodec.encode(timeline, instanceID: "i")) == timeline)
            for entry in [placeholder, snapshot] {
                #expect(try WireCodec.decode(WireCodec.encode(entry, id: "x")) == entry)
            }
            let wire: [UInt8] = try WireCodec.encode(timeline, instanceID: "i").serializedBytes()
            #expect(try WireCodec.decode(.init(serializedBytes: wire)) == timeline)
        }
    }

    @Test("Emoji Rangers, large: the SuperCharge button, pending health, the hero's URL and background")
    func emojiRangerLarge() async throws {
        try await inApp {
            let view = try await Samples.timeline("EmojiRangerWidget", .systemLarge).entries[0].view
            #expect(view.texts.contains("🐳"))
            #expect(view.texts.contains("Spouty is the fastest swimmer of the Deep Sea Goers."))
            let health = try #require(view.node(withText: "Health 83%"))
            #expect(health.isInvalidatable)
            let buttons = view.interactiveElements
            #expect(buttons.count == 1)
            #expect(buttons[0].invocation == IntentInvocation(intentType: "SuperCharge"))
            #expect(buttons[0].elementID.hasSuffix("/button:SuperCharge"))
            #expect(view.widgetURL == URL(string: "emojiranger://hero/spouty"))
            #expect(view.containerBackground?.kind == .color(.rgba(red: 0.36, green: 0.22, blue: 0.58, opacity: 1)))
            let small = try await Samples.timeline("EmojiRangerWidget", .systemSmall).entries[0].view
            #expect(small.interactiveElements.isEmpty)  // the button is the large size's
        }
    }

    @Test("the task list: a toggle per todo with its id, pending count, privacy mark, stable ids")
    func todoList() async throws {
        try await inApp {
            let view = try await Samples.timeline("TodoList", .systemMedium).entries[0].view
            let toggles = view.interactiveElements
            #expect(
                toggles.map(\.invocation)
                    == ["milk", "walk", "taxes"].map {
                        IntentInvocation(
                            intentType: "ToggleTodoIntent", parameters: [.init(name: "id", value: .string($0))])
                    })
            #expect(
                toggles.map(\.kind).map { kind -> Bool? in if case .toggle(let on, _) = kind { on } else { nil } } == [
                    false, false, true,
                ])
            #expect(toggles[0].elementID.contains("#milk"))
            #expect(try #require(view.node(withText: "2 left")).isInvalidatable)
            let privateList = try #require(view.root.allNodes.first { $0.isPrivacySensitive })
            #expect(privateList.interactiveElements.count == 3)
            #expect(view.root.allNodes.contains { $0.modifiers.contains(.toggleStyle("TodoToggleStyle")) })

            // Performing a toggle changes the data, and the next timeline shows it with the same ids.
            try await Samples.perform(toggles[0].invocation!)
            let after = try await Samples.timeline("TodoList", .systemMedium).entries[0].view
            #expect(after.node(withText: "1 left") != nil)
            #expect(after.interactiveElements.map(\.elementID) == toggles.map(\.elementID))
            #expect(after.interactiveElements[0].kind == .toggle(isOn: true, toggles[0].invocation!))

            let small = try await Samples.timeline("TodoList", .systemSmall).entries[0].view
            #expect(small.interactiveElements.count == 2)
        }
    }

    @Test("SimpleWidget: five hourly entries with live time text, reloading at the end")
    func simpleWidgetHourly() async throws {
        try await inApp {
            let timeline = try await Samples.timeline("SimpleWidget", .systemSmall)
            #expect(timeline.entries.count == 5)
            #expect(timeline.policy == .atEnd)
            #expect(timeline.entries.map { $0.view.texts.first } == (0..<5).map { "Hour \($0)" })
            for (index, entry) in timeline.entries.enumerated() {
                #expect(entry.view.root.allNodes.contains { $0.kind == .text(.date(entry.date, .time)) })
                if index > 0 { #expect(entry.date.timeIntervalSince(timeline.entries[index - 1].date) == 3600) }
            }
            let large = try await Samples.timeline("SimpleWidget", .systemLarge).entries[0]
            #expect(large.view.root.allNodes.contains { $0.kind == .text(.date(large.date, .relative)) })
            #expect(large.view.containerBackground?.kind == .color(.named("fill.tertiary")))
        }
    }

    @Test("GlassWidget marks its symbol accented-desaturated")
    func glassWidget() async throws {
        try await inApp {
            let view = try await Samples.timeline("GlassWidget", .systemSmall).entries[0].view
            let star = try #require(view.root.allNodes.first { $0.kind == .image(systemName: "star.fill") })
            #expect(
                star.modifiers == [
                    .font(FontValue(textStyle: "largeTitle")), .accentedRenderingMode(.accentedDesaturated),
                ])
        }
    }

    @Test("CharacterDetail starts on the query's defaultResult and shows the chosen character")
    func characterDetail() async throws {
        try await inApp {
            let first = try await Samples.timeline("CharacterDetail", .systemSmall).entries[0].view
            #expect(first.texts.contains("Power Panda"))  // suggestedEntities().first
            let chosen = IntentInvocation(
                intentType: "SelectCharacterIntent",
                parameters: [
                    .init(name: "character", value: .entity(EntityValue(entityType: "CharacterDetail", id: "Unipony")))
                ])
            let view = try await Samples.timeline("CharacterDetail", .systemMedium, given: chosen).entries[0].view
            #expect(view.texts.contains("🦄"))
            #expect(view.texts.contains("Free Rangers"))
            #expect(
                view.root.allNodes.contains {
                    if case .gauge(let gauge) = $0.kind { gauge.value == 0.67 } else { false }
                })
        }
    }

    @Test("ConfigurableWidget shows the category and, when asked, a count")
    func configurableWidget() async throws {
        try await inApp {
            let plain = try await Samples.timeline("ConfigurableWidget", .systemSmall)
            #expect(plain.entries[0].view.texts == ["Everything"])
            // The seed reads Date() twice: the reload comes an hour (and a few microseconds) after the entry.
            let reload: Date? = if case .after(let date) = plain.policy.kind { date } else { nil }
            #expect(abs(try #require(reload).timeIntervalSince(plain.entries[0].date) - 3600) < 1)
            let favorites = IntentInvocation(
                intentType: "ConfigureWidgetIntent",
                parameters: [
                    .init(
                        name: "category",
                        value: .enumCase(EnumCaseValue(enumType: "WidgetCategory", rawValue: "favorites"))),
                    .init(name: "showCount", value: .bool(true)),
                ])
            let view = try await Samples.timeline("ConfigurableWidget", .systemMedium, given: favorites).entries[0].view
            #expect(view.texts == ["Favorites", "5 items"])
        }
    }

    @Test("RelevantWidget is relevant during workouts and in the morning")
    func relevances() async throws {
        try await inApp {
            let relevances = await Samples.widget("Relevant").relevances()
            #expect(relevances.rules.count == 2)
            #expect(relevances.rules[0] == .init(context: .workout, level: .defaultLarge))
            let interval: (Date, Date)? =
                if case .dateInterval(let from, let to) = relevances.rules[1].context { (from, to) } else { nil }
            let (from, to) = try #require(interval)
            #expect(to.timeIntervalSince(from) == 6 * 3600)
            #expect(relevances.rules[1].level == .defaultMedium)
            #expect(try WireCodec.decode(WireCodec.encode(relevances, kind: "Relevant")) == relevances)
        }
    }

    @Test("the placeholder is archived as a placeholder, from the provider's placeholder entry")
    func placeholders() async throws {
        try await inApp {
            let placeholder = try await Samples.widget("SimpleWidget").placeholder(
                in: TimelineProviderContext(family: .systemSmall))
            #expect(placeholder.view.texts.first == "Loading...")
        }
    }
}
