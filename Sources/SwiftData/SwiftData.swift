// `import SwiftData`: the part of Apple's SwiftData a widget extension meets when it reads the
// app's models — `@Model` classes, `ModelContainer`, `ModelContext`, `FetchDescriptor` with a
// Foundation `#Predicate` and `SortDescriptor`s — in Apple's names and shapes, over an
// in-memory store.
//
// What it is not: SwiftData. Nothing is persisted (a container's objects are kept for the
// process, shared by every container of the same model types); `@Model` adds the
// `PersistentModel` conformance but neither observation nor backing storage; `@Attribute`,
// `@Relationship` and `@Transient` change nothing; there is no migration, no undo, no CloudKit.
// Predicates and sort descriptors are Foundation's, evaluated on the objects in memory.
@_exported import Foundation

/// Converts a Swift class into a stored model that's managed by SwiftData.
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "WidgetRelayMacros", type: "ModelMacro")

/// Specifies the custom behavior that SwiftData applies to the annotated property.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "WidgetRelayMacros", type: "ModelPropertyMacro")

/// Specifies the options that SwiftData needs to manage the annotated property as a relationship.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "WidgetRelayMacros", type: "ModelPropertyMacro")

/// Tells SwiftData not to persist the annotated property.
@attached(peer)
public macro Transient() = #externalMacro(module: "WidgetRelayMacros", type: "ModelPropertyMacro")

/// An interface for enabling a class to be stored by SwiftData (`@Model` conforms a class).
public protocol PersistentModel: AnyObject, Hashable, Identifiable {}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The model's identifier in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(ObjectIdentifier(self)) }
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { ModelStore.context(of: self) }
}

/// The identifier of a model in its store.
public struct PersistentIdentifier: Hashable, Sendable, Comparable {
    let object: ObjectIdentifier
    init(_ object: ObjectIdentifier) { self.object = object }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.object < rhs.object }
}

/// The model types of a container.
public final class Schema: @unchecked Sendable {
    /// The model types of the schema.
    public let types: [any PersistentModel.Type]

    /// A schema of the model types.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }

    /// A schema of the model types.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// A schema version.
    public struct Version: Sendable, Hashable {
        /// Major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int
        /// A version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
    }

    /// A namespace of attribute options.
    public enum Attribute {
        /// How SwiftData keeps an attribute.
        public struct Option: Sendable, Hashable {
            let name: String
            /// Ensures the property's value is unique across all models of the same type.
            public static let unique = Option(name: "unique")
            /// Stores the property's value as binary data adjacent to the model storage.
            public static let externalStorage = Option(name: "externalStorage")
            /// Stores the property's value in an encrypted form.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Preserves the property's value in the persistent history when the context deletes the model.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracks changes to this property but doesn't persist them.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexes the property's value so it can appear in Spotlight search results.
            public static let spotlight = Option(name: "spotlight")
            /// Transforms the property's value.
            public static func transformable(by transformerName: String) -> Option { Option(name: transformerName) }
        }
    }

    /// A namespace of relationship options.
    public enum Relationship {
        /// How SwiftData keeps a relationship.
        public struct Option: Sendable, Hashable {
            let name: String
            /// Ensures the relationship's value is unique.
            public static let unique = Option(name: "unique")
        }

        /// What happens to related models when a model is deleted.
        public enum DeleteRule: Sendable, Hashable {
            /// Deletes nothing else.
            case noAction
            /// Sets the relationship to nil.
            case nullify
            /// Deletes the related models too.
            case cascade
            /// Refuses to delete a model that has related models.
            case deny
        }
    }
}

/// A type that describes the configuration of an app's schema or a specific group of models.
public struct ModelConfiguration: Sendable, Hashable {
    /// The name of the configuration.
    public let name: String
    /// Whether the store is in memory only (every store is, here).
    public let isStoredInMemoryOnly: Bool
    /// Whether the store refuses writes.
    public let allowsSave: Bool
    /// The app group the store lives in, if any.
    public let groupContainer: GroupContainer
    /// The URL of the store (none is written here).
    public let url: URL

    /// Where a configuration's store lives.
    public struct GroupContainer: Sendable, Hashable {
        let identifier: String?
        /// The app group with the identifier.
        public static func identifier(_ groupIdentifier: String) -> GroupContainer {
            GroupContainer(identifier: groupIdentifier)
        }
        /// The app's first app group.
        public static let automatic = GroupContainer(identifier: nil)
        /// No app group.
        public static let none = GroupContainer(identifier: "")
    }

    /// A configuration.
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic
    ) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        url = URL(fileURLWithPath: "/dev/null")
    }

    /// A configuration of a store at the URL.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true
    ) {
        self.name = name ?? "default"
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        groupContainer = .automatic
        self.url = url
    }

    /// A configuration for models stored only in memory or not.
    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}
