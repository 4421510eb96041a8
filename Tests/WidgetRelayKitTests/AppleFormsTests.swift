import Foundation
import Testing
import WidgetRelayKit

/// What the corpus of real extensions showed the kit lacked, as whole classes: no `Sendable`
/// Apple does not ask for, every `Text`, `Label` and `Button` initialiser, App Intents' summaries
/// and results, controls' modifiers and builder, bundles built by hand.
@Suite("Apple's forms, as real extensions write them")
struct AppleFormsTests {
    /// A class holding mutable state, in an entry: neither is `Sendable`, as WidgetKit allows.
    final class Counter {
        var count = 0
    }

    struct Entry: TimelineEntry {
        let date: Date
        let counter: Counter
    }

    /// A provider that is a class with state of its own (Swift 6 mode, as this target compiles).
    final class Provider: TimelineProvider {
        let counter = Counter()
        func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, counter: counter) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            counter.count += 1
            completion(Timeline(entries: [Entry(date: .distantPast, counter: counter)], policy: .never))
        }
    }

    @Test("a class provider and an entry holding a class: no Sendable asked; the content closure is a plain closure")
    func noSendableAsked() async throws {
        let prefix = NSMutableString(string: "Count")  // a non-Sendable value the content closure captures
        let configuration = StaticConfiguration(kind: "Counter", provider: Provider()) { entry in
            Text(verbatim: "\(prefix) \(entry.counter.count)")
        }
        guard case .widget(let widget) = try #require(configuration.bundleItems.first) else {
            throw CancellationError()
        }
        let context = TimelineProviderContext(family: .systemSmall)
        #expect(try await widget.timeline(for: nil, in: context).entries.first?.view.texts == ["Count 1"])
        #expect(try await widget.timeline(for: nil, in: context).entries.first?.view.texts == ["Count 2"])
    }

    @Test(
        "Text's and Label's initialisers: comment, format, image, a view label; Button with a closure shows its label")
    func textLabelButton() {
        let view = VStack {
            Text("Hello", comment: "a greeting")
            Text(1234.5, format: .number)
            Text(LocalizedStringResource("widget.title", defaultValue: "Top \(3)"))
            Label("Rain", image: "cloud")
            Label {
                Text("Custom")
            } icon: {
                Image(systemName: "star")
            }
            Button("Tap", action: {})
        }
        let archive = ViewArchive.archive(view, family: .systemMedium)
        #expect(archive.texts.prefix(3) == ["Hello", "1,234.5", "Top 3"])
        #expect(archive.root.allNodes.contains { $0.kind == .label(title: "Rain", systemImage: "cloud") })
        #expect(archive.texts.contains("Custom") && archive.texts.contains("Tap"))
        #expect(archive.interactiveElements.isEmpty, "a closure button is no control: nothing could run it")
        #expect(String(localized: "Tasks \(2)") == "Tasks 2")
    }

    struct SwitchIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Switch"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult & OpensIntent { .result() }
        static var parameterSummary: some ParameterSummary {
            When(\.$value, .equalTo, true) {
                Summary { \.$value }
            } otherwise: {
                Summary()
            }
        }
    }

    @Test("controls: .tint kept in the state; @ControlWidgetTemplateBuilder takes if/else")
    func controls() async throws {
        let on = true
        let configuration = StaticControlConfiguration(kind: "Light") {
            if on {
                ControlWidgetToggle("Light", isOn: true, action: SwitchIntent()).tint(.orange)
            } else {
                ControlWidgetToggle("Light", isOn: false, action: SwitchIntent())
            }
        }
        guard case .control(let control) = try #require(configuration.bundleItems.first) else {
            throw CancellationError()
        }
        let state = await control.state()
        #expect(state.tint == .named("orange", opacity: 1))
        #expect(state.isOn)
        #expect(SwitchIntent.authenticationPolicy == .alwaysAllowed)
    }

    struct Hello: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Hello", provider: Provider()) { _ in Text("Hi") }
                .configurationDisplayName(String("Hello"))
                .description(Text("Says hello"))
        }
    }

    struct HelloBundle: WidgetBundle {
        var body: some Widget { WidgetBundleBuilder.buildBlock(Hello(), Hello()) }
    }

    @Test(
        "a bundle built with WidgetBundleBuilder.buildBlock; names and descriptions from strings and texts; families by name"
    )
    func bundleByHand() {
        let widgets = HelloBundle().items.compactMap { item -> WidgetKindDescriptor? in
            if case .widget(let widget) = item { widget } else { nil }
        }
        #expect(widgets.map(\.kind) == ["Hello", "Hello"])
        #expect(widgets.first?.displayName == "Hello" && widgets.first?.description == "Says hello")
        #expect(WidgetFamily.systemSmall.description == "systemSmall")
    }
}

/// App Intents' summaries and parameter forms, as Home Assistant's intents write them.
@Suite("App Intents' summaries and parameter forms")
struct IntentFormsTests {
    enum Source: String, AppEnum {
        case entity, template
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Source"
        static let caseDisplayRepresentations: [Source: DisplayRepresentation] = [
            .entity: "Entity", .template: "Template",
        ]
    }

    struct Configure: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Configure"
        @Parameter(title: "Source", default: .entity) var source: Source
        @Parameter(
            title: "Template", description: LocalizedStringResource("tpl", defaultValue: "A template"), default: "",
            inputOptions: .init(capitalizationType: .none, multiline: true, autocorrect: false))
        var template: String
        @Parameter(title: "Names", default: ["a"]) var names: [String]
        static var parameterSummary: some ParameterSummary {
            Switch(\.$source) {
                Case(Source.entity) { Summary { \.$source } }
                DefaultCase {
                    Summary {
                        \.$source; \.$template
                    }
                }
            }
        }
    }

    @Test("Switch/Case summaries, description and input options, a list parameter: compile; values as declared")
    func forms() {
        let intent = Configure()
        #expect(intent.source == .entity && intent.template.isEmpty && intent.names == ["a"])
        #expect(intent.$template.description?.text.key == "A template")
        #expect(IntentItemCollection([1, 2]).values == [1, 2])
    }
}
