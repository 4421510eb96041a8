import Foundation

/// `ColorScheme`: light or dark.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark
}

/// `ColorSchemeContrast`
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    case standard, increased
}

/// `LayoutDirection`
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// `DynamicTypeSize`: the text size people chose (`.large` is the default).
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// `isAccessibilitySize`
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// `ContentSizeCategory`, the older name of the text size people chose.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// `isAccessibilityCategory`
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

/// `OpenURLAction`: what `\.openURL` does with a URL. In a widget there is no app to open
/// it in; as on iOS, a widget opens URLs with `Link` and `widgetURL`, and this action
/// answers `.discarded`.
public struct OpenURLAction: Sendable {
    /// `OpenURLAction.Result`
    public struct Result: Sendable, Hashable {
        let value: Int
        /// `.handled`
        public static let handled = Result(value: 0)
        /// `.discarded`
        public static let discarded = Result(value: 1)
        /// `.systemAction`
        public static let systemAction = Result(value: 2)
        /// `.systemAction(_:)`
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    private let handler: @Sendable (URL) -> Result

    /// `OpenURLAction(handler:)`
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// `openURL(url)`
    public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// `openURL(url) { accepted in … }`
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url) != .discarded)
    }
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }
private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
private enum DisplayScaleKey: EnvironmentKey { static let defaultValue = 3.0 }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private enum AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private enum LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

/// `LegibilityWeight` (Bold Text).
public enum LegibilityWeight: Sendable, Hashable {
    case regular, bold
}

extension EnvironmentValues {
    /// `\.colorScheme`: light unless a view sets it (`.environment(\.colorScheme, .dark)`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// `\.colorSchemeContrast`
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// `\.layoutDirection`
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// `\.dynamicTypeSize`
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// `\.sizeCategory`, kept in step with `\.dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3] }
        set { dynamicTypeSize = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3] }
    }
    /// `\.openURL`
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// `\.locale`: en_US, the locale mirrors format text in.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// `\.calendar`
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// `\.timeZone`
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// `\.displayScale`
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// `\.isEnabled`
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// `\.accessibilityReduceMotion`
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }
    /// `\.accessibilityReduceTransparency`
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }
    /// `\.accessibilityDifferentiateWithoutColor`
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }
    /// `\.legibilityWeight`
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
