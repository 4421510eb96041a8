import WidgetRelayKit

/// What each kind of device shows (the strategy seed's table) and how it renders when its
/// Hello asks no rendering mode.
public enum DeviceSurface {
    public static func families(for kind: DeviceKind?) -> [WidgetFamily] {
        switch kind {
        // A desktop's page also draws a Lock Screen (its accessory row), as an iPhone's or iPad's.
        case .desktop:
            [
                .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular, .accessoryRectangular,
                .accessoryInline,
            ]
        case .tool: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
        case .watch: [.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline]
        case .phone:
            [.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline]
        case .server, nil: []
        }
    }

    public static func renderingMode(for kind: DeviceKind?) -> WidgetRenderingMode {
        switch kind {
        case .desktop, .watch: .accented
        default: .fullColor
        }
    }
}
