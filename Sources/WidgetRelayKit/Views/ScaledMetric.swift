import Foundation

/// `@ScaledMetric(relativeTo: .body) var scale: CGFloat = 1`: a length that follows the person's
/// Dynamic Type size. Widgets here are drawn at the default size (`.large`), where a scaled
/// metric is its declared value, as on iOS at that size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    private let value: Value
    /// The text style the metric scales with.
    public let textStyle: Font.TextStyle

    /// A metric that scales with `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        value = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric that scales with body text.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The metric at the widget's Dynamic Type size.
    public var wrappedValue: Value { value }
}
