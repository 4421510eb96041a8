import Foundation
import Codec
@testable import SampleApps
import WidgetRelayKit

/// The sample bundle, as the phone host sees it.
enum Samples {
    static let items = SampleAppsBundle().items

    static var widgets: [WidgetKindDescriptor] {
        items.compactMap { if case .widget(let widget) = $0 { widget } else { nil } }
    }
    static var activities: [ActivityKindDescriptor] {
        items.compactMap { if case .activity(let activity) = $0 { activity } else { nil } }
    }
    static var controls: [ControlKindDescriptor] {
        items.compactMap { if case .control(let control) = $0 { control } else { nil } }
    }

    static func widget(_ kind: String) -> WidgetKindDescriptor { widgets.first { $0.kind == kind }! }
    static func control(_ kind: String) -> ControlKindDescriptor { controls.first { $0.kind == kind }! }

    /// The bundle's registry, plus the intents the tests name before any view offering
    /// them was archived (the phone learns those when it archives, at start).
    static let registry: IntentRegistry = {
        var registry = IntentRegistry(bundle: items)
        try? registry.register(TaskManagerApp.ToggleTodoIntent.self)
        try? registry.register(EmojiRangers.SuperCharge.self)
        return registry
    }()

    /// The configuration a new instance gets, rebuilt into its intent.
    static func configuration(of widget: WidgetKindDescriptor, given: IntentInvocation? = nil) async throws -> (
        any AppIntent
    )? {
        guard let type = widget.configurationIntent else { return nil }
        return try await registry.rebuild(await IntentRegistry.completeConfiguration(of: type, given: given))
    }

    static func timeline(_ kind: String, _ family: WidgetFamily, given: IntentInvocation? = nil) async throws
        -> ArchivedTimeline
    {
        let widget = widget(kind)
        return try await widget.timeline(
            for: try await configuration(of: widget, given: given), in: TimelineProviderContext(family: family))
    }

    /// Performs what an archived element invokes, as the phone would.
    static func perform(_ invocation: IntentInvocation) async throws {
        _ = try await registry.rebuild(invocation).perform()
    }
}

/// Runs `body` as the phone runs app code: in an app environment of its own.
func inApp<T: Sendable>(_ environment: AppEnvironment = .inMemory(), _ body: @Sendable () async throws -> T)
    async throws -> T
{
    try await AppEnvironment.$current.withValue(environment) { try await body() }
}
