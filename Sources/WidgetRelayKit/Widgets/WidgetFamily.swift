/// The size and surface a widget is shown in (WidgetKit's `WidgetFamily`).
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, Codable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline

    /// Home Screen / desktop families.
    public static let system: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait,
    ]
    /// What a widget that names no families supports: iPhone's Home Screen families, as
    /// WidgetKit defaults to the platform's (iPhone has no extra-large; Lock Screen families
    /// are opted into with `.supportedFamilies(_:)`).
    public static let iPhoneDefault: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// Lock Screen / watch complication families.
    public static let accessory: [WidgetFamily] = [
        .accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline,
    ]

    /// Whether buttons and toggles in this family can be interactive anywhere
    /// (accessory circular and rectangular only on iPhone and iPad; see the seed's table).
    public var supportsInteraction: Bool {
        switch self {
        case .accessoryCorner, .accessoryInline: false
        default: true
        }
    }

    /// WidgetKit's default content margin on each side, in points.
    public var defaultContentMargin: Double {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: 16
        case .accessoryRectangular: 2
        case .accessoryCircular, .accessoryCorner, .accessoryInline: 0
        }
    }

    /// A nominal display size in points, for layouts and the provider context.
    public var displaySize: (width: Double, height: Double) {
        switch self {
        case .systemSmall: (170, 170)
        case .systemMedium: (364, 170)
        case .systemLarge: (364, 382)
        case .systemExtraLarge: (715, 338)
        case .systemExtraLargePortrait: (338, 715)
        case .accessoryCircular: (76, 76)
        case .accessoryCorner: (72, 72)
        case .accessoryRectangular: (172, 76)
        case .accessoryInline: (257, 26)
        }
    }
}

/// How the surface colours a widget (`WidgetRenderingMode`).
public enum WidgetRenderingMode: String, Sendable, Hashable, Codable {
    case fullColor, accented, vibrant
}

/// Why content is redacted (`RedactionReasons`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Hidden because the device is locked.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Hidden while its data may be stale.
    public static let invalidated = RedactionReasons(rawValue: 4)
}
