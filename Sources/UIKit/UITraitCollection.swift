import Foundation

/// The traits a dynamic colour is resolved with (UIKit's `UITraitCollection`): light or dark.
public final class UITraitCollection: Sendable {
    /// `userInterfaceStyle`
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// `displayScale`
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 3
    }

    public convenience init() { self.init(userInterfaceStyle: .light) }

    /// `UITraitCollection.current`: light, the style widgets are archived in here.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// `UIUserInterfaceStyle`
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
