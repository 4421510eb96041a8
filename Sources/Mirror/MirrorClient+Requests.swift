import DomainModel
import Foundation
import MirrorCore
import Codec
import WidgetRelayKit

extension MirrorClient {
    /// The phone's widget gallery.
    public func catalog() async throws -> WidgetCatalog {
        guard case .catalog(let catalog) = try await request(.catalog) else { throw Self.unexpected("a catalog") }
        return catalog
    }

    /// A widget kind's configuration intent, from the phone's gallery (nil: the kind has
    /// none, or the phone does not offer it to this device).
    public func configurationSchema(of kind: String) async throws -> IntentSchema? {
        try await catalog().widgets.first(where: { $0.kind == kind })?.configuration
    }

    /// An EntityQuery's suggested entities.
    public func suggestedEntities(of entityType: String) async throws -> [EntitySuggestion] {
        guard case .entities(let entities) = try await request(.suggestedEntities(entityType: entityType)) else {
            throw Self.unexpected("suggestions")
        }
        return entities
    }

    /// Places a widget on this device; returns its instance id.
    public func addWidget(kind: String, family: WidgetFamily, configuration: IntentInvocation?) async throws -> String {
        guard
            case .widgetInstance(let id) = try await request(
                .addWidget(kind: kind, family: family, configuration: configuration))
        else {
            throw Self.unexpected("an instance")
        }
        return id
    }

    /// Reconfigures an instance.
    public func configureWidget(_ instanceID: String, configuration: IntentInvocation?) async throws {
        _ = try await request(.configureWidget(instanceID: instanceID, configuration: configuration))
    }

    /// Removes an instance.
    public func removeWidget(_ instanceID: String) async throws {
        _ = try await request(.removeWidget(instanceID: instanceID))
    }

    private static func unexpected(_ what: String) -> RelayError {
        RelayError(.unspecified, "the phone did not answer with \(what)")
    }
}
