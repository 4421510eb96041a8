// Stand-in for Shared (ours, not the project's): the transport half of the app's
// `AppIntentServerAPI` (its AppIntentServerAPI+WebSocket.swift, which runs Assist pipelines and
// reads the frontend's translations), reduced to requests on the server's HAKit connection.
import Foundation
import HAKit

extension AppIntentServerAPI {
    static func send(_ request: HARequest, server: Server) async throws -> HAData {
        guard let connection = Current.api(for: server)?.connection else { throw HomeAssistantAPI.APIError.noAPIAvailable }
        return try await withCheckedThrowingContinuation { continuation in
            connection.send(request) { continuation.resume(with: $0) }
        }
    }

    static func callActionViaWebSocket(server: Server, domain: String, service: String, data: [String: Any], returnResponse: Bool) async throws -> CallServiceResponse {
        var body: [String: Any] = ["domain": domain, "service": service, "service_data": data]
        if returnResponse { body["return_response"] = true }
        return try await CallServiceResponse(data: send(.init(type: .callService, data: body), server: server))
    }

    static func renderTemplateViaWebSocket(server: Server, template: String) async throws -> String {
        let data = try await send(.init(type: .rest(.post, "template"), data: ["template": template]), server: server)
        if case let .primitive(value) = data { return String(describing: value) }
        return ""
    }

    static func actionDefinitionsViaWebSocket(server: Server) async throws -> [IntentActionDefinition] {
        let services = try await HAResponseServices(data: send(.init(type: .getServices), server: server))
        return services.all.map {
            IntentActionDefinition(domain: $0.domain.rawValue, service: $0.service.rawValue, name: $0.name, actionDescription: $0.description)
        }.sorted { $0.actionId < $1.actionId }
    }

    static func entitiesViaWebSocket(server: Server, domain: Domain) async throws -> [HAEntity] {
        let all = try await [HAEntity](data: send(.init(type: .getStates), server: server))
        return sortedByDisplayName(all.filter { $0.domain == domain.rawValue })
    }

    static func assistViaWebSocket(server: Server, prompt: String, pipelineId: String?) async throws -> String {
        var body: [String: Any] = ["text": prompt]
        if let pipelineId { body["agent_id"] = pipelineId }
        let data = try await send(.init(type: .rest(.post, "conversation/process"), data: body), server: server)
        return (try? data.decode("response")) ?? ""
    }
}
