/// A type whose values an intent parameter can refer to by id (`AppEntity`).
/// Mirrors carry only the id; the phone resolves it through ``defaultQuery``.
public protocol AppEntity: IntentParameterValue, Identifiable where ID: EntityIdentifierConvertible {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// An entity id that travels as a string.
public protocol EntityIdentifierConvertible: Hashable, Sendable {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for string: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension AppEntity {
    /// The name the wire uses for this entity type.
    public static var entityTypeName: String { String(describing: Self.self) }

    public static var parameterKind: IntentParameterKind { .entity(type: entityTypeName) }

    public var intentValue: IntentValue {
        .entity(
            EntityValue(entityType: Self.entityTypeName, id: id.entityIdentifierString, display: displayRepresentation))
    }

    /// The query's `defaultResult()`, as data.
    static func defaultEntityValue() async -> IntentValue? { await defaultQuery.defaultResult()?.intentValue }

    /// Resolves the id through ``defaultQuery`` (`entities(for:)`).
    public static func decode(_ value: IntentValue, parameter: String) async throws -> Self {
        guard case .entity(let reference) = value, reference.entityType == entityTypeName else {
            throw mismatch(value, parameter)
        }
        guard let id = ID.entityIdentifier(for: reference.id) else {
            throw IntentRebuildError.entityNotFound(parameter: parameter, entityType: entityTypeName, id: reference.id)
        }
        let found = try await defaultQuery.entities(for: [id])
        guard let entity = found.first(where: { $0.id == id }) else {
            throw IntentRebuildError.entityNotFound(parameter: parameter, entityType: entityTypeName, id: reference.id)
        }
        return entity
    }
}

/// Finds entities of one type (`EntityQuery`).
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    /// What `suggestedEntities()` (and an `EntityStringQuery`'s `entities(matching:)`) return:
    /// the entities, or an `IntentItemCollection` of them in sections, as Apple's `Result` is.
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity
    /// The entities with these ids (`entities(for:)`).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The choices a configuration editor offers (`suggestedEntities()`).
    func suggestedEntities() async throws -> Result
    /// The value a new widget starts with (`defaultResult()`).
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
}

/// What a query returns (`ResultsCollection`): an array of entities, or an `IntentItemCollection`.
public protocol ResultsCollection {
    associatedtype Element
    /// The results in order, whatever their sections (the kit's: how editors list them).
    var resultValues: [Element] { get }
}

extension Array: ResultsCollection {
    /// The array itself.
    public var resultValues: [Element] { self }
}
