import Foundation

/// A widget family as a list parameter's size names it (`IntentWidgetFamily`, App Intents').
public enum IntentWidgetFamily: Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular
}

/// How many items a list parameter holds (`IntentCollectionSize`): an exact count (`3`, an
/// integer literal) or a range.
public struct IntentCollectionSize: Sendable, Hashable, ExpressibleByIntegerLiteral {
    /// The fewest items.
    public let minimum: Int
    /// The most items.
    public let maximum: Int

    /// Exactly `value` items.
    public init(_ value: Int) { self.init(min: value, max: value) }
    /// `3`: exactly three items.
    public init(integerLiteral value: Int) { self.init(value) }
    /// Between `min` and `max` items.
    public init(min: Int, max: Int) {
        minimum = Swift.max(0, Swift.min(min, max))
        maximum = Swift.max(0, max)
    }
    /// Up to `maximum` items.
    public static func upToLimit(_ maximum: Int) -> IntentCollectionSize { .init(min: 0, max: maximum) }
}

extension IntentParameter {
    /// `@Parameter(title:size:)`: a list parameter with a size per widget family (Home Assistant's
    /// scripts widget). The sizes are kept; relay.v1 carries no lists, so a mirror does not edit
    /// one (see ``IntentParameterValue``'s arrays).
    public convenience init(
        title: LocalizedStringResource, description: IntentDescription? = nil,
        default defaultValue: Value? = nil, size: [IntentWidgetFamily: IntentCollectionSize]
    ) {
        self.init(title: title, description: description, default: defaultValue)
    }
}
