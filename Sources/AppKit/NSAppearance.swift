import Foundation

/// An appearance (AppKit's `NSAppearance`): as a widget sees it, light (`aqua`) or dark
/// (`darkAqua`), the colour scheme its archive is made in.
public final class NSAppearance: Sendable, Equatable {
    /// `NSAppearance.Name`
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The standard light appearance.
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// The standard dark appearance.
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// The light vibrant appearance.
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        /// The dark vibrant appearance.
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
        /// The high-contrast light appearance.
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        /// The high-contrast dark appearance.
        public static let accessibilityHighContrastDarkAqua = Name(
            rawValue: "NSAppearanceNameAccessibilityDarkAqua")
        /// The high-contrast light vibrant appearance.
        public static let accessibilityHighContrastVibrantLight = Name(
            rawValue: "NSAppearanceNameAccessibilityVibrantLight")
        /// The high-contrast dark vibrant appearance.
        public static let accessibilityHighContrastVibrantDark = Name(
            rawValue: "NSAppearanceNameAccessibilityVibrantDark")
    }

    /// `name`
    public let name: Name

    /// `NSAppearance(named:)`: nil for a name that is none of AppKit's.
    public init?(named name: Name) {
        guard Self.darkNames.contains(name) || Self.lightNames.contains(name) else { return nil }
        self.name = name
    }

    private static let darkNames: Set<Name> = [
        .darkAqua, .vibrantDark, .accessibilityHighContrastDarkAqua, .accessibilityHighContrastVibrantDark,
    ]
    private static let lightNames: Set<Name> = [
        .aqua, .vibrantLight, .accessibilityHighContrastAqua, .accessibilityHighContrastVibrantLight,
    ]

    /// A dark appearance.
    var isDark: Bool { Self.darkNames.contains(name) }

    /// `bestMatch(from:)`: the first of `appearances` that is this one; else the first of the
    /// same lightness; else nil.
    public func bestMatch(from appearances: [Name]) -> Name? {
        if appearances.contains(name) { return name }
        return appearances.first { (NSAppearance(named: $0)?.isDark ?? !isDark) == isDark }
    }

    /// The appearance of the widget's colour scheme: `darkAqua` while an archive is made in dark
    /// mode, `aqua` otherwise.
    static var widget: NSAppearance {
        NSAppearance(named: EnvironmentValues.archiving.colorScheme == .dark ? .darkAqua : .aqua)!
    }

    /// `NSAppearance.currentDrawing()`: the widget's.
    public static func currentDrawing() -> NSAppearance { widget }

    /// `NSAppearance.current`: the widget's.
    public static var current: NSAppearance { widget }

    public static func == (lhs: NSAppearance, rhs: NSAppearance) -> Bool { lhs.name == rhs.name }
}

/// The application (AppKit's `NSApplication`) as a widget sees it: only its appearance, which
/// is the widget's colour scheme. A widget extension has no windows, menus or events.
public final class NSApplication: Sendable {
    /// `NSApplication.shared`
    public static let shared = NSApplication()

    private init() {}

    /// `effectiveAppearance`: `darkAqua` while the widget is archived in dark mode, else `aqua`.
    public var effectiveAppearance: NSAppearance { NSAppearance.widget }

    /// `appearance`: nil (the app sets none; ``effectiveAppearance`` is the system's).
    public var appearance: NSAppearance? { nil }
}

/// `NSApp`: the shared application.
public let NSApp: NSApplication! = NSApplication.shared
