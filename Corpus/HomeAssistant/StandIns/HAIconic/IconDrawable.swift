// Stand-in for HAIconic, the app's own package (ours, not the project's): its `IconDrawable`
// protocol, the part that does not draw (the package's drawing with UIKit fonts and CoreText,
// Sources/HAIconic/Sources/IconDrawable.swift, is not taken).
import Foundation

/// An icon of an icon font: its family, its name and its code point (HAIconic's protocol).
public protocol IconDrawable {
    static var familyName: String { get }
    static var count: Int { get }
    var name: String { get }
    var unicode: String { get }
    init(named iconName: String)
}

public extension IconDrawable {
    /// Registers the icon font with the font manager (HAIconic's registers the package's
    /// MaterialDesignIcons.ttf through CoreText; the font is not taken here, so nothing is registered).
    static func register() {}
}

#if canImport(UIKit)
import UIKit

public extension IconDrawable {
    /// The icon as an image (HAIconic draws the glyph of its font; the font is not here, so the
    /// image is the asset named `mdi.<name>`, which no catalog has: a placeholder).
    func image(ofSize size: CGSize, color: UIColor?) -> UIImage {
        UIImage(named: "mdi.\(name)") ?? UIImage(systemName: "questionmark.square")!
    }
}
#endif
