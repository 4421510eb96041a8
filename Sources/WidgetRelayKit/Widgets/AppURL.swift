import Foundation

/// The URL that opens the app from a widget that shows none (a watch complication activated
/// as a whole, without a `widgetURL`): `widgetrelay://widget/KIND`. Mirrors send it; the phone
/// accepts it from any of the device's widgets of that kind.
public enum AppURL {
    /// The app's own URL for widgets of `kind`.
    public static func forWidget(ofKind kind: String) -> URL? {
        URL(
            string:
                "widgetrelay://widget/\(kind.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "unknown")"
        )
    }
}
