import Foundation

extension String {
    /// A string for people with its interpolations (Foundation's `String.LocalizationValue`,
    /// which Linux's Foundation lacks). WidgetRelay keeps the source text: localization is
    /// where apps already localize.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The text, interpolations written out.
        public let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }

        public var description: String { text }
    }

    /// `String(localized:table:bundle:locale:comment:)`: the extension's translation of the
    /// text for the phone's locale (`table`'s, or `Localizable`'s), else the text itself.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = LocalizedStrings.lookUp(keyAndValue.text, table: table)
    }

    /// `String(localized:defaultValue:table:bundle:locale:comment:)`: the key's translation,
    /// else the default value.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = LocalizedStrings.translation(of: "\(key)", table: table) ?? defaultValue.text
    }

    /// `String(localized:)` with a resource: its translation, else its key.
    public init(localized resource: LocalizedStringResource) { self = resource.localized }
}

extension LocalizedStringResource {
    /// Where a resource's table is (`LocalizedStringResource.BundleDescription`): kept for the author.
    public enum BundleDescription: Sendable, Hashable {
        case main
        case atURL(URL)
        /// `.forClass(_:)`, by the class's name.
        case forClassNamed(String)

        /// `.forClass(_:)`
        public static func forClass(_ type: AnyClass) -> BundleDescription { .forClassNamed(String(describing: type)) }
    }

    /// `LocalizedStringResource(_:table:locale:bundle:comment:)`: the text, interpolations written out.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(keyAndValue.text)
    }

    /// `LocalizedStringResource(_:defaultValue:table:locale:bundle:comment:)`: shown as its default
    /// value (there is no strings table to look the key up in).
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(defaultValue.text)
    }
}
