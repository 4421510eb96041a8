import Foundation

extension ColorValue {
    /// The system background (`Color(.systemBackground)`): white in the light scheme, black in
    /// the dark, what `.background` is where no `.backgroundStyle(_:)` says otherwise.
    public static let systemBackground = ColorValue.adaptive(
        light: RGBAValue(red: 1, green: 1, blue: 1), dark: RGBAValue(red: 0, green: 0, blue: 0))
}

extension ShapeStyleValue {
    /// This style where `backgroundStyle` is the nearest `.backgroundStyle(_:)` around it (nil:
    /// none): `.background` is that style, or the system background; any other style is itself.
    public func resolvingBackground(_ backgroundStyle: ShapeStyleValue?) -> ShapeStyleValue {
        guard self == .background else { return self }
        guard let backgroundStyle, backgroundStyle != .background else { return .color(.systemBackground) }
        return backgroundStyle
    }
}
