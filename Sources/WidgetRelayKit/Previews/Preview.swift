import Foundation

#if !RELAY_NO_MACROS
/// `#Preview`, in each form Xcode writes: a view (`#Preview { … }`), a widget with its
/// timeline (`#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`) or provider, and a
/// Live Activity with its content states (`#Preview("Notification", as: .content, using:
/// attributes) { MyActivity() } contentStates: { … }`). Each expands to a type conforming to
/// ``PreviewRegistry`` whose ``WidgetPreview`` archives the author's own preview data.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetRelayMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "WidgetRelayMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "WidgetRelayMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "WidgetRelayMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "WidgetRelayMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as kind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping @MainActor () -> W,
    @ActivityContentStateBuilder<Attributes.ContentState> contentStates:
        @escaping @MainActor () -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetRelayMacros", type: "PreviewMacro")

/// `@Previewable` (SwiftUI's `@attached(peer) macro Previewable()`): a dynamic property declared
/// at the root of a `#Preview` body (`@Previewable @State var value = 1`). `#Preview` makes a view
/// of its own whose properties are the tagged declarations and whose `body` is the rest of the
/// preview's body, as Apple's does; the preview shows that view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "WidgetRelayMacros", type: "PreviewableMacro")

#endif

/// A type a `#Preview` made.
public protocol PreviewRegistry: SendableMetatype {
    /// The preview it declares.
    static var preview: WidgetPreview { get }
    /// Where it was declared ("EmojiRangerWidget.swift:84"), to tell unnamed previews apart.
    static var source: String { get }
}

extension PreviewRegistry {
    public static var source: String { "" }
}

/// Collects a preview's timeline entries (`#Preview(…) timeline: { entry; entry }`).
@resultBuilder
public enum PreviewTimelineBuilder<Entry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither(first part: [Entry]) -> [Entry] { part }
    public static func buildEither(second part: [Entry]) -> [Entry] { part }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
}

/// Collects a Live Activity preview's content states (`contentStates: { .smiley; .starEyes }`).
@resultBuilder
public enum ActivityContentStateBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    public static func buildEither(first part: [State]) -> [State] { part }
    public static func buildEither(second part: [State]) -> [State] { part }
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
}

/// Which presentation of a Live Activity a preview shows (`ActivityPreviewViewKind`).
public struct ActivityPreviewViewKind: Sendable, Hashable {
    /// The Dynamic Island's presentations.
    public enum DynamicIslandKind: Sendable, Hashable { case compact, expanded, minimal }

    /// The island presentation; nil for `.content`, the Lock Screen.
    public let island: DynamicIslandKind?
    /// The Lock Screen presentation.
    public static let content = ActivityPreviewViewKind(island: nil)
    /// A Dynamic Island presentation.
    public static func dynamicIsland(_ kind: DynamicIslandKind) -> ActivityPreviewViewKind {
        ActivityPreviewViewKind(island: kind)
    }
}
