import AppIntents
import Foundation
import Shared
import SwiftUI

struct CustomWidgetPressButtonAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle"
    static var isDiscoverable: Bool = false

    // No translation needed below, this is not a discoverable intent
    @Parameter(title: "Server")
    var serverId: String?
    @Parameter(title: "Domain")
    var domain: String?
    @Parameter(title: "Entity ID")
    var entityId: String?

    func perform() async throws -> some IntentResult {
        Current.Log.verbose(
            "PressButtonAppIntent: perform started, serverId: \(String(describing: serverId)), domain: \(String(describing: domain)), entityId: \(String(describing: entityId))"
        )
        guard let serverId, let domainString = domain, let entityId else {
            Current.Log
                .error(
                    "PressButtonAppIntent: missing parameters, serverId: \(String(describing: serverId)), domain: \(String(describing: domain)), entityId: \(String(describing: entityId))"
                )
            return .result()
        }
        guard let domain = Domain(rawValue: domainString) else {
            Current.Log.error("PressButtonAppIntent: unknown domain '\(domainString)', entityId: \(entityId)")
            return .result()
        }
        guard let connection = CustomWidgetIntentHelper.resolveConnection(
            serverId: serverId,
            intentName: "PressButtonAppIntent"
        ) else {
            return .result()
        }
        AppIntentHaptics.notify()
        Current.Log.verbose(
            "PressButtonAppIntent: sending press action, serverId: \(serverId), domain: \(domain.rawValue), entityId: \(entityId)"
        )
        await withCheckedContinuation { continuation in
            connection.send(.pressButton(domain: domain, entityId: entityId)).promise.pipe { result in
                switch result {
                case .fulfilled:
                    Current.Log.verbose(
                        "PressButtonAppIntent: press action succeeded, serverId: \(serverId), domain: \(domain.rawValue), entityId: \(entityId)"
                    )
                    continuation.resume()
                case let .rejected(error):
                    Current.Log
                        .error(
                            "Failed to execute PressButtonAppIntent, serverId: \(serverId), domain: \(domain), entityId: \(entityId), error: \(error)"
                        )
                    Current.notificationDispatcher.send(.init(
                        id: .intentPressFailed,
                        title: L10n.Widgets.Custom.IntentPressFailed.title,
                        body: L10n.Widgets.Custom.IntentPressFailed.body
                    ))
                    continuation.resume()
                }
            }
        }
        _ = try await ResetAllCustomWidgetConfirmationAppIntent().perform()
        return .result()
    }
}
