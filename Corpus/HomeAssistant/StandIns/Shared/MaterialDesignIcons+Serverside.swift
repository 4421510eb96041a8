// Stand-in for Shared (ours, not the project's): `MaterialDesignIcons(serversideValueNamed:)` and
// `normalizingIconString` as the app's Sources/Shared/Common/Extensions/UIImage+Icons.swift declares
// them (home-assistant/iOS at d722d781, Apache-2.0), without HAIconic's migration table of renamed icons.
import Foundation

public extension MaterialDesignIcons {
    convenience init(serversideValueNamed value: String, fallback: MaterialDesignIcons? = nil) {
        if let fallback {
            self.init(named: value.normalizingIconString, fallback: fallback)
        } else {
            self.init(named: value.normalizingIconString)
        }
    }
}

public extension String {
    var normalizingIconString: String {
        replacingOccurrences(of: "mdi:|hass:", with: "", options: .regularExpression)
            .replacingOccurrences(of: ":", with: "_")
            .replacingOccurrences(of: "-", with: "_")
    }
}
