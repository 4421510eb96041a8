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

extension View {
    /// The design system's body type (DesignResourcesKit's `daxBodyRegular()`: SF Pro 17 regular).
    public func daxBodyRegular() -> some View { font(.system(size: 17, weight: .regular)) }
    /// The design system's subhead type (15 regular).
    public func daxSubheadRegular() -> some View { font(.system(size: 15, weight: .regular)) }
}

extension ImageResource {
    /// DesignResourcesKit's icon of the AI chat (its asset catalog's `AIChat-24`).
    public static let aiChat24 = ImageResource(name: "AIChat-24", bundle: .main)
}
