// Stand-in for DesignResourcesKit, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import Foundation
import SwiftUI

/// DuckDuckGo's design-system colours (a colour set each in its asset catalog, light and dark).
public enum DesignSystemColor: String, CaseIterable {
    case accent, backgroundSheets, container, textPrimary, textSecondary
}

extension Color {
    /// The design system's colour, by name.
    public init(designSystemColor: DesignSystemColor) {
        self.init(designSystemColor.rawValue)
    }
}
