import Testing
import WidgetRelayKit

/// Every seed widget archives in every family it supports: placeholder, snapshot and
/// timeline, each with its default configuration (nil), in an app environment of its own.
@Suite("Seed snippets: every widget archives in every family")
struct ArchiveTests {
    @Test("placeholder, snapshot and timeline archive", arguments: Catalog.widgetFamilies)
    func archives(_ case_: WidgetInFamily) async throws {
        let widget = try #require(Catalog.widget(case_.kind))
        let context = TimelineProviderContext(family: case_.family)
        try await AppEnvironment.$current.withValue(.inMemory()) {
            let placeholder = try await widget.placeholder(in: context)
            #expect(placeholder.view.family == case_.family)
            let snapshot = try await widget.snapshot(for: nil, in: context)
            #expect(snapshot.view.family == case_.family)
            let timeline = try await widget.timeline(for: nil, in: context)
            #expect(!timeline.entries.isEmpty)
            #expect(timeline.entries.allSatisfy { $0.view.family == case_.family })
        }
    }

    @Test("the catalog holds every widget the seeds show")
    func catalog() {
        #expect(
            Set(Catalog.widgets.map(\.kind)) == [
                "EmojiRangerWidget", "TodoItem", "CharacterDetail", "SimpleWidget", "GlassWidget", "Interactive",
                "ConfigurableWidget", "Relevant", "EfficientProvider", "ToggleWidgetView", "AccentedRenderingModesView",
                "AdaptiveWidgetView", "EfficientImageView",
            ])
        #expect(Catalog.widgetFamilies.count >= Catalog.widgets.count)
    }

    @Test(
        "each Live Activity configuration archives its presentations",
        arguments: ["DeliveryLiveActivity", "CarPlayDeliveryActivity", "MacDeliveryActivity"])
    func activity(_ name: String) async throws {
        let descriptor = try #require(Catalog.activities[name])
        let environment = AppEnvironment.inMemory()
        try await AppEnvironment.$current.withValue(environment) {
            try await SnippetApps.startDelivery()
            let record = try #require(environment.activities.records().first)
            let presentations = try descriptor.presentations(for: record, isStale: false)
            #expect(presentations.lockScreen.texts.contains("Noodle Bar"))
            #expect((presentations.minimal == nil) == (name == "MacDeliveryActivity"))
            #expect((presentations.small != nil) == (name == "CarPlayDeliveryActivity"))
        }
    }

    @Test("each control has a preview and a current state", arguments: ["QuickToggle", "QuickAction"])
    func control(_ kind: String) async throws {
        let control = try #require(Catalog.controls.first { $0.kind == kind })
        await AppEnvironment.$current.withValue(.inMemory()) {
            let preview = await control.state(preview: true)
            let now = await control.state()
            #expect(preview.kind == kind)
            #expect(now.action.intentType == preview.action.intentType)
            #expect(!now.label.texts.isEmpty && !preview.label.texts.isEmpty)
        }
    }
}
