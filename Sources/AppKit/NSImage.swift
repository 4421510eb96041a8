import Foundation
import UIKit

/// An image as Mac widget code holds it (AppKit's `NSImage`): bytes it loaded or received, or an
/// asset or SF Symbol by name, as UIKit's `UIImage` is here (it is one inside: the same formats
/// recognised, the same size read from a PNG's or JPEG's header). `Image(nsImage:)` shows it.
open class NSImage: @unchecked Sendable, Hashable {
    /// The image as UIKit's type holds it: what `Image(nsImage:)` archives.
    let image: UIImage

    init(image: UIImage) { self.image = image }

    /// `NSImage(data:)`: nil for bytes that are not an image this recognises (PNG, JPEG, GIF,
    /// WebP, HEIC).
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(image: image)
    }

    /// `NSImage(contentsOfFile:)`
    public convenience init?(contentsOfFile path: String) {
        guard let image = UIImage(contentsOfFile: path) else { return nil }
        self.init(image: image)
    }

    /// `NSImage(contentsOf:)`: a file URL's image.
    public convenience init?(contentsOf url: URL) {
        guard url.isFileURL else { return nil }
        self.init(contentsOfFile: url.path)
    }

    /// `NSImage(named:)`: an image of the extension's asset catalog, by name.
    public convenience init?(named name: NSImage.Name) {
        guard let image = UIImage(named: name) else { return nil }
        self.init(image: image)
    }

    /// `NSImage(systemSymbolName:accessibilityDescription:)`: an SF Symbol.
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        guard let image = UIImage(systemName: name) else { return nil }
        self.init(image: image)
    }

    /// `NSImage(resource:)`: an image of the asset catalog, by its generated symbol.
    public convenience init(resource: ImageResource) { self.init(image: UIImage(resource: resource)) }

    /// `NSImage.Name`
    public typealias Name = String

    /// `size`: in points, read from a PNG's or JPEG's header; zero when unknown.
    public var size: CGSize { image.size }

    /// `isTemplate`: false (the tint is the view's, `.foregroundStyle`).
    public var isTemplate: Bool { false }

    /// `tiffRepresentation`: nil (there is no encoder here; ``pngData`` gives the bytes of a PNG).
    public var tiffRepresentation: Data? { nil }

    /// The bytes this image was made from when they are a PNG.
    var pngData: Data? { image.pngData() }

    public static func == (lhs: NSImage, rhs: NSImage) -> Bool { lhs.image == rhs.image }
    public func hash(into hasher: inout Hasher) { hasher.combine(image) }
}
