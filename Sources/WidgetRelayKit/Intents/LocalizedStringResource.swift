import Foundation

/// A string for people (`LocalizedStringResource`): its key, shown as the extension's
/// translation for the phone's locale (``localized``), or as the key when there is none.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key (the text as written).
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
        /// The SF Symbol's name; empty for an image from data or the asset catalog.
        public let systemName: String
        /// The image's bytes (`init(data:isTemplate:)`): kept, not sent to a mirror's editor,
        /// which shows symbols only.
        public let data: Data?
        public init(systemName: String) {
            self.systemName = systemName
            data = nil
        }
        /// `DisplayRepresentation.Image(data:isTemplate:)`: an image from bytes (not shown by mirrors' editors).
        public init(data: Data, isTemplate: Bool = false) {
            systemName = ""
            self.data = data
        }
        /// `DisplayRepresentation.Image(named:isTemplate:)`: an asset catalog image (not shown by mirrors' editors).
        public init(named name: String, isTemplate: Bool = false) {
            systemName = ""
            data = nil
        }
    }
}

/// How a type of entity or enum is named (`TypeDisplayRepresentation`).
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringLiteral {
    public let name: LocalizedStringResource
    public init(name: LocalizedStringResource) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
}
