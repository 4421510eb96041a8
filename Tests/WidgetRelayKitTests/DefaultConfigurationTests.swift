import Testing
import WidgetRelayKit

/// A configuration the intent cannot complete is an error that names the parameter, never a trap.
@Suite("Default configurations")
struct DefaultConfigurationTests {
    struct NameIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Name"
        @Parameter(title: "Name")
        var name: String
    }

    struct NameEntry: TimelineEntry {
        let date: Date
        let name: String
    }

    struct NameProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> NameEntry { NameEntry(date: Date(), name: "…") }
        func snapshot(for configuration: NameIntent, in context: Context) async -> NameEntry {
            NameEntry(date: Date(), name: configuration.name)
        }
        func timeline(for configuration: NameIntent, in context: Context) async -> Timeline<NameEntry> {
            Timeline(entries: [NameEntry(date: Date(), name: configuration.name)], policy: .never)
        }
    }

    static let widget: WidgetKindDescriptor = {
        let items = AppIntentConfiguration(kind: "Name", intent: NameIntent.self, provider: NameProvider()) {
            Text($0.name)
        }.bundleItems
        guard case .widget(let widget) = items[0] else { fatalError("a widget") }
        return widget
    }()

    @Test("a String without default: the default configuration throws missingParameter, and a given one works")
    func missingString() async throws {
        let context = TimelineProviderContext(family: .systemSmall)
        await #expect(throws: IntentRebuildError.missingParameter(intent: "NameIntent", parameter: "name")) {
            try await Self.widget.timeline(for: nil, in: context)
        }
        await #expect(throws: IntentRebuildError.missingParameter(intent: "NameIntent", parameter: "name")) {
            try await Self.widget.snapshot(for: nil, in: context)
        }
        let given = try await IntentRegistry.defaultConfiguration(
            of: NameIntent.self,
            given: IntentInvocation(
                intentType: "NameIntent", parameters: [NamedIntentValue(name: "name", value: .string("Ada"))]))
        #expect(try await Self.widget.timeline(for: given, in: context).entries[0].view.texts == ["Ada"])
    }
}
