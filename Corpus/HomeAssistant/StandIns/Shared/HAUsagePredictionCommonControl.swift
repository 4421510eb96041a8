// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Models/HAUsagePredictionCommonControl.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation
import HAKit

public struct HAUsagePredictionCommonControl: Codable, HADataDecodable {
    /// [EntityId]
    public let entities: [String]

    public init(data: HAData) throws {
        self.entities = try data.decode("entities")
    }
}
