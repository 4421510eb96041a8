// Stand-in for Shared (ours, not the project's): the app's `EntityFuzzySearchIndex` as
// ControlEntityProvider calls it; here a case-insensitive substring match on the entity's name
// and id, not the app's fuzzy scoring.
import Foundation

/// Searches one server's entities by a typed string.
public struct EntityFuzzySearchIndex {
    let entities: [HAAppEntity]
    public init(entities: [HAAppEntity], serverId: String) { self.entities = entities }
    public func search(_ query: String) -> [HAAppEntity] {
        let q = query.trimmingCharacters(in: .whitespacesAndNewlines)
        return entities.filter { $0.name.localizedCaseInsensitiveContains(q) || $0.entityId.localizedCaseInsensitiveContains(q) }
    }
}
