/// An entity type's `EntityQuery`, callable by name: how a phone answers a
/// configuration editor's request for suggestions, lookups and defaults.
public struct EntityQueryRunner: Sendable {
    /// The entity type's name.
    public let entityType: String
    /// `suggestedEntities()`
    public let suggested: @Sendable () async throws -> [EntityValue]
    /// `entities(for:)`, by id strings.
    public let lookup: @Sendable ([String]) async throws -> [EntityValue]
    /// `defaultResult()`
    public let defaultResult: @Sendable () async -> EntityValue?
}

extension AppEntity {
    static func entityValue(_ entity: Self) -> EntityValue {
        EntityValue(
            entityType: entityTypeName, id: entity.id.entityIdentifierString, display: entity.displayRepresentation)
    }

    /// This type's query as a runner.
    public static var queryRunner: EntityQueryRunner {
        EntityQueryRunner(
            entityType: entityTypeName,
            suggested: { try await defaultQuery.suggestedEntities().resultValues.map(entityValue) },
            lookup: { ids in
                try await defaultQuery.entities(for: ids.compactMap { ID.entityIdentifier(for: $0) }).map(entityValue)
            },
            defaultResult: { await defaultQuery.defaultResult().map(entityValue) })
    }
}

extension IntentRegistry {
    /// The queries of every entity type an intent type's parameters use, by entity type name.
    public static func entityQueries(of type: any AppIntent.Type) -> [String: EntityQueryRunner] {
        var runners: [String: EntityQueryRunner] = [:]
        for (_, parameter) in parameters(of: type.init()) {
            if let runner = parameter.entityQueryRunner { runners[runner.entityType] = runner }
        }
        return runners
    }
}
