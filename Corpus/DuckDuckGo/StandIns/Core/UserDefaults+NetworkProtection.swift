// Stand-in for Core, the app's own framework (ours, not the project's): Core/UserDefaults+NetworkProtection.swift
// from duckduckgo/iOS at 7b3f6010 (Apache-2.0, Licence/LICENSE.md), its VPN defaults and key as published; the suite
// name is the app's `Global.groupIdPrefix` + ".netp" written out (its configuration defaults are not taken).
import Foundation

public extension UserDefaults {
    static var networkProtectionGroupDefaults: UserDefaults {
        let suiteName = "group.com.duckduckgo.netp"
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            fatalError("Failed to create netP UserDefaults")
        }
        return defaults
    }
}

public enum NetworkProtectionUserDefaultKeys {

    public static let lastSelectedServerCity = "com.duckduckgo.network-protection.last-selected-server-city"

}
