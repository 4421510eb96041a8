import Foundation
import UIKit

extension Color {
    /// `Color(nsColor:)`: an AppKit colour; a dynamic one with components for light and dark
    /// archives both (the mirror draws its archive's scheme), else it is resolved for the
    /// archive's colour scheme.
    public init(nsColor: NSColor) { self.init(archivedValue: nsColor.archivedValue(in: NSAppearance.widget)) }

    /// `Color(_:)` with an `NSColor`. Disfavoured: SwiftUI re-exports UIKit and AppKit at once
    /// here, and iOS code's `Color(.systemRed)` (a name both declare) means UIKit's.
    @_disfavoredOverload
    public init(_ nsColor: NSColor) { self.init(nsColor: nsColor) }
}

extension Image {
    /// `Image(nsImage:)`: an image widget code loaded or received, an asset or a symbol.
    public init(nsImage: NSImage) {
        switch nsImage.image.source {
        case .named(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        case .data(let data): self.init(encoded: data)
        }
    }
}

extension Font {
    /// `Font(_:)` with an `NSFont`: the system face at its size, weight and design. Disfavoured,
    /// as `Color(_:)` with an `NSColor` is: iOS code's `Font(.systemFont(ofSize: 12))` means UIKit's.
    @_disfavoredOverload
    public init(_ nsFont: NSFont) { self = nsFont.swiftUIFont }
}
