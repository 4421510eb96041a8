/// A string for people (`LocalizedStringResource`). WidgetRelay keeps the source
/// text; localization happens where apps already localize.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text.
    public let key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { key }
}

/// An intent's description for people (`IntentDescription`).
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringLiteral {
    public let text: LocalizedStringResource
    public let categoryName: LocalizedStringResource?

    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {
        self.text = text
        self.categoryName = categoryName
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
}

/// How an entity or enum case is shown (`DisplayRepresentation`).
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    /// An SF Symbol name.
    public var imageSystemName: String?

    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        imageSystemName = image?.systemName
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }

    /// An image in a display representation.
    public struct Image: Sendable, Hashable {
        public let systemName: String
        public init(systemName: String) { self.systemName = systemName }
    }
}

/// How a type of entity or enum is named (`TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    public let name: LocalizedStringResource
    public init(name: LocalizedStringResource) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
}
