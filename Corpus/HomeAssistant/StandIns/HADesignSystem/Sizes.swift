// Stand-in for HADesignSystem (ours, not the project's): the app's own Sources/HADesignSystem/Sources/Tokens/Sizes.swift, copied as published from
// home-assistant/iOS at d722d781 (Apache-2.0, Licence/LICENSE.md); the app's own package HADesignSystem.
import Foundation

public enum Sizes {
    public static var maxWidthForLargerScreens: CGFloat = 600
}
