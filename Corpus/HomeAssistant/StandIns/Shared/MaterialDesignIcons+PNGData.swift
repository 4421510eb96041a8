// Stand-in for Shared (ours, not the project's): `MaterialDesignIcons.pngData(forServersideValue:)`
// as the app's Sources/Shared/Common/Extensions/MaterialDesignIcons+PNGData.swift declares it; the app
// draws the icon font into a PNG with UIKit, which needs the font: none here (nil, so callers fall
// back to their SF Symbol).
import Foundation

public extension MaterialDesignIcons {
    static func pngData(forServersideValue serversideValue: String) -> Data? { nil }
}
