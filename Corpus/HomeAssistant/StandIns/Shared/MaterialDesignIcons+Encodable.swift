// Stand-in for Shared (ours, not the project's): the app's own Sources/Shared/Extensions/MaterialDesignIcons+Encodable.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); Shared compiles it into the app's Shared framework.
import Foundation

extension MaterialDesignIcons: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(unicode, forKey: .unicode)
    }

    private enum CodingKeys: String, CodingKey {
        case name
        case unicode
    }
}
