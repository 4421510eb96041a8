// Stand-in for Shared (ours, not the project's): the app's `EntityIconColorProvider`
// (Sources/Shared/EntityIconColorProvider.swift) as ControlEntityProvider calls it; the app's
// colours come from its HADesignSystem palette, not taken here: no colour is computed (nil).
import Foundation
import SwiftUI

/// The colour of an entity's icon for its state (none here).
public enum EntityIconColorProvider {
    public static func iconColor(domain: Domain, state: String, colorMode: String?, rgbColor: [Int]?, hsColor: [Double]?) -> Color? {
        nil
    }
}
